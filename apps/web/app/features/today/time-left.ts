/** What is left of a period, in whole units, for "ends in 2 days 3 hours". */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  /** It has ended. */
  over: boolean;
}

const MINUTE = 60_000;

/** The time from `now` until `end`, rounded down to the minute; nothing is left once it is past. */
export function timeLeft(end: string | Date, now: Date): TimeLeft {
  const minutes = Math.floor((new Date(end).getTime() - now.getTime()) / MINUTE);
  if (minutes <= 0) return { days: 0, hours: 0, minutes: 0, over: true };
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
    over: false,
  };
}

/** Whether less than a day is left: the home marks such a hold urgent. */
export function endsWithinADay(left: TimeLeft): boolean {
  return !left.over && left.days === 0;
}
