import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { EntryDto } from '@vernissage/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { toLocale } from '../../i18n/i18n-options';
import { ListSkeleton, QueryList } from '../api/QueryList';
import { useFormatDate } from '../workspace/format-date';
import { EntryStageBadge } from './ContestBadges';
import { contestTitleIn } from './contest-states';
import { ContestWorks } from './ContestWorks';

/** The workspace's entries: each contest, where the entry stands and, once published, its result. */
export function MyEntries({ entries }: { entries: UseQueryResult<EntryDto[]> }) {
  const { t } = useTranslation('contests');
  return (
    <QueryList
      query={entries}
      loading={<ListSkeleton count={2} height={96} testId="entries-loading" />}
      empty={<EmptyState title={t('entries.emptyTitle')} body={t('entries.emptyBody')} testId="entries-empty" />}
      testId="entries-list"
    >
      {(list) => (
        <Stack gap="sm">
          {list.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
    </QueryList>
  );
}

function EntryRow({ entry }: { entry: EntryDto }) {
  const { t, i18n } = useTranslation('contests');
  const formatDate = useFormatDate();
  return (
    <Paper withBorder p="md" data-testid="entry-row" data-contest={entry.contestId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Anchor component={Link} to={`/contests/${entry.contestId}`} fw={600} data-testid="entry-row-title">
              {contestTitleIn(
                { title: entry.contestTitle, titleEn: entry.contestTitleEn },
                toLocale(i18n.resolvedLanguage),
              )}
            </Anchor>
            <Text size="xs" c="gray.7">
              {t('entries.updated', { date: formatDate(entry.updatedAt) })}
              {!entry.mine && ` · ${t('entries.byAnother')}`}
            </Text>
          </Stack>
          <EntryStageBadge entry={entry} />
        </Group>
        <ContestWorks works={entry.works} compact />
      </Stack>
    </Paper>
  );
}
