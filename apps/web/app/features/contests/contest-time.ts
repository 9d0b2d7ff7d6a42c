import { dateTimeFormat } from '@vernissage/shared';

/**
 * A contest's deadline is an instant with the time zone it was set in (ADR 031). Entrants read it
 * in that zone, whatever their own, and the admin's form edits it as a wall-clock time there.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The wall-clock fields of an instant in a time zone (24-hour clock). */
function wallClock(instant: Date, timeZone: string) {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
    seconds: Number(part('second')),
  };
}

/** How far a time zone is ahead of UTC at an instant, in minutes (Seoul: 540). */
export function offsetMinutes(timeZone: string, instant: Date): number {
  const { date, time, seconds } = wallClock(instant, timeZone);
  const asUtc = Date.parse(`${date}T${time}:00Z`) + seconds * 1000;
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

const LOCAL_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/**
 * The instant of a wall-clock time (`2026-12-31T18:00`, as a datetime-local input gives it) in a
 * time zone, written with that zone's offset (`2026-12-31T18:00:00+09:00`); null for anything
 * else. A time a clock change skips is read with the offset before the change.
 */
export function zonedInputToInstant(local: string, timeZone: string): string | null {
  const match = LOCAL_INPUT.exec(local);
  if (!match) return null;
  const asUtc = Date.parse(`${local}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  try {
    // The offset at the guessed instant, then at the instant it gives (they differ only near a change).
    const first = offsetMinutes(timeZone, new Date(asUtc));
    const offset = offsetMinutes(timeZone, new Date(asUtc - first * 60_000));
    return `${match[1]}T${match[2]}:00${offsetText(offset)}`;
  } catch {
    return null;
  }
}

/** An instant as a wall-clock time in a time zone, for a datetime-local input (`2026-12-31T18:00`). */
export function instantToZonedInput(iso: string, timeZone: string): string {
  const { date, time } = wallClock(new Date(iso), timeZone);
  return `${date}T${time}`;
}

/**
 * A deadline as its contest's time zone reads it: the date in the reader's language, the time on a
 * 24-hour clock and the zone (`2026. 12. 31. 18:00 (Asia/Seoul)`). Built from parts that print
 * the same on the server and in the browser, so hydration never meets a different text.
 */
export function deadlineText(iso: string, timeZone: string, locale: string): string {
  const instant = new Date(iso);
  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(instant);
  return `${date} ${wallClock(instant, timeZone).time} (${timeZone})`;
}

/** How long until a deadline: closed, or closing in so many days, hours, or within the hour. */
export type ClosesIn =
  { kind: 'closed' } | { kind: 'days'; count: number } | { kind: 'hours'; count: number } | { kind: 'soon' };

export function closesIn(deadline: string, now: Date): ClosesIn {
  const left = Date.parse(deadline) - now.getTime();
  if (left <= 0) return { kind: 'closed' };
  if (left >= DAY_MS) return { kind: 'days', count: Math.floor(left / DAY_MS) };
  if (left >= HOUR_MS) return { kind: 'hours', count: Math.floor(left / HOUR_MS) };
  return { kind: 'soon' };
}

/**
 * When `closesIn` will next say something else (milliseconds since the epoch): a day or an hour
 * fewer, "within the hour", or closed. Never, once closed. A page showing the countdown holds
 * until then (ADR 071).
 */
export function closesInChangesAt(deadline: string, now: Date): number {
  const end = Date.parse(deadline);
  const left = end - now.getTime();
  if (left <= 0) return Number.POSITIVE_INFINITY;
  if (left < HOUR_MS) return end;
  const unit = left >= DAY_MS ? DAY_MS : HOUR_MS;
  // The count drops once less than `count` units are left: a millisecond after end − count × unit.
  return end - Math.floor(left / unit) * unit + 1;
}

/** A new contest's deadline: two weeks from `now`, at 18:00 in the time zone. */
export function defaultDeadlineInput(timeZone: string, now: Date): string {
  const { date } = wallClock(new Date(now.getTime() + 14 * DAY_MS), timeZone);
  return `${date}T18:00`;
}
