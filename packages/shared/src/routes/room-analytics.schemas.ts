import { z } from 'zod';
import { idText, text } from '../input.js';

/**
 * What a viewing room's page reports about its own visit, in batches: on open, every few seconds
 * while visible, and once more as it is left (navigator.sendBeacon). Seconds are what passed since
 * the previous beacon of the same visit; the server caps them, so a page cannot inflate its time.
 */
export const ROOM_BEACON_SECONDS_MAX = 60;
/** A random id made by the page: one per page load (`visit`), one per browser (`visitor`). */
const randomToken = text().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a random token of 16 to 64 URL-safe characters');
const seconds = z.number().int().min(0).max(ROOM_BEACON_SECONDS_MAX);

export const roomBeaconSchema = z.object({
  visit: randomToken,
  visitor: randomToken,
  /** Time the page was visible since the previous beacon. */
  seconds,
  /** Works looked at since the previous beacon: opened (`opened`) and for how long. */
  works: z
    .array(z.object({ aid: idText(), seconds, opened: z.boolean().default(false) }))
    .max(100)
    .default([]),
});
export type RoomBeacon = z.infer<typeof roomBeaconSchema>;

const viewTotals = {
  /** Visits (page loads) counted. */
  opens: z.number().int(),
  /** Distinct browsers. */
  visitors: z.number().int(),
  seconds: z.number().int(),
  firstOpenAt: z.string().nullable(),
  lastOpenAt: z.string().nullable(),
};
export const roomWorkViewsSchema = z.object({ aid: z.string(), seconds: z.number().int(), opens: z.number().int() });

/** Who looked at a room, and at what: the whole room, then each recipient link (null: the room's own path). */
export const roomAnalyticsSchema = z.object({
  ...viewTotals,
  works: z.array(roomWorkViewsSchema),
  links: z.array(z.object({ linkId: z.string().nullable(), ...viewTotals, works: z.array(roomWorkViewsSchema) })),
});
export type RoomAnalytics = z.infer<typeof roomAnalyticsSchema>;
