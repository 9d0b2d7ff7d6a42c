import { Text } from '@mantine/core';
import type { FairDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../exhibitions/exhibition-dates';

/** A fair's dates and venue on one line (`12 Mar 2027 – 15 Mar 2027 · COEX Hall A`). */
export function FairFacts({ fair }: { fair: Pick<FairDto, 'startDate' | 'endDate' | 'venue'> }) {
  const { t, i18n } = useTranslation('fairs');
  const dates = t('dates', {
    start: formatDay(fair.startDate, i18n.language),
    end: formatDay(fair.endDate, i18n.language),
  });
  return (
    <Text size="sm" c="gray.7" data-testid="fair-facts">
      {[dates, fair.venue.name].filter(Boolean).join(' · ')}
    </Text>
  );
}
