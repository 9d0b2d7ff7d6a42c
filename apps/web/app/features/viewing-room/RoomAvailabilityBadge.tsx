import { Badge } from '@mantine/core';
import type { RoomAvailability } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<RoomAvailability, string> = { available: 'green', on_hold: 'orange', sold: 'red' };

/** A work's availability in a room: available, on hold or sold. */
export function RoomAvailabilityBadge({ availability }: { availability: RoomAvailability }) {
  const { t } = useTranslation('rooms');
  return (
    <Badge
      color={COLORS[availability]}
      variant="light"
      data-testid="room-availability"
      data-availability={availability}
    >
      {t(`availability.${availability}`)}
    </Badge>
  );
}
