import { Alert, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ContestDto, EntryDto, WorkspaceDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import { inventoryAccess } from '../inventory/inventory-access';
import type { SessionUser } from '../session/SessionProvider';
import { EntryStageBadge, useDeadlineText } from './ContestBadges';
import { ContestWorks } from './ContestWorks';
import { entrantAccessOf } from './contest-states';
import { EntryForm } from './EntryForm';
import { useMyEntriesQuery } from './queries';

/**
 * The workspace's side of a contest: the entry form while the contest takes entries and the
 * workspace may enter, else its entry as sent (with its result once published), or why it cannot enter.
 */
export function EntrySection({
  user,
  workspace,
  contest,
}: {
  user: SessionUser;
  workspace: WorkspaceDto;
  contest: ContestDto;
}) {
  const { t } = useTranslation('contests');
  const deadlineText = useDeadlineText();
  const access = inventoryAccess(user, workspace.role);
  const entrant = entrantAccessOf(contest, workspace, access.canWrite);
  const entries = useMyEntriesQuery(workspace.gid, access.canRead);
  if (entrant === 'wrongType') {
    return (
      <Alert color="gray" data-testid="entry-not-eligible">
        {t('entry.notEligible')}
      </Alert>
    );
  }
  if (!access.canRead) {
    return (
      <Alert color="yellow" data-testid="entry-no-access">
        {t('entry.noAccess')}
      </Alert>
    );
  }
  if (entries.isPending) return <Skeleton height={240} data-testid="entry-loading" />;
  if (entries.isError) return <QueryErrorAlert error={entries.error} onRetry={() => void entries.refetch()} />;
  const entry = entries.data.find((candidate) => candidate.contestId === contest.id) ?? null;
  const closedNotice = !contest.open && (
    <Alert color="gray" data-testid="entry-closed">
      {t('entry.closed', { deadline: deadlineText(contest.deadline, contest.timeZone) })}
    </Alert>
  );
  if (contest.open && entrant === 'eligible' && (!entry || entry.mine)) {
    // Keyed by the entry's last change, so a save or a withdrawal starts the form afresh.
    return <EntryForm key={entry?.updatedAt ?? 'new'} gid={workspace.gid} contest={contest} entry={entry} />;
  }
  return (
    <Stack gap="md">
      {closedNotice}
      {contest.open && entrant === 'readOnly' && !entry && (
        <Alert color="yellow" data-testid="entry-read-only">
          {t('entry.readOnly')}
        </Alert>
      )}
      {entry && <EntrySummary entry={entry} />}
    </Stack>
  );
}

/** An entry as it was sent: where it stands, its works and statement; who made it when it was another member. */
function EntrySummary({ entry }: { entry: EntryDto }) {
  const { t } = useTranslation('contests');
  return (
    <SectionCard title={t('entry.yours')} testId="entry-summary">
      <Stack gap="md">
        <Group gap="xs">
          <EntryStageBadge entry={entry} />
          {!entry.mine && (
            <Text size="sm" c="gray.7" data-testid="entry-by-another">
              {t('entry.byAnother')}
            </Text>
          )}
        </Group>
        <ContestWorks works={entry.works} />
        <Text style={{ whiteSpace: 'pre-line' }} data-testid="entry-summary-statement">
          {entry.statement}
        </Text>
      </Stack>
    </SectionCard>
  );
}
