import type { InboxKind, InboxStatus } from '@vernissage/shared';
import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { artworks, galleries, visitorMessages, type StoredReply } from '../../db/schema/index.js';

export type VisitorMessageRow = typeof visitorMessages.$inferSelect;
export type NewVisitorMessage = typeof visitorMessages.$inferInsert;

/** A message with the title of the work it asks about (null once the work is gone). */
export type InboxRow = VisitorMessageRow & { artworkTitle: string | null; artworkTitleEn: string | null };

/** What the inbox is filtered by; without a status, everything not archived. */
export interface InboxFilter {
  status?: InboxStatus | undefined;
  kind?: InboxKind | undefined;
}

/** The workspace a visitor writes to, or undefined when there is none. */
export async function findGallery(db: Database, gid: string) {
  const [row] = await db
    .select({ id: galleries.id, name: galleries.name, nameen: galleries.nameen })
    .from(galleries)
    .where(eq(galleries.id, gid));
  return row;
}

/** Whether a work is the workspace's own. */
export async function isArtworkOf(db: Database, gid: string, aid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: artworks.id })
    .from(artworks)
    .where(and(eq(artworks.id, aid), eq(artworks.galleryId, gid)));
  return row !== undefined;
}

/** Which of these ids are messages of the workspace (a lead's `vmids`). */
export async function messageIdsOf(db: Database, gid: string, vmids: readonly string[]): Promise<string[]> {
  if (vmids.length === 0) return [];
  const rows = await db
    .select({ id: visitorMessages.id })
    .from(visitorMessages)
    .where(and(eq(visitorMessages.galleryId, gid), inArray(visitorMessages.id, [...vmids])));
  const found = new Set(rows.map((row) => row.id));
  return vmids.filter((id) => found.has(id));
}

export async function insertMessage(db: Database, row: NewVisitorMessage): Promise<VisitorMessageRow> {
  const [inserted] = await db.insert(visitorMessages).values(row).returning();
  return inserted!;
}

function filterOf(gid: string, filter: InboxFilter): SQL {
  return and(
    eq(visitorMessages.galleryId, gid),
    filter.status ? eq(visitorMessages.status, filter.status) : ne(visitorMessages.status, 'archived'),
    filter.kind && eq(visitorMessages.kind, filter.kind),
  )!;
}

/** One page of the inbox, newest first, with how many match in all. */
export async function listMessages(
  db: Database,
  gid: string,
  filter: InboxFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: InboxRow[]; total: number }> {
  const where = filterOf(gid, filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ message: visitorMessages, artworkTitle: artworks.title, artworkTitleEn: artworks.titleEn })
      .from(visitorMessages)
      .leftJoin(artworks, eq(artworks.id, visitorMessages.artworkId))
      .where(where)
      .orderBy(desc(visitorMessages.createdAt), desc(visitorMessages.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(visitorMessages).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.message, artworkTitle: row.artworkTitle, artworkTitleEn: row.artworkTitleEn })),
    total: counted?.total ?? 0,
  };
}

export async function countUnread(db: Database, gid: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(visitorMessages)
    .where(and(eq(visitorMessages.galleryId, gid), eq(visitorMessages.status, 'unread')));
  return row?.unread ?? 0;
}

/** How many of these ids are the workspace's messages. */
export async function countOwned(db: Database, gid: string, vmids: readonly string[]): Promise<number> {
  return (await messageIdsOf(db, gid, [...new Set(vmids)])).length;
}

export async function setStatus(
  db: Database,
  gid: string,
  vmids: readonly string[],
  status: InboxStatus,
): Promise<number> {
  const rows = await db
    .update(visitorMessages)
    .set({ status })
    .where(and(eq(visitorMessages.galleryId, gid), inArray(visitorMessages.id, [...vmids])))
    .returning({ id: visitorMessages.id });
  return rows.length;
}

/** One message of the workspace, with its work's title. */
export async function findMessage(db: Database, gid: string, vmid: string): Promise<InboxRow | undefined> {
  const [row] = await db
    .select({ message: visitorMessages, artworkTitle: artworks.title, artworkTitleEn: artworks.titleEn })
    .from(visitorMessages)
    .leftJoin(artworks, eq(artworks.id, visitorMessages.artworkId))
    .where(and(eq(visitorMessages.galleryId, gid), eq(visitorMessages.id, vmid)));
  return row && { ...row.message, artworkTitle: row.artworkTitle, artworkTitleEn: row.artworkTitleEn };
}

/** Keeps a reply on its message; an unread message becomes read (it has been answered). */
export async function appendReply(db: Database, gid: string, vmid: string, reply: StoredReply): Promise<void> {
  await db
    .update(visitorMessages)
    .set({
      replies: sql`${visitorMessages.replies} || ${JSON.stringify([reply])}::jsonb`,
      status: sql`case when ${visitorMessages.status} = 'unread' then 'read' else ${visitorMessages.status} end`,
    })
    .where(and(eq(visitorMessages.galleryId, gid), eq(visitorMessages.id, vmid)));
}

export async function deleteMessages(db: Database, gid: string, vmids: readonly string[]): Promise<number> {
  const rows = await db
    .delete(visitorMessages)
    .where(and(eq(visitorMessages.galleryId, gid), inArray(visitorMessages.id, [...vmids])))
    .returning({ id: visitorMessages.id });
  return rows.length;
}
