import { Badge, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { toLocale } from '../../i18n/i18n-options';
import { ListSkeleton, QueryList } from '../api/QueryList';
import { deadlineText } from '../contests/contest-time';
import { ContentRow } from './ContentRow';
import { DeleteContentDialog } from './DeleteContentDialog';
import { opportunityTitleIn } from './opportunity-form';
import { useAdminOpportunitiesQuery, useDeleteOpportunityMutation } from './queries';

/** /admin/opportunities: every opportunity, drafts too, with its kind, deadline and status; a new one; delete after a confirmation. */
export function OpportunitiesPage() {
  const { t, i18n } = useTranslation('adminContent');
  const language = toLocale(i18n.resolvedLanguage);
  const opportunities = useAdminOpportunitiesQuery();
  const remove = useDeleteOpportunityMutation();
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  return (
    <Stack gap="md" data-testid="admin-opportunities">
      <Group justify="flex-end">
        <Button component={Link} to="/admin/opportunities/new" data-testid="admin-opportunities-new">
          {t('opportunities.new')}
        </Button>
      </Group>
      <QueryList
        query={opportunities}
        loading={<ListSkeleton count={3} height={88} testId="admin-opportunities-loading" />}
        empty={
          <EmptyState
            title={t('opportunities.emptyTitle')}
            body={t('opportunities.emptyBody')}
            testId="admin-opportunities-empty"
          />
        }
        testId="admin-opportunities-list"
      >
        {(page) => (
          <Stack gap="sm">
            {page.items.map((opportunity) => {
              const title = opportunityTitleIn(opportunity, language);
              return (
                <ContentRow
                  key={opportunity.id}
                  id={opportunity.id}
                  title={title}
                  editTo={`/admin/opportunities/${opportunity.id}`}
                  facts={t('opportunities.facts', {
                    organiser: opportunity.organiser,
                    deadline: deadlineText(opportunity.deadline, opportunity.timeZone, language),
                  })}
                  badges={
                    <>
                      <Badge color={opportunity.published ? 'green' : 'gray'} variant="light">
                        {opportunity.published ? t('status.published') : t('status.draft')}
                      </Badge>
                      <Badge color="secondary" variant="outline">
                        {t(`kinds.${opportunity.kind}`)}
                      </Badge>
                    </>
                  }
                  onDelete={() => setDeleting({ id: opportunity.id, title })}
                  testId="admin-opportunity"
                />
              );
            })}
          </Stack>
        )}
      </QueryList>
      <DeleteContentDialog
        target={deleting}
        remove={remove}
        onClose={() => setDeleting(null)}
        texts={{
          title: t('opportunities.deleteTitle'),
          body: t('opportunities.deleteBody', { title: deleting?.title ?? '' }),
          done: t('opportunities.deleted'),
        }}
        testId="admin-opportunity-delete-confirm"
      />
    </Stack>
  );
}
