import { describe, expect, it } from 'vitest';
import {
  closesIn,
  closesInChangesAt,
  deadlineText,
  defaultDeadlineInput,
  instantToZonedInput,
  offsetMinutes,
  zonedInputToInstant,
} from './contest-time';

describe('zonedInputToInstant', () => {
  it('writes a wall-clock time with its zone’s offset', () => {
    expect(zonedInputToInstant('2026-12-31T18:00', 'Asia/Seoul')).toBe('2026-12-31T18:00:00+09:00');
    expect(zonedInputToInstant('2026-12-31T18:00', 'UTC')).toBe('2026-12-31T18:00:00+00:00');
    expect(zonedInputToInstant('2026-02-01T09:30', 'America/New_York')).toBe('2026-02-01T09:30:00-05:00');
    expect(zonedInputToInstant('2026-03-01T09:30', 'Asia/Kolkata')).toBe('2026-03-01T09:30:00+05:30');
  });

  it('follows summer time on either side of a change', () => {
    expect(zonedInputToInstant('2026-07-01T12:00', 'Europe/Paris')).toBe('2026-07-01T12:00:00+02:00');
    expect(zonedInputToInstant('2026-01-01T12:00', 'Europe/Paris')).toBe('2026-01-01T12:00:00+01:00');
  });

  it('refuses what is not a time or a zone', () => {
    expect(zonedInputToInstant('', 'Asia/Seoul')).toBeNull();
    expect(zonedInputToInstant('2026-12-31', 'Asia/Seoul')).toBeNull();
    expect(zonedInputToInstant('2026-13-40T18:00', 'Asia/Seoul')).toBeNull();
    expect(zonedInputToInstant('2026-12-31T18:00', 'Mars/Olympus')).toBeNull();
  });
});

describe('instantToZonedInput', () => {
  it('reads an instant as the zone’s wall clock, the inverse of zonedInputToInstant', () => {
    expect(instantToZonedInput('2026-12-31T09:00:00.000Z', 'Asia/Seoul')).toBe('2026-12-31T18:00');
    expect(instantToZonedInput('2026-12-31T23:30:00Z', 'Asia/Seoul')).toBe('2027-01-01T08:30');
    const instant = zonedInputToInstant('2026-07-01T12:00', 'Europe/Paris')!;
    expect(instantToZonedInput(new Date(instant).toISOString(), 'Europe/Paris')).toBe('2026-07-01T12:00');
  });

  it('knows each zone’s offset at an instant', () => {
    expect(offsetMinutes('Asia/Seoul', new Date('2026-01-01T00:00:00Z'))).toBe(540);
    expect(offsetMinutes('Europe/Paris', new Date('2026-07-01T00:00:00Z'))).toBe(120);
  });
});

describe('deadlineText', () => {
  it('shows the deadline in the contest’s zone, on a 24-hour clock, naming the zone', () => {
    expect(deadlineText('2026-12-31T09:00:00Z', 'Asia/Seoul', 'en')).toBe('Dec 31, 2026 18:00 (Asia/Seoul)');
    expect(deadlineText('2026-12-31T09:00:00Z', 'Europe/Paris', 'en')).toBe('Dec 31, 2026 10:00 (Europe/Paris)');
    expect(deadlineText('2026-12-31T09:00:00Z', 'Asia/Seoul', 'ko')).toBe('2026. 12. 31. 18:00 (Asia/Seoul)');
  });
});

describe('closesIn', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  it('counts whole days, then hours, then says soon, then closed', () => {
    expect(closesIn('2026-12-15T09:00:00Z', now)).toEqual({ kind: 'days', count: 14 });
    expect(closesIn('2026-12-02T00:00:00Z', now)).toEqual({ kind: 'days', count: 1 });
    expect(closesIn('2026-12-01T23:59:00Z', now)).toEqual({ kind: 'hours', count: 23 });
    expect(closesIn('2026-12-01T00:30:00Z', now)).toEqual({ kind: 'soon' });
    expect(closesIn('2026-12-01T00:00:00Z', now)).toEqual({ kind: 'closed' });
    expect(closesIn('2026-11-30T00:00:00Z', now)).toEqual({ kind: 'closed' });
  });
});

describe('closesInChangesAt', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  /** What `closesIn` says a millisecond before the change it names, and at it. */
  const around = (deadline: string) => {
    const at = closesInChangesAt(deadline, now);
    return [closesIn(deadline, new Date(at - 1)), closesIn(deadline, new Date(at))];
  };

  it('names the first instant the countdown says something else, whatever it says now', () => {
    // 14 days 9 hours left: 14 days until 9 hours from now, then 13.
    expect(closesInChangesAt('2026-12-15T09:00:00Z', now)).toBe(Date.parse('2026-12-01T09:00:00.001Z'));
    expect(around('2026-12-15T09:00:00Z')).toEqual([
      { kind: 'days', count: 14 },
      { kind: 'days', count: 13 },
    ]);
    // Exactly a day left: "1 day" for no longer than a millisecond, then hours.
    expect(around('2026-12-02T00:00:00Z')).toEqual([
      { kind: 'days', count: 1 },
      { kind: 'hours', count: 23 },
    ]);
    expect(around('2026-12-01T05:30:00Z')).toEqual([
      { kind: 'hours', count: 5 },
      { kind: 'hours', count: 4 },
    ]);
    expect(around('2026-12-01T01:00:00Z')).toEqual([{ kind: 'hours', count: 1 }, { kind: 'soon' }]);
    // Within the hour: it changes once more, at the deadline.
    expect(closesInChangesAt('2026-12-01T00:30:00Z', now)).toBe(Date.parse('2026-12-01T00:30:00Z'));
    expect(around('2026-12-01T00:30:00Z')).toEqual([{ kind: 'soon' }, { kind: 'closed' }]);
  });

  it('is never, once closed', () => {
    expect(closesInChangesAt('2026-12-01T00:00:00Z', now)).toBe(Number.POSITIVE_INFINITY);
    expect(closesInChangesAt('2026-11-30T00:00:00Z', now)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('defaultDeadlineInput', () => {
  it('is two weeks on, at 18:00 in the zone', () => {
    expect(defaultDeadlineInput('Asia/Seoul', new Date('2026-12-01T20:00:00Z'))).toBe('2026-12-16T18:00');
  });
});
