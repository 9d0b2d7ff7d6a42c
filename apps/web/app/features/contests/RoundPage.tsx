import { Alert, Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ContestRoundDto, RoundEntryDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { PageShell } from '../../components/PageShell';
import { toLocale } from '../../i18n/i18n-options';
import { useTextIn } from '../i18n-content/text-in';
import { contestTitleIn } from './contest-states';
import { RoundStatusBadge, useRoundLabel } from './ContestBadges';
import { ContestWorks } from './ContestWorks';
import { JurorProgress } from './JurorProgress';
import { useRoundQuery } from './queries';
import { QueryStates } from './QueryStates';
import { RoundScores } from './RoundScores';
import { ScoreForm } from './ScoreForm';

/**
 * /contests/jury/:roundId: a round's entries for its jury. While it is open a juror scores and
 * marks each, seeing only their own scores; once closed, every score and the totals.
 */
export function RoundPage({ roundId }: { roundId: string }) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('contests');
  const round = useRoundQuery(roundId);
  if (!round.isSuccess) {
    return (
      <PageShell title={t('contestRound.title')}>
        <QueryStates
          query={round}
          notFound={{
            title: tc('round.notFoundTitle'),
            body: tc('round.notFoundBody'),
            link: { to: '/contests/jury', label: tc('round.all') },
          }}
          testId="round"
        />
      </PageShell>
    );
  }
  return <RoundDetail round={round.data} />;
}

function RoundDetail({ round }: { round: ContestRoundDto }) {
  const { t, i18n } = useTranslation('contests');
  const roundLabel = useRoundLabel();
  const closed = round.status === 'closed';
  const title = contestTitleIn(
    { title: round.contestTitle, titleEn: round.contestTitleEn },
    toLocale(i18n.resolvedLanguage),
  );
  return (
    <PageShell title={title} intro={roundLabel(round)}>
      <Group gap="sm" wrap="wrap">
        <RoundStatusBadge status={round.status} />
        <Text size="sm" c="gray.7">
          {t('round.entries', { count: round.entryCount })}
        </Text>
      </Group>
      {closed ? (
        <Alert color="blue" data-testid="round-closed-notice">
          {t('round.closedNotice')}
        </Alert>
      ) : round.juror ? (
        <Alert color="gray" data-testid="round-blind-notice">
          {t('round.blindNotice')}
        </Alert>
      ) : (
        <Alert color="gray" data-testid="round-admin-notice">
          {t('round.adminNotice')}
        </Alert>
      )}
      {!round.juror && <JurorProgress round={round} />}
      {round.entries.length === 0 ? (
        <EmptyState title={t('round.noEntriesTitle')} body={t('round.noEntriesBody')} testId="round-no-entries" />
      ) : (
        <Stack gap="lg" data-testid="round-entries">
          {round.entries.map((entry, index) => (
            <RoundEntry key={entry.entryId} round={round} entry={entry} first={index === 0} />
          ))}
        </Stack>
      )}
    </PageShell>
  );
}

function RoundEntry({ round, entry, first }: { round: ContestRoundDto; entry: RoundEntryDto; first: boolean }) {
  const { t } = useTranslation('contests');
  const entrant = useTextIn()({ ko: entry.entrantName, en: entry.entrantNameEn });
  const scoring = round.status === 'open' && round.juror;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="round-entry" data-entry={entry.entryId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" data-testid="round-entrant">
            {entrant}
          </Title>
          {entry.total?.rank && (
            <Badge variant="filled" data-testid="round-rank">
              {t('round.rank', { rank: entry.total.rank })}
            </Badge>
          )}
        </Group>
        <ContestWorks works={entry.works} priority={first} />
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('round.statement')}
          </Text>
          <Text style={{ whiteSpace: 'pre-line' }} data-testid="round-statement">
            {entry.statement}
          </Text>
        </Stack>
        {scoring && (
          <>
            <Divider />
            {/* Keyed by the juror's last save, so the form starts afresh from what was saved. */}
            <ScoreForm
              key={entry.myScore?.updatedAt ?? 'new'}
              roundId={round.roundId}
              entryId={entry.entryId}
              entrantName={entrant}
              myScore={entry.myScore}
            />
          </>
        )}
        {entry.total && (
          <>
            <Divider />
            <RoundScores entry={entry} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
