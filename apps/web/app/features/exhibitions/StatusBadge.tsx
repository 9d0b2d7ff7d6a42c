import { Badge } from '@mantine/core';
import type { ExhibitionStatus } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ExhibitionStatus, string> = { upcoming: 'blue', current: 'green', past: 'gray' };

/** Upcoming, on now or past, as a coloured label (`data-status` holds the value). */
export function StatusBadge({ status }: { status: ExhibitionStatus }) {
  const { t } = useTranslation('exhibitions');
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="exhibition-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
