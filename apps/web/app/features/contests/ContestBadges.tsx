import { Badge } from '@mantine/core';
import type { ContestDto, ContestRoundSummaryDto, EntryDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../i18n/i18n-options';
import { closesIn, deadlineText } from './contest-time';
import { contestStatusOf, entryStageOf, type ContestStatus, type EntryStage } from './contest-states';

/** Formats a deadline as its contest's time zone reads it, in the reader's language. */
export function useDeadlineText(): (iso: string, timeZone: string) => string {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.resolvedLanguage);
  return (iso, timeZone) => deadlineText(iso, timeZone, locale);
}

/** "Closes in 3 days", "Closes in 5 hours", "Closes within the hour" or "Closed". */
export function ClosesInBadge({ deadline }: { deadline: string }) {
  const { t } = useTranslation('contests');
  const left = closesIn(deadline, new Date());
  const [color, label] =
    left.kind === 'closed'
      ? ['gray', t('closes.closed')]
      : left.kind === 'days'
        ? ['green', t('closes.days', { count: left.count })]
        : left.kind === 'hours'
          ? ['orange', t('closes.hours', { count: left.count })]
          : ['orange', t('closes.soon')];
  return (
    <Badge variant="light" color={color} data-testid="contest-closes" data-kind={left.kind}>
      {label}
    </Badge>
  );
}

const STATUS_COLORS: Record<ContestStatus, string> = {
  draft: 'gray',
  open: 'green',
  judging: 'blue',
  results: 'grape',
};

/** A contest's status for the admin: draft, taking entries, judging, results published. */
export function ContestStatusBadge({
  contest,
}: {
  contest: Pick<ContestDto, 'published' | 'open' | 'resultsPublishedAt'>;
}) {
  const { t } = useTranslation('contests');
  const status = contestStatusOf(contest);
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} data-testid="contest-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

const STAGE_COLORS: Record<EntryStage, string> = {
  open: 'blue',
  judging: 'yellow',
  accepted: 'green',
  declined: 'gray',
};

/** Where an entry stands for its workspace: entered (changeable), being judged, accepted (with its place) or not selected. */
export function EntryStageBadge({ entry }: { entry: Pick<EntryDto, 'deadline' | 'result'> }) {
  const { t } = useTranslation('contests');
  const stage = entryStageOf(entry, new Date());
  const rank = entry.result?.outcome === 'accepted' ? entry.result.rank : null;
  return (
    <Badge variant="light" color={STAGE_COLORS[stage]} data-testid="entry-stage" data-stage={stage}>
      {rank ? t('entryStage.acceptedRank', { rank }) : t(`entryStage.${stage}`)}
    </Badge>
  );
}

/** "Round 1" or "Round 1 · Shortlist". */
export function useRoundLabel(): (round: Pick<ContestRoundSummaryDto, 'number' | 'title'>) => string {
  const { t } = useTranslation('contests');
  return (round) => [t('round.number', { number: round.number }), round.title].filter(Boolean).join(' · ');
}

/** A round's status: scoring, or closed with every score open to its jury. */
export function RoundStatusBadge({ status }: { status: ContestRoundSummaryDto['status'] }) {
  const { t } = useTranslation('contests');
  return (
    <Badge variant="light" color={status === 'open' ? 'green' : 'gray'} data-testid="round-status" data-status={status}>
      {t(`round.${status}`)}
    </Badge>
  );
}
