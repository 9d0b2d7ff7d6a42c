import { describe, expect, it } from 'vitest';
import { HOME_TIME_ZONE, TIME_ZONE_COOKIE, timeZoneOfRequest } from './time-zone';

const withCookie = (cookie?: string) =>
  new Request('http://localhost/', cookie === undefined ? {} : { headers: { cookie } });

describe('the time zone a page is written in', () => {
  it('is the one the browser told, else Seoul', () => {
    expect(timeZoneOfRequest(withCookie(`lng=en; ${TIME_ZONE_COOKIE}=America%2FNew_York`))).toBe('America/New_York');
    expect(timeZoneOfRequest(withCookie(`${TIME_ZONE_COOKIE}=Europe/Paris`))).toBe('Europe/Paris');
    expect(timeZoneOfRequest(withCookie())).toBe(HOME_TIME_ZONE);
  });

  it('is Seoul when the cookie names no zone', () => {
    for (const told of ['Mars/Olympus_Mons', '', '<script>', 'a'.repeat(200), '%E0%A4%A']) {
      expect(timeZoneOfRequest(withCookie(`${TIME_ZONE_COOKIE}=${told}`))).toBe(HOME_TIME_ZONE);
    }
  });
});
