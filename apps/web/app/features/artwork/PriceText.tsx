import { Text, type TextProps } from '@mantine/core';
import type { ArtworkDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from './money';

/** An artwork's price as `PriceText` shows it, for a list's card that draws its own text. */
export function usePriceText(price: ArtworkDto['price']): string {
  const { t } = useTranslation('artwork');
  const formatMoney = useFormatMoney();
  const amount =
    price?.amount === null || price?.amount === undefined ? null : formatMoney(price.amount, price.currency);
  let text: string;
  if (!price) text = t('price.notShown');
  else if (price.display === 'on_request') text = amount ? t('price.onRequestWith', { amount }) : t('price.onRequest');
  else if (price.display === 'hidden') text = amount ? t('price.hiddenWith', { amount }) : t('price.notShown');
  else text = amount ?? t('price.none');
  return text;
}

/**
 * An artwork's price as its display mode says: the amount, "price on request" or, for the
 * workspace's own members, the amount marked as not shown to others. Null means the viewer may
 * not see a price.
 */
export function PriceText({ price, ...props }: { price: ArtworkDto['price'] } & TextProps) {
  return (
    <Text {...props} data-testid="artwork-price">
      {usePriceText(price)}
    </Text>
  );
}
