import { dateTimeFormat } from '@vernissage/shared';

/** A calendar day (`YYYY-MM-DD`) in the reader's language, read as the day it names wherever the reader is. */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
