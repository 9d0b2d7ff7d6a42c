import { createHash } from 'node:crypto';
import { ErrorCode, PermissionLevel, type RoomAnalytics, type RoomBeacon } from '@vernissage/shared';
import type { Database } from '../../db/client.js';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { queueMail, sendMailJob } from '../../platform/mail/mail-queue.js';
import { mailTo } from '../../platform/mail/recipient.js';
import { roomFirstOpenMail } from '../../platform/mail/templates.js';
import { findUserById } from '../user/user.service.js';
import { roomForMember, visitedRoomAt } from '../viewing-room/viewing-room.service.js';
import { roleIn } from '../workspace/workspace.service.js';
import * as repo from './room-analytics.repository.js';
import type { RoomPlace } from './room-analytics.repository.js';
import { isRobotAgent } from './visitor-agent.js';

export type { RoomPlace };

/** Visits are kept 13 months, then deleted with what they looked at. */
export const ROOM_VISIT_RETENTION_MONTHS = 13;

/** Who sent a beacon, as far as counting goes. */
export interface BeaconSender {
  userAgent: string | undefined;
  /** A member of the room's own workspace: the gallery looking at its own room is not a visitor. */
  isMemberOfRoomWorkspace: boolean;
}

export interface RecordedBeacon {
  counted: boolean;
  /** This beacon opened the first visit ever counted for its link (or for the room's own path). */
  firstOpen: boolean;
}

/**
 * The browser's own random id, hashed with the room's: the id is random already, and the hash
 * keeps one browser's visits to different rooms from being joined up.
 */
export function visitorHashOf(roomId: string, visitor: string): string {
  return createHash('sha256').update(`${roomId}\u0000${visitor}`).digest('base64url');
}

/**
 * Counts a beacon of a room's page. Robots and the room's own workspace are not counted; works
 * that are not in the room are left out. `onFirstOpen` runs in the same transaction when the
 * beacon opens the first visit of its link, so a mail it queues goes out only with the count.
 */
export async function recordRoomBeacon(
  ctx: AppContext,
  place: RoomPlace & { artworkIds: ReadonlySet<string> },
  beacon: RoomBeacon,
  sender: BeaconSender,
  onFirstOpen?: (tx: Database) => Promise<void>,
): Promise<RecordedBeacon> {
  if (sender.isMemberOfRoomWorkspace || isRobotAgent(sender.userAgent)) return { counted: false, firstOpen: false };
  const { artworkIds, ...at } = place;
  const works = beacon.works.filter((work) => artworkIds.has(work.aid));
  return ctx.db.transaction(async (tx) => {
    const visit = await repo.addToVisit(tx, at, visitorHashOf(at.roomId, beacon.visitor), { ...beacon, works });
    if (!visit) return { counted: false, firstOpen: false };
    await repo.addWorkViews(tx, beacon.visit, works);
    const firstOpen = visit.opened && (await repo.countVisits(tx, at)) === 1;
    if (firstOpen && onFirstOpen) await onFirstOpen(tx);
    return { counted: true, firstOpen };
  });
}

type Totals = Awaited<ReturnType<typeof repo.visitTotals>>[0][number];
const totalsOf = (row: Totals | undefined) => ({
  opens: row?.opens ?? 0,
  visitors: row?.visitors ?? 0,
  seconds: row?.seconds ?? 0,
  firstOpenAt: row?.firstOpenAt?.toISOString() ?? null,
  lastOpenAt: row?.lastOpenAt?.toISOString() ?? null,
});

/** Who looked at a room and at what, for its workspace (the caller has checked access). */
export async function roomAnalyticsOf(ctx: AppContext, galleryId: string, roomId: string): Promise<RoomAnalytics> {
  const [[room, links], works] = await Promise.all([
    repo.visitTotals(ctx.db, galleryId, roomId),
    repo.workViewTotals(ctx.db, galleryId, roomId),
  ]);
  const worksOf = (linkId: string | null | undefined) => {
    const byWork = new Map<string, { aid: string; seconds: number; opens: number }>();
    for (const row of works) {
      if (linkId !== undefined && row.linkId !== linkId) continue;
      const sum = byWork.get(row.aid) ?? { aid: row.aid, seconds: 0, opens: 0 };
      sum.seconds += row.seconds;
      sum.opens += row.opens;
      byWork.set(row.aid, sum);
    }
    return [...byWork.values()].sort((a, b) => b.seconds - a.seconds || a.aid.localeCompare(b.aid));
  };
  return {
    ...totalsOf(room[0]),
    works: worksOf(undefined),
    links: links.map((link) => ({ linkId: link.linkId, ...totalsOf(link), works: worksOf(link.linkId) })),
  };
}

/** Deletes visits past their retention; a job runs it. */
export function purgeOldRoomVisits(ctx: AppContext, now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - ROOM_VISIT_RETENTION_MONTHS);
  return repo.deleteVisitsBefore(ctx.db, cutoff);
}

/** The page that sent a beacon: its address, its cookie (a room's passcode pass) and who is signed in. */
export interface VisitRequest {
  path: string;
  cookieHeader: string | undefined;
  userAgent: string | undefined;
  /** The signed-in visitor, if any: the room's own workspace is not counted. */
  viewer: Identity | null;
}

/**
 * Counts a beacon of a room's page, at the path the page was opened at. A path that does not
 * open (unknown, expired, regenerated away, or locked without the passcode) is a 404, as the
 * room itself answers. The first visit of a recipient link mails the room's maker, if the room
 * asks for it.
 */
export async function recordRoomVisit(ctx: AppContext, visit: VisitRequest, beacon: RoomBeacon) {
  const found = await visitedRoomAt(ctx, visit.path, visit.cookieHeader);
  if (!found) throw new AppError(ErrorCode.notFound, 'No such viewing room.');
  const { room, link, artworkIds } = found;
  const isMember = visit.viewer !== null && (await roleIn(ctx, room.galleryId, visit.viewer.userId)) !== null;
  const maker = link && room.notifyFirstOpen && room.createdBy ? await findUserById(ctx, room.createdBy) : undefined;
  const mailMaker = maker
    ? (tx: Database) =>
        queueMail(tx, [
          roomFirstOpenMail(
            mailTo(maker.email, maker.locale),
            { ko: room.title, en: room.titleEn },
            link!.name,
            `${ctx.config.publicUrl}/privateshare?shareid=${room.id}`,
          ),
        ])
    : undefined;
  const recorded = await recordRoomBeacon(
    ctx,
    { galleryId: room.galleryId, roomId: room.id, linkId: link?.id ?? null, artworkIds: new Set(artworkIds) },
    beacon,
    { userAgent: visit.userAgent, isMemberOfRoomWorkspace: isMember },
    mailMaker,
  );
  if (recorded.firstOpen && mailMaker) ctx.jobs.wake(sendMailJob);
  return { counted: recorded.counted };
}

/** A room's analytics, for a member of its workspace who may read it. */
export async function analyticsOfRoom(ctx: AppContext, identity: Identity, shareid: string): Promise<RoomAnalytics> {
  const room = await roomForMember(ctx, identity, shareid, PermissionLevel.read);
  return roomAnalyticsOf(ctx, room.galleryId, room.id);
}
