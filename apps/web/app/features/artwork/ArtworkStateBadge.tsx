import type { MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlainBadge } from '../../components/mantine-look';
import { STATE_COLORS, stateKeyOf } from './artwork-state';

/**
 * An artwork's or share's state as a coloured, translated label (`data-state` holds the code): a
 * light Mantine badge, written as plain markup since lists show one per work (ADR 073).
 */
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
    <PlainBadge color={STATE_COLORS[key]} size={size} data-testid={testId} data-state={state}>
      {t(`states.${key}`)}
    </PlainBadge>
  );
}
