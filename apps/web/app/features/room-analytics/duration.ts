/** Whole hours, minutes and seconds of a number of seconds. */
export function splitDuration(total: number) {
  const whole = Math.max(0, Math.floor(total));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}
