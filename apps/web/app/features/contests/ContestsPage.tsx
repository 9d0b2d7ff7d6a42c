import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { WorkspaceDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton, QueryList } from '../api/QueryList';
import { useTextIn } from '../i18n-content/text-in';
import { inventoryAccess } from '../inventory/inventory-access';
import type { SessionUser } from '../session/SessionProvider';
import { ContestCard } from './ContestCard';
import { MyEntries } from './MyEntries';
import { useContestsQuery, useMyEntriesQuery } from './queries';

/** /contests: the published contests with their deadlines, and the workspace's own entries with their results. */
export function ContestsPage({ user, workspace }: { user: SessionUser; workspace: WorkspaceDto }) {
  const { t } = useTranslation('contests');
  const textIn = useTextIn();
  const canReadEntries = inventoryAccess(user, workspace.role).canRead;
  const contests = useContestsQuery();
  const entries = useMyEntriesQuery(workspace.gid, canReadEntries);
  const entered = new Set((entries.data ?? []).map((entry) => entry.contestId));
  return (
    <Stack gap="xl" data-testid="contests-page">
      <Group justify="flex-end">
        <Button component={Link} to="/contests/jury" variant="default" data-testid="contests-jury-link">
          {t('list.jury')}
        </Button>
      </Group>
      <Stack gap="md" component="section" aria-labelledby="contests-open-heading">
        <Title order={2} size="h3" id="contests-open-heading">
          {t('list.title')}
        </Title>
        <QueryList
          query={contests}
          loading={<ListSkeleton cols={{ base: 1, sm: 2 }} count={2} height={220} testId="contests-loading" />}
          isEmpty={(page) => page.items.every((contest) => !contest.published)}
          empty={<EmptyState title={t('list.emptyTitle')} body={t('list.emptyBody')} testId="contests-empty" />}
          testId="contests-list"
        >
          {(page) => (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {page.items
                .filter((contest) => contest.published)
                .map((contest) => (
                  <ContestCard key={contest.id} contest={contest} entered={entered.has(contest.id)} />
                ))}
            </SimpleGrid>
          )}
        </QueryList>
      </Stack>
      {canReadEntries && (
        <Stack gap="md" component="section" aria-labelledby="contests-entries-heading">
          <Title order={2} size="h3" id="contests-entries-heading">
            {t('entries.title', { name: textIn({ ko: workspace.name, en: workspace.nameen }) })}
          </Title>
          <MyEntries entries={entries} />
        </Stack>
      )}
    </Stack>
  );
}
