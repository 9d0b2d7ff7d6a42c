import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { ContestRoundSummaryDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { toLocale } from '../../i18n/i18n-options';
import { ListSkeleton, QueryList } from '../api/QueryList';
import type { SessionUser } from '../session/SessionProvider';
import { RoundStatusBadge, useRoundLabel } from './ContestBadges';
import { contestTitleIn } from './contest-states';
import { useJuryRoundsQuery } from './queries';

/** How many of a round's entries this person has scored (the round lists its jurors by e-mail). */
export function scoredBy(round: Pick<ContestRoundSummaryDto, 'jurors'>, email: string): number {
  return round.jurors.find((juror) => juror.email === email.toLowerCase())?.scored ?? 0;
}

/** /contests/jury: the jury rounds the signed-in person judges, with how far they have got in each. */
export function JuryRoundsPage({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('contests');
  const roundLabel = useRoundLabel();
  const rounds = useJuryRoundsQuery();
  const language = toLocale(i18n.resolvedLanguage);
  return (
    <QueryList
      query={rounds}
      loading={<ListSkeleton count={2} height={88} testId="jury-loading" />}
      empty={<EmptyState title={t('jury.emptyTitle')} body={t('jury.emptyBody')} testId="jury-empty" />}
      testId="jury-rounds"
    >
      {(list) => (
        <Stack gap="sm">
          {list.map((round) => (
            <Paper key={round.roundId} withBorder p="md" data-testid="jury-round" data-round={round.roundId}>
              <Group justify="space-between" align="flex-start" gap="xs">
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Anchor
                    component={Link}
                    to={`/contests/jury/${round.roundId}`}
                    fw={600}
                    data-testid="jury-round-open"
                  >
                    {contestTitleIn({ title: round.contestTitle, titleEn: round.contestTitleEn }, language)}
                  </Anchor>
                  <Text size="sm" c="gray.7">
                    {roundLabel(round)} ·{' '}
                    {t('jury.progress', { scored: scoredBy(round, user.email), count: round.entryCount })}
                  </Text>
                </Stack>
                <RoundStatusBadge status={round.status} />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </QueryList>
  );
}
