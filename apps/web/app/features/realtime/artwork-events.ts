import { artworkEventSchema, EVENTS_PATH, type ArtworkEvent } from '@vernissage/shared';

/** The event stream of a workspace (and of the person's own offers), or of the offers alone. */
export function eventsUrl(apiBaseUrl: string, gid: string | null): string {
  const base = `${apiBaseUrl.replace(/\/$/, '')}${EVENTS_PATH}`;
  return gid ? `${base}?gid=${encodeURIComponent(gid)}` : base;
}

/** The event in a message's data, or null when it is not one (a malformed or foreign message). */
export function parseArtworkEvent(data: unknown): ArtworkEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = artworkEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** How long to wait before opening a closed stream again: 1 s, doubling, at most 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}
