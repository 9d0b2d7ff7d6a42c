import { numberFormat, type Currency, type Locale } from '@vernissage/shared';

/**
 * An amount as money in the reader's language, through Intl: KRW without decimals, other
 * currencies with cents only when there are any (`$120`, `$120.50`).
 */
export function formatPrice(amount: number, currency: Currency, locale: string): string {
  const decimals = currency === 'KRW' ? 0 : 2;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    trailingZeroDisplay: 'stripIfInteger',
  }).format(amount);
}

/** The currency prices are first shown in for a language: won in Korean, dollars otherwise. */
export function defaultCurrencyFor(locale: Locale): Currency {
  return locale === 'ko' ? 'KRW' : 'USD';
}
