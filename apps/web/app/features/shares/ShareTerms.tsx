import { Group, Stack, Text } from '@mantine/core';
import { ArtworkState, type ShareDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../artwork/money';
import { useFormatDateTime } from '../workspace/format-date';

/**
 * The terms and timing of an offer: its price, when it opens (if not yet), until when a hold
 * lasts, and the recipient's place in the queue.
 */
export function ShareTerms({ share, now }: { share: ShareDto; now: Date }) {
  const { t } = useTranslation('shares');
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  const opensLater = new Date(share.shareat).getTime() > now.getTime();
  return (
    <Stack gap={2}>
      <Group gap={6}>
        <Text size="sm" c="gray.7">
          {t('terms.price')}
        </Text>
        <Text size="sm" fw={700} data-testid="share-price-text">
          {share.shareprice === null ? t('terms.priceOnRequest') : formatMoney(share.shareprice, share.currency)}
        </Text>
      </Group>
      {opensLater && (
        <Text size="sm" c="blue.8" data-testid="share-opens">
          {t('terms.opensAt', { date: formatDateTime(share.shareat) })}
        </Text>
      )}
      {share.state === ArtworkState.holding && share.holdExpiresAt && (
        <Text size="sm" c="orange.9" data-testid="hold-expiry">
          {t('terms.holdUntil', { date: formatDateTime(share.holdExpiresAt) })}
        </Text>
      )}
      {share.waitlistPosition !== null && (
        <Text size="sm" c="grape.8" data-testid="waitlist-position">
          {t('terms.waitlist', { position: share.waitlistPosition })}
        </Text>
      )}
    </Stack>
  );
}
