import { numberFormat, type Currency, type Locale } from '@vernissage/shared';

/** The sign before an amount, as Intl writes it in each interface language. */
const SYMBOLS: Record<Currency, Record<Locale, string>> = {
  KRW: { ko: '₩', en: '₩' },
  USD: { ko: 'US$', en: '$' },
};

/** Digits after the point: won has no minor unit. */
const DECIMALS: Record<Currency, number> = { KRW: 0, USD: 2 };

/**
 * An amount as money in the reader's language, as Intl writes it: KRW without decimals, other
 * currencies with cents only when there are any (`$120`, `$120.50`), grouped by thousands.
 *
 * Written by hand for the amounts prices are, because a page's first Intl formatter makes the
 * browser load its number data (about 10 ms on a fast machine, several times that on a phone),
 * and a price is often a page's only number: the inventory and pricing then start without it
 * (ADR 074). Anything else (negative, huge, tiny amounts) goes to Intl itself; the test holds the
 * two equal.
 */
export function formatPrice(amount: number, currency: Currency, locale: Locale): string {
  const decimals = DECIMALS[currency];
  const digits = roundedDigits(amount, decimals);
  if (digits === null) return intlPrice(amount, currency, locale, decimals);
  const whole = digits.slice(0, digits.length - decimals) || '0';
  const cents = digits.slice(digits.length - decimals);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return SYMBOLS[currency][locale] + (/[1-9]/.test(cents) ? `${grouped}.${cents}` : grouped);
}

/**
 * The amount's digits rounded to `decimals` places, the point left out (`120.5`, 2 → `12050`), or
 * null for an amount this does not write (negative, not finite, or written with an exponent).
 * Rounds half away from zero on the shortest decimal that reads back as the amount, as Intl does
 * (`1.005` → `1.01`, where the binary value is just under it).
 */
function roundedDigits(amount: number, decimals: number): string | null {
  if (!(amount > 0 || Object.is(amount, 0))) return null;
  const text = String(amount);
  if (text.includes('e')) return null;
  const [whole = '', fraction = ''] = text.split('.');
  const kept = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if ((fraction[decimals] ?? '0') < '5') return kept;
  return (BigInt(kept) + 1n).toString().padStart(decimals + 1, '0');
}

function intlPrice(amount: number, currency: Currency, locale: Locale, decimals: number): string {
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
