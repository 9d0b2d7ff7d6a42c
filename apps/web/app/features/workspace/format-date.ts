import { dateTimeFormat } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../i18n/i18n-options';
import { useTimeZone } from '../../lib/time-zone';

/** Formats ISO dates as the interface language writes them (`2025. 3. 4.`, `Mar 4, 2025`), in the reader's time zone. */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(toLocale(i18n.resolvedLanguage), { dateStyle: 'medium', timeZone: useTimeZone() });
  return (iso) => format.format(new Date(iso));
}

/**
 * Formats ISO moments with date and time (`2025. 3. 4. 14:30`, `Mar 4, 2025, 2:30 PM`; Korean on
 * the 24-hour clock, `dateTimeFormat`), in the reader's time zone (`useTimeZone`).
 */
export function useFormatDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(toLocale(i18n.resolvedLanguage), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: useTimeZone(),
  });
  return (iso) => format.format(new Date(iso));
}
