import { readCookie } from '@vernissage/shared';
import { useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';

/** The cookie in which the browser tells the server its time zone, so pages are written in it. */
export const TIME_ZONE_COOKIE = 'tz';

/** The platform's home: times of a first visit are written in Seoul's until its browser has told its own. */
export const HOME_TIME_ZONE = 'Asia/Seoul';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

// Intl directly, not the shared kept formatters: naming a zone writes no time, and a page whose
// render asks those for one loads Intl's data before hydrating (ADR 074).
const zonesSeen = new Set<string>();

function isTimeZone(name: string): boolean {
  if (zonesSeen.has(name)) return true;
  if (name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
  } catch {
    return false;
  }
  zonesSeen.add(name); // bounded: there are some 600 zones
  return true;
}

/** The time zone a page is written in: the one the browser told (`tz` cookie), else Seoul's. */
export function timeZoneOfRequest(request: Request): string {
  const told = readCookie(request.headers.get('cookie'), TIME_ZONE_COOKIE);
  return told !== null && isTimeZone(told) ? told : HOME_TIME_ZONE;
}

let browserZone: string | undefined;

function browserTimeZone(): string {
  browserZone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserZone;
}

const noSubscription = () => () => undefined;

/**
 * The time zone to write times in: the server's choice while the page is rendered and hydrated
 * (the HTML must be what hydration writes), then the browser's own, if it differs (a first visit,
 * a phone that travelled).
 */
export function useTimeZone(): string {
  const written = useRouteLoaderData<typeof rootLoader>('root')?.timeZone ?? HOME_TIME_ZONE;
  return useSyncExternalStore(noSubscription, browserTimeZone, () => written);
}

/** Tells the server the browser's time zone for the pages to come, when it is not what the cookie says. */
export function rememberTimeZone(): void {
  const zone = browserTimeZone();
  if (readCookie(document.cookie, TIME_ZONE_COOKIE) === zone) return;
  const parts = [
    `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`,
    'Path=/',
    `Max-Age=${ONE_YEAR_SECONDS}`,
    'SameSite=Lax',
  ];
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}
