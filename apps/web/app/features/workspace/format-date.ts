import { dateTimeFormat } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../i18n/i18n-options';

/** Formats ISO dates as the interface language writes them (`2025. 3. 4.`, `Mar 4, 2025`). */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(toLocale(i18n.resolvedLanguage), { dateStyle: 'medium' });
  return (iso) => format.format(new Date(iso));
}

/**
 * Formats ISO moments with date and time (`2025. 3. 4. 14:30`, `Mar 4, 2025, 2:30 PM`). Korean
 * reads the 24-hour clock: ICU versions name the afternoon differently ("오후" in Chromium's, "PM"
 * in Node's), and the server's HTML must be what the browser writes, or hydration fails.
 */
export function useFormatDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.resolvedLanguage);
  const format = dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(locale === 'ko' && { hourCycle: 'h23' as const }),
  });
  return (iso) => format.format(new Date(iso));
}
