import { z } from 'zod';
import { currencySchema, shareSchema } from './artwork.schemas.js';

/**
 * A workspace's home (issue 17, ADR 037): what needs doing today — purchases to confirm, holds
 * running out, unread visitor messages, viewing-room opens — a few figures, and for a fair
 * workspace its fairs with their open applications. Everything a member may not see is left out;
 * `canAct` says whether the caller may act on an offer (confirm, extend, release).
 */

/** How many entries each list of the home carries at most. */
export const TODAY_LIST_MAX = 10;
/** Recent sales and room opens reach back this many days. */
export const TODAY_RECENT_DAYS = 30;
export const TODAY_ROOM_OPEN_DAYS = 7;
/** A hold cannot be extended past this many days from now. */
export const HOLD_EXTEND_MAX_DAYS = 30;

export const todayShareSchema = z.object({
  share: shareSchema,
  /** The caller has write access to the work: she may confirm, extend or release. */
  canAct: z.boolean(),
});
export type TodayShareDto = z.infer<typeof todayShareSchema>;

export const todayFiguresSchema = z.object({
  /** Works in the inventory that can be offered, held or bought (ready or shared). */
  available: z.number().int(),
  onHold: z.number().int(),
  /** Works someone asked to buy, waiting for the workspace's confirmation. */
  waiting: z.number().int(),
  /** Offers confirmed, sold or done in the last `TODAY_RECENT_DAYS` days. */
  soldRecently: z.number().int(),
  /** The offer prices of the works on hold, summed per currency (those without a price left out). */
  valueOnHold: z.array(z.object({ currency: currencySchema, amount: z.number() })),
});

export const todayMessageSchema = z.object({
  vmid: z.string(),
  name: z.string(),
  /** The start of the message, for the list. */
  preview: z.string(),
  createdAt: z.string(),
});

export const todayRoomOpenSchema = z.object({
  /** The viewing room (its share id, as `/privateshare/{shareid}` names it). */
  shareid: z.string(),
  roomTitle: z.string(),
  roomTitleEn: z.string().nullable(),
  /** The recipient link's label when the room was opened through one; null for the room's own link. */
  visitor: z.string().nullable(),
  openedAt: z.string(),
});

export const todayFairSchema = z.object({
  fairId: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.string(),
  /** Applications waiting for the organiser's decision. */
  applied: z.number().int(),
  accepted: z.number().int(),
});

export const todaySchema = z
  .object({
    gid: z.string(),
    figures: todayFiguresSchema,
    /** Purchases waiting for confirmation, the oldest first. */
    purchases: z.array(todayShareSchema),
    /** Holds running, the soonest to expire first. */
    holds: z.array(todayShareSchema),
    /** Offers confirmed, sold or done in the last `TODAY_RECENT_DAYS` days, the latest first. */
    recentSales: z.array(todayShareSchema),
    /** Unread visitor messages; null when the caller may not read the inbox. */
    messages: z.object({ unread: z.number().int(), latest: z.array(todayMessageSchema) }).nullable(),
    /** Viewing rooms opened in the last `TODAY_ROOM_OPEN_DAYS` days, the latest first. */
    roomOpens: z.array(todayRoomOpenSchema),
    /** The fairs the workspace organises (fair workspaces), the next first. */
    fairs: z.array(todayFairSchema),
  })
  .meta({ id: 'Today' });
export type TodayDto = z.infer<typeof todaySchema>;
