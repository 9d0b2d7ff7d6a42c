import { Badge, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATE_COLORS, stateKeyOf } from './artwork-state';

/** An artwork's or share's state as a coloured, translated label (`data-state` holds the code). */
export function ArtworkStateBadge({
  state,
  size = 'sm',
  testId = 'state-badge',
}: {
  state: number;
  size?: MantineSize;
  testId?: string;
}) {
  const { t } = useTranslation('artwork');
  const key = stateKeyOf(state);
  return (
    <Badge color={STATE_COLORS[key]} variant="light" size={size} data-testid={testId} data-state={state}>
      {t(`states.${key}`)}
    </Badge>
  );
}
