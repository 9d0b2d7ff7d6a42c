import { useTranslation } from 'react-i18next';
import { toLocale } from '../../i18n/i18n-options';

/** Formats ISO dates as the interface language writes them (`2025. 3. 4.`, `Mar 4, 2025`). */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(toLocale(i18n.resolvedLanguage), { dateStyle: 'medium' });
  return (iso) => format.format(new Date(iso));
}

/** Formats ISO moments with date and time (`2025. 3. 4. 오후 2:30`, `Mar 4, 2025, 2:30 PM`). */
export function useFormatDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(toLocale(i18n.resolvedLanguage), { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}
