import { Chip, Group } from '@mantine/core';
import { ROOM_FIELDS, type RoomVisibility } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';

/** One switch per field a room can show or hide (price, dimensions, …, stock number). */
export function VisibilitySwitches({
  value,
  onChange,
  testId,
}: {
  value: RoomVisibility;
  onChange: (value: RoomVisibility) => void;
  testId: string;
}) {
  const { t } = useTranslation('rooms');
  return (
    <Group gap="xs" data-testid={testId}>
      {ROOM_FIELDS.map((field) => (
        <Chip
          key={field}
          size="sm"
          checked={value[field]}
          onChange={(checked) => onChange({ ...value, [field]: checked })}
          data-testid={`${testId}-${field}`}
        >
          {t(`fields.${field}`)}
        </Chip>
      ))}
    </Group>
  );
}
