import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ADMIN_LEVEL,
  answerPage,
  DEFAULT_ROOM_VISIBILITY,
  ErrorCode,
  PermissionLevel,
  roomAvailabilityOf,
  type createRoomRoute,
  type PageQuery,
  type ParsedBody,
  type PublicRoomDto,
  type RoomDto,
  type RoomStateEvent,
  type ShareDto,
  type updateRoomRoute,
} from '@vernissage/shared';
import type { Database } from '../../db/client.js';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { AppEvent } from '../../platform/event-bus.js';
import { newId } from '../../platform/ids.js';
import { artworkRecords } from '../artwork/artwork.service.js';
import { holdForVisitor } from '../artwork/share.service.js';
import { actorOf, recordAudit } from '../audit/audit.service.js';
import { requireArtworkAccess } from '../inventory/inventory-access.js';
import { liveInventoryWorks } from '../inventory/inventory.service.js';
import { callerRoleIn, requireAccess } from '../workspace/access.js';
import { presentPublicRoom, presentRoom, presentRoomWork } from './viewing-room.presenter.js';
import * as repo from './viewing-room.repository.js';
import type { RoomLinkRow, RoomRow } from './viewing-room.repository.js';

/** A room's or a link's path: 192 random bits, base64url (ADR 017: at least 128). */
export function newRoomPath(): string {
  return randomBytes(24).toString('base64url');
}

const notFound = () => new AppError(ErrorCode.notFound, 'No such viewing room.');

// ——— the workspace's side ———

/**
 * The room for a member of its workspace with the access `need`s (showcase area). Another
 * workspace's room, and a room that does not exist, answer the same 404.
 */
async function requireRoom(ctx: AppContext, identity: Identity, shareid: string, need: PermissionLevel) {
  const room = await repo.findRoom(ctx.db, shareid);
  if (!room || !(await callerRoleIn(ctx, identity, room.galleryId))) throw notFound();
  const { role } = await requireAccess(ctx, identity, { gid: room.galleryId, area: 'showcase', need });
  return { room, role };
}

/**
 * The works a room may show: live works of the workspace's own inventory that the caller may
 * read (a plain member, only the records open to them). Anything else refuses the whole request.
 */
async function checkWorks(ctx: AppContext, identity: Identity, gid: string, works: readonly { aid: string }[]) {
  const aids = works.map((work) => work.aid);
  if (new Set(aids).size !== aids.length) {
    throw new AppError(ErrorCode.validation, 'Invalid request: body.works', [
      { field: 'body.works', message: 'names a work twice' },
    ]);
  }
  const found = await liveInventoryWorks(ctx, gid, aids);
  const missing = aids.find((aid) => !found.has(aid));
  if (missing) {
    throw new AppError(ErrorCode.validation, 'Invalid request: body.works', [
      { field: 'body.works', message: `${missing} is not a work of this workspace's inventory` },
    ]);
  }
  for (const aid of aids) await requireArtworkAccess(ctx, identity, aid, PermissionLevel.read);
}

type RoomBody = ParsedBody<typeof updateRoomRoute>;

/** The link rows a room's complete list of links becomes: kept links keep their path unless regenerated. */
function linkRows(room: RoomRow, existing: readonly RoomLinkRow[], links: NonNullable<RoomBody['links']>) {
  return links.map((link, idx) => {
    const before = link.lid ? existing.find((row) => row.id === link.lid) : undefined;
    if (link.lid && !before) {
      throw new AppError(ErrorCode.validation, 'Invalid request: body.links', [
        { field: `body.links.${idx}.lid`, message: 'is not a link of this room' },
      ]);
    }
    return {
      id: before?.id ?? newId(),
      galleryId: room.galleryId,
      roomId: room.id,
      name: link.name,
      email: link.email ?? null,
      path: before && !link.regenerate ? before.path : newRoomPath(),
      visibility: link.visibility ?? null,
      idx,
      ...(before && { createdAt: before.createdAt }),
    };
  });
}

/** Writes what a body changes of a room, in one transaction. */
async function writeRoom(tx: Database, room: RoomRow, body: RoomBody): Promise<void> {
  if (body.works) await repo.replaceWorks(tx, room, body.works);
  if (body.links) {
    const existing = await repo.linksOf(tx, [room.id]);
    const rows = linkRows(room, existing, body.links);
    await repo.deleteLinks(tx, room.id);
    await repo.insertLinks(tx, rows);
  }
}

async function roomFields(ctx: AppContext, body: RoomBody) {
  return {
    ...(body.title !== undefined && { title: body.title }),
    ...(body.titleEn !== undefined && { titleEn: body.titleEn }),
    ...(body.intro !== undefined && { intro: body.intro }),
    ...(body.introEn !== undefined && { introEn: body.introEn }),
    ...(body.visibility && { visibility: body.visibility }),
    ...(body.notifyFirstOpen !== undefined && { notifyFirstOpen: body.notifyFirstOpen }),
    ...(body.expiresAt !== undefined && { expiresAt: body.expiresAt ? new Date(body.expiresAt) : null }),
    ...(body.passcode !== undefined && {
      passcodeHash: body.passcode === null ? null : await ctx.passwords.hash(body.passcode),
    }),
    ...(body.regeneratePath && { path: newRoomPath() }),
  };
}

/** Makes a room of works of the workspace, with its links (showcase write). */
export async function createRoom(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  body: ParsedBody<typeof createRoomRoute>,
): Promise<RoomDto> {
  await requireAccess(ctx, identity, { gid, area: 'showcase', need: PermissionLevel.write });
  await checkWorks(ctx, identity, gid, body.works ?? []);
  const fields = await roomFields(ctx, body);
  const shareid = await ctx.db.transaction(async (tx) => {
    const room = await repo.insertRoom(tx, {
      visibility: DEFAULT_ROOM_VISIBILITY,
      ...fields,
      title: body.title,
      id: newId(),
      galleryId: gid,
      createdBy: identity.userId,
      path: newRoomPath(),
    });
    await writeRoom(tx, room, body);
    return room.id;
  });
  return loadRoomDto(ctx, shareid);
}

/** Changes a room: what the body names, nothing else (showcase write). */
export async function updateRoom(
  ctx: AppContext,
  identity: Identity,
  shareid: string,
  body: ParsedBody<typeof updateRoomRoute>,
): Promise<RoomDto> {
  const { room } = await requireRoom(ctx, identity, shareid, PermissionLevel.write);
  if (body.works) await checkWorks(ctx, identity, room.galleryId, body.works);
  const fields = await roomFields(ctx, body);
  await ctx.db.transaction(async (tx) => {
    await repo.updateRoom(tx, room.id, { ...fields, updatedAt: new Date() });
    await writeRoom(tx, room, body);
  });
  return loadRoomDto(ctx, room.id);
}

export async function getRoom(ctx: AppContext, identity: Identity, shareid: string): Promise<RoomDto> {
  const { room } = await requireRoom(ctx, identity, shareid, PermissionLevel.read);
  return (await presentRooms(ctx, [room]))[0]!;
}

export async function deleteRoom(ctx: AppContext, identity: Identity, shareid: string) {
  const { room } = await requireRoom(ctx, identity, shareid, PermissionLevel.write);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteRoom(tx, room.id);
    await recordAudit(tx, {
      gid: room.galleryId,
      actor: actorOf(identity),
      action: 'viewing-room.deleted',
      subject: { type: 'viewing-room', id: room.id, label: room.title },
    });
  });
  return { ok: true as const };
}

/** The workspace's rooms, newest first. */
export async function listRooms(ctx: AppContext, identity: Identity, gid: string, query: PageQuery) {
  await requireAccess(ctx, identity, { gid, area: 'showcase', need: PermissionLevel.read });
  const { rows, total } = await repo.roomsOf(ctx.db, gid, query);
  return answerPage(query, await presentRooms(ctx, rows), total);
}

/** Every room of the platform, for platform admins. */
export async function allRooms(ctx: AppContext, identity: Identity, query: PageQuery) {
  if (identity.user.level < ADMIN_LEVEL)
    throw new AppError(ErrorCode.forbidden, 'Only platform admins see every room.');
  const { rows, total } = await repo.roomsOf(ctx.db, null, query);
  return answerPage(query, await presentRooms(ctx, rows), total);
}

async function loadRoomDto(ctx: AppContext, shareid: string): Promise<RoomDto> {
  const room = await repo.findRoom(ctx.db, shareid);
  if (!room) throw notFound();
  return (await presentRooms(ctx, [room]))[0]!;
}

/** Rooms with their works and links, loaded together. */
async function presentRooms(ctx: AppContext, rooms: RoomRow[]): Promise<RoomDto[]> {
  const ids = rooms.map((room) => room.id);
  const [works, links] = await Promise.all([repo.worksOf(ctx.db, ids), repo.linksOf(ctx.db, ids)]);
  const records = await artworkRecords(
    ctx,
    works.map((row) => row.artwork),
  );
  return rooms.map((room) =>
    presentRoom(
      room,
      works.flatMap((row, index) => (row.work.roomId === room.id ? [{ work: row.work, record: records[index]! }] : [])),
      links.filter((link) => link.roomId === room.id),
    ),
  );
}

// ——— the visitor's side ———

/** The name of the cookie that opens a room with a passcode (per path: a link is its own door). */
export function roomCookieName(path: string): string {
  return `vr_${path}`;
}

/**
 * The proof that a visitor gave the room's passcode: an HMAC keyed by the stored hash, so it
 * opens only this room, only until the passcode changes, and cannot be made without the database.
 */
function passProof(room: RoomRow, path: string): string {
  return createHmac('sha256', room.passcodeHash ?? '')
    .update(`${room.id}|${path}`)
    .digest('base64url');
}

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function hasPass(room: RoomRow, path: string, cookieHeader: string | undefined): boolean {
  if (room.passcodeHash === null) return true;
  const given = Buffer.from(cookieValue(cookieHeader, roomCookieName(path)) ?? '');
  const expected = Buffer.from(passProof(room, path));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A room by a path that is live: unknown, regenerated-away, deleted and expired paths are 404. */
async function liveRoomAt(ctx: AppContext, path: string) {
  const found = await repo.findByPath(ctx.db, path);
  if (!found) throw notFound();
  if (found.room.expiresAt && found.room.expiresAt <= new Date()) throw notFound();
  return found;
}

/**
 * A room as its visitor sees it, by its path or a link's: only the fields the link (else the
 * room) shows. A room with a passcode stays locked — its title only — without the visitor's proof.
 */
export async function publicRoom(ctx: AppContext, path: string, cookieHeader: string | undefined) {
  const { room, link } = await liveRoomAt(ctx, path);
  return presentVisit(ctx, path, room, link, !hasPass(room, path, cookieHeader));
}

async function presentVisit(
  ctx: AppContext,
  path: string,
  room: RoomRow,
  link: RoomLinkRow | null,
  locked: boolean,
): Promise<PublicRoomDto> {
  const galleryName = await repo.galleryNameOf(ctx.db, room.galleryId);
  if (locked) return presentPublicRoom({ path, room, link, galleryName, locked }, []);
  const works = await repo.worksOf(ctx.db, [room.id]);
  const aids = works.map((row) => row.artwork.id);
  const [records, items] = await Promise.all([
    artworkRecords(
      ctx,
      works.map((row) => row.artwork),
    ),
    repo.itemsOf(ctx.db, aids),
  ]);
  const shows = link?.visibility ?? room.visibility;
  return presentPublicRoom(
    { path, room, link, galleryName, locked },
    works.map((row, index) =>
      presentRoomWork(
        records[index]!,
        items.find((item) => item.artworkId === row.artwork.id),
        row.work.price,
        shows,
      ),
    ),
  );
}

/**
 * The room, link and works a visitor of `path` is looking at, for counting the visit
 * (room-analytics); null where the room does not open to them (unknown, expired or locked).
 */
export async function visitedRoomAt(ctx: AppContext, path: string, cookieHeader: string | undefined) {
  const found = await repo.findByPath(ctx.db, path);
  if (!found || (found.room.expiresAt && found.room.expiresAt <= new Date())) return null;
  if (!hasPass(found.room, path, cookieHeader)) return null;
  return { ...found, artworkIds: await repo.workIdsOf(ctx.db, found.room.id) };
}

/** A room of a workspace the caller is a member of, with the access `need`s (its analytics). */
export async function roomForMember(ctx: AppContext, identity: Identity, shareid: string, need: PermissionLevel) {
  return (await requireRoom(ctx, identity, shareid, need)).room;
}

/**
 * Tries a room's passcode. The right one answers the room and the cookie that keeps it open;
 * a wrong one is 401 (the route's rate limits count every try).
 */
export async function unlockRoom(ctx: AppContext, path: string, passcode: string) {
  const { room, link } = await liveRoomAt(ctx, path);
  if (room.passcodeHash !== null && !(await ctx.passwords.verify({ hash: room.passcodeHash, password: passcode }))) {
    throw new AppError(ErrorCode.invalidCredentials, 'That passcode does not open this room.');
  }
  const secure = ctx.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  const cookie = `${roomCookieName(path)}=${passProof(room, path)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${30 * 86400}${secure}`;
  return { room: await presentVisit(ctx, path, room, link, false), cookie };
}

/**
 * A signed-in visitor holds a work of the room at the room's price: an offer made for them by
 * the room's maker, then held, through the offers' own state machine.
 */
export async function holdFromRoom(
  ctx: AppContext,
  identity: Identity,
  input: { path: string; aid: string; cookieHeader: string | undefined },
): Promise<ShareDto> {
  const { room, path } = { ...(await liveRoomAt(ctx, input.path)), path: input.path };
  if (!hasPass(room, path, input.cookieHeader)) throw notFound();
  const work = (await repo.worksOf(ctx.db, [room.id])).find((row) => row.artwork.id === input.aid);
  if (!work) throw new AppError(ErrorCode.notFound, 'This work is not in the room.');
  return holdForVisitor(ctx, identity, { aid: input.aid, price: work.work.price, offeredBy: room.createdBy });
}

/**
 * Follows a room's works for its live stream: `send` gets `{aid, availability}` of a work of the
 * room whenever its availability changes, and nothing else of the workspace's events.
 */
export async function followRoom(
  ctx: AppContext,
  input: { path: string; cookieHeader: string | undefined },
  send: (event: RoomStateEvent) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const { room } = await liveRoomAt(ctx, input.path);
  if (!hasPass(room, input.path, input.cookieHeader)) throw notFound();
  // The room's works are read again on each event (in order), so an edit shows at once.
  let pending = Promise.resolve();
  return ctx.events.subscribe(`g:${room.galleryId}`, (event: AppEvent) => {
    if (event.type !== 'artwork') return;
    pending = pending
      .then(async () => {
        if ((await repo.workIdsOf(ctx.db, room.id)).includes(event.aid)) {
          send({ aid: event.aid, availability: roomAvailabilityOf(event.state) });
        }
      })
      .catch(onError);
  });
}
