import { ARTWORK_STATES, eventsRoute } from '@vernissage/shared';

/** What `GET /events` says when a work's availability changes (`event: artwork`). */
export interface ArtworkEvent {
  aid: string;
  gid?: string;
  state: number;
  sid?: string;
}

/** The event stream of a workspace (and of the person's own offers), or of the offers alone. */
export function eventsUrl(apiBaseUrl: string, gid: string | null): string {
  const base = `${apiBaseUrl.replace(/\/$/, '')}${eventsRoute.path}`;
  return gid ? `${base}?gid=${encodeURIComponent(gid)}` : base;
}

/** The event in a message's data, or null when it is not one (a malformed or foreign message). */
export function parseArtworkEvent(data: unknown): ArtworkEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as Partial<ArtworkEvent> | null;
    if (!value || typeof value.aid !== 'string' || !(ARTWORK_STATES as readonly unknown[]).includes(value.state)) {
      return null;
    }
    return value as ArtworkEvent;
  } catch {
    return null;
  }
}

/** How long to wait before opening a closed stream again: 1 s, doubling, at most 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}
