import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { endsWithinADay, timeLeft } from './time-left';

/** "ends in 2 days 3 hours", orange when less than a day is left. */
export function TimeLeftText({ end, now }: { end: string; now: Date }) {
  const { t } = useTranslation('home');
  const left = timeLeft(end, now);
  if (left.over) {
    return (
      <Text size="sm" c="gray.7" data-testid="hold-time-left">
        {t('todo.ended')}
      </Text>
    );
  }
  // The two largest units say enough: "2 days 3 hours", "5 hours 12 minutes".
  const parts =
    left.days > 0
      ? [t('time.days', { count: left.days }), t('time.hours', { count: left.hours })]
      : [t('time.hours', { count: left.hours }), t('time.minutes', { count: left.minutes })];
  return (
    <Text
      size="sm"
      fw={endsWithinADay(left) ? 700 : 400}
      c={endsWithinADay(left) ? 'orange.9' : 'gray.7'}
      data-testid="hold-time-left"
    >
      {t('todo.endsIn', { time: parts.join(' ') })}
    </Text>
  );
}
