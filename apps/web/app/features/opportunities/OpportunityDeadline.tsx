import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/use-now';
import { closesIn } from '../contests/contest-time';
import { useDeadlineText } from '../contests/ContestBadges';

const COLORS = { closed: 'gray', days: 'green', hours: 'orange', soon: 'red' } as const;

/** "3 days left", "5 hours left", "Closes within the hour" or "Closed". */
export function DeadlineCountdown({ deadline }: { deadline: string }) {
  const { t } = useTranslation('discovery');
  const left = closesIn(deadline, useNow(60_000));
  const label =
    left.kind === 'days' || left.kind === 'hours'
      ? t(`opportunities.left.${left.kind}`, { count: left.count })
      : t(`opportunities.left.${left.kind}`);
  return (
    <Badge
      variant="light"
      color={left.kind === 'days' && left.count <= 3 ? 'orange' : COLORS[left.kind]}
      data-testid="opportunity-countdown"
      data-kind={left.kind}
    >
      {label}
    </Badge>
  );
}

/**
 * An opportunity's deadline as its own time zone reads it (`2026. 12. 31. 23:59 (Asia/Seoul)`),
 * whatever the reader's, with the countdown beside it.
 */
export function OpportunityDeadline({ deadline, timeZone }: { deadline: string; timeZone: string }) {
  const { t } = useTranslation('discovery');
  const deadlineText = useDeadlineText();
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" data-testid="opportunity-deadline">
        {t('opportunities.deadline', { deadline: deadlineText(deadline, timeZone) })}
      </Text>
      <DeadlineCountdown deadline={deadline} />
    </Group>
  );
}
