import type { RoomBeacon } from '@vernissage/shared';
import { useCallback, useEffect, useRef } from 'react';
import { randomToken } from '../../lib/random-token';
import { VisitTracker } from './visit-tracker.js';

/** How often an open room reports its visit while it is visible. */
const BEACON_EVERY_MS = 15_000;
const VISITOR_KEY = 'vernissage.room-visitor';

/** This browser's random id (kept in its storage; a new one where storage is refused). */
function visitorToken(): string {
  try {
    const known = localStorage.getItem(VISITOR_KEY);
    if (known && /^[A-Za-z0-9_-]{16,64}$/.test(known)) return known;
    const made = randomToken();
    localStorage.setItem(VISITOR_KEY, made);
    return made;
  } catch {
    return randomToken();
  }
}

/** Posts a beacon so that it survives the page being closed; falls back to a keep-alive fetch. */
function post(url: string, beacon: RoomBeacon) {
  const body = JSON.stringify(beacon);
  if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  void fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(
    () => undefined,
  );
}

/**
 * Reports this visit of a viewing room to `beaconUrl` (ADR 019): at once, every 15 s while the
 * page is visible, and when it is left. Returns `viewWork`, to call as a work's detail opens
 * (with its id) and closes (with null). No beacon where `beaconUrl` is null (a preview).
 */
export function useRoomVisit(beaconUrl: string | null) {
  const tracker = useRef<VisitTracker | null>(null);

  useEffect(() => {
    if (!beaconUrl) return;
    const visit = new VisitTracker({ visit: randomToken(), visitor: visitorToken() }, (beacon) =>
      post(beaconUrl, beacon),
    );
    tracker.current = visit;
    visit.setVisible(document.visibilityState === 'visible');
    visit.flush();
    const onVisibility = () => {
      visit.setVisible(document.visibilityState === 'visible');
      if (document.visibilityState === 'hidden') visit.flush();
    };
    const onLeave = () => visit.flush();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') visit.flush();
    }, BEACON_EVERY_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onLeave);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onLeave);
      visit.flush();
      tracker.current = null;
    };
  }, [beaconUrl]);

  return useCallback((aid: string | null) => tracker.current?.viewWork(aid), []);
}
