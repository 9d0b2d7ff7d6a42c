import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../i18n/i18n-options';
import { deadlineText } from '../contests/contest-time';
import { ContentList } from './ContentList';
import { opportunityTitleIn } from './opportunity-form';
import { useAdminOpportunitiesQuery, useDeleteOpportunityMutation } from './queries';

/** /admin/opportunities: every opportunity, drafts too, with its kind, deadline and status; a new one; delete after a confirmation. */
export function OpportunitiesPage() {
  const { t, i18n } = useTranslation('adminContent');
  const language = toLocale(i18n.resolvedLanguage);
  const opportunities = useAdminOpportunitiesQuery();
  const remove = useDeleteOpportunityMutation();
  return (
    <ContentList
      area="opportunities"
      newTo="/admin/opportunities/new"
      query={opportunities}
      remove={remove}
      rowOf={(opportunity) => ({
        title: opportunityTitleIn(opportunity, language),
        editTo: `/admin/opportunities/${opportunity.id}`,
        facts: t('opportunities.facts', {
          organiser: opportunity.organiser,
          deadline: deadlineText(opportunity.deadline, opportunity.timeZone, language),
        }),
        badges: (
          <>
            <Badge color={opportunity.published ? 'green' : 'gray'} variant="light">
              {opportunity.published ? t('status.published') : t('status.draft')}
            </Badge>
            <Badge color="secondary" variant="outline">
              {t(`kinds.${opportunity.kind}`)}
            </Badge>
          </>
        ),
      })}
      testId="admin-opportunities"
      rowTestId="admin-opportunity"
    />
  );
}
