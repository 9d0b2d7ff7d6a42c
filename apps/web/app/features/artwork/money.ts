import type { Currency } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../i18n/i18n-options';
import { formatPrice } from '../pricing/format-price';

/** Formats amounts as money in the interface language (`formatPrice`: KRW without decimals). */
export function useFormatMoney(): (amount: number, currency: Currency) => string {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.resolvedLanguage);
  return (amount, currency) => formatPrice(amount, currency, locale);
}
