import { Text, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlainBadge } from '../../components/mantine-look';
import { ArtworkStateBadge } from '../artwork/ArtworkStateBadge';
import { offerEnded } from './share-actions';

/**
 * An offer's state. Its recipient sees a released offer as ended, not as the work's "available"
 * that they can no longer act on (DESIGN.md §5: only the gallery moves it on from there).
 */
export function ShareStateBadge({
  state,
  forRecipient,
  size,
  testId,
}: {
  state: number;
  forRecipient: boolean;
  size?: MantineSize;
  testId?: string;
}) {
  const { t } = useTranslation('shares');
  if (!forRecipient || !offerEnded({ state })) return <ArtworkStateBadge state={state} size={size} testId={testId} />;
  return (
    <PlainBadge color="gray" size={size} data-testid={testId ?? 'state-badge'} data-state={state}>
      {t('ended.badge')}
    </PlainBadge>
  );
}

/** What an ended offer means for its recipient, and that the gallery can offer the work again; else nothing. */
export function OfferEndedNote({ state }: { state: number }) {
  const { t } = useTranslation('shares');
  if (!offerEnded({ state })) return null;
  return (
    <Text size="xs" c="gray.7" data-testid="share-ended">
      {t('ended.body')}
    </Text>
  );
}
