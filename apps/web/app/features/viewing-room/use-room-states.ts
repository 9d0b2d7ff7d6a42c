import { roomStateEventSchema, type PublicRoomDto, type RoomAvailability } from '@vernissage/shared';
import { useEffect, useState } from 'react';
import { usePublicEnv } from '../../lib/public-env';

/** The room's live stream: `GET /share/url/{path}/events` at the API base. */
export function roomEventsUrl(apiBaseUrl: string, path: string): string {
  return `${apiBaseUrl.replace(/\/$/, '')}/share/url/${encodeURIComponent(path)}/events`;
}

/** An availability from an event's data, or null for anything else. */
export function parseRoomEvent(data: unknown): { aid: string; availability: RoomAvailability } | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = roomStateEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Each work's availability, as the page was rendered and then as the room's stream reports it:
 * a hold or a sale shows within a moment, without a reload. The browser reconnects by itself.
 */
export function useRoomStates(room: PublicRoomDto): Record<string, RoomAvailability> {
  const { apiBaseUrl } = usePublicEnv();
  // What the stream reported, over what the page was rendered with.
  const [live, setLive] = useState<Record<string, RoomAvailability>>({});
  useEffect(() => {
    if (room.locked || typeof EventSource === 'undefined') return;
    const source = new EventSource(roomEventsUrl(apiBaseUrl, room.path), { withCredentials: true });
    source.addEventListener('state', (event) => {
      const change = parseRoomEvent((event as MessageEvent<unknown>).data);
      if (change) setLive((current) => ({ ...current, [change.aid]: change.availability }));
    });
    return () => source.close();
  }, [apiBaseUrl, room.path, room.locked]);
  return { ...Object.fromEntries(room.works.map((work) => [work.aid, work.availability])), ...live };
}
