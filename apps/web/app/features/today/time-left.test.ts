import { describe, expect, it } from 'vitest';
import { endsWithinADay, timeLeft } from './time-left';

const now = new Date('2026-11-25T12:00:00Z');

describe('timeLeft', () => {
  it('splits what is left into days, hours and minutes, rounded down', () => {
    expect(timeLeft('2026-11-27T15:30:59Z', now)).toEqual({ days: 2, hours: 3, minutes: 30, over: false });
    expect(timeLeft(new Date('2026-11-25T12:00:59Z'), now)).toEqual({ days: 0, hours: 0, minutes: 0, over: true });
  });

  it('says a hold that has passed is over, never a negative time', () => {
    expect(timeLeft('2026-11-25T11:00:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0, over: true });
  });

  it('marks less than a day left as urgent, and nothing past', () => {
    expect(endsWithinADay(timeLeft('2026-11-26T11:59:00Z', now))).toBe(true);
    expect(endsWithinADay(timeLeft('2026-11-26T12:00:00Z', now))).toBe(false);
    expect(endsWithinADay(timeLeft('2026-11-25T11:00:00Z', now))).toBe(false);
  });
});
