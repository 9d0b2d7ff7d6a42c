import {
  DEFAULT_LOCALE,
  PermissionLevel,
  pageWindow,
  type InventoryFilter as InventoryQuery,
  type Locale,
} from '@vernissage/shared';
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { openToMembers } from '../../db/member-visibility.js';
import { artworks, folders, inventoryItems } from '../../db/schema/index.js';
import { newId } from '../../platform/ids.js';

export type FolderRow = typeof folders.$inferSelect;
export type InventoryItemRow = typeof inventoryItems.$inferSelect;

/** The inventory's filter, sort and page (the contract's), and what the caller may see. */
export type InventoryFilter = InventoryQuery & {
  /** Members see only what the workspace has not closed to them. */
  hideClosed: boolean;
};

/**
 * The title a reader sees, in SQL: the picking rule of `textIn` (packages/shared/src/bilingual.ts)
 * — her language, else the other; a blank English title counts as missing. The Korean (main)
 * title is never blank, so Korean readers sort by it as it is.
 */
const titleSeenIn = (locale: Locale): SQL =>
  locale === 'en' ? sql`coalesce(nullif(trim(${artworks.titleEn}), ''), ${artworks.title})` : sql`${artworks.title}`;

const orderOf = (filter: Pick<InventoryFilter, 'sort' | 'locale'>): SQL[] => {
  switch (filter.sort) {
    case 'idx':
      return [asc(inventoryItems.idx), asc(inventoryItems.id)];
    case 'newest':
      return [desc(inventoryItems.createdAt), asc(inventoryItems.id)];
    case 'oldest':
      return [asc(inventoryItems.createdAt), asc(inventoryItems.id)];
    case 'title':
      return [asc(titleSeenIn(filter.locale ?? DEFAULT_LOCALE)), asc(inventoryItems.id)];
    case 'year':
      return [sql`${artworks.year} desc nulls last`, asc(inventoryItems.id)];
    case 'price':
      return [sql`${artworks.priceAmount} desc nulls last`, asc(inventoryItems.id)];
  }
};

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Which records of a workspace a filter picks: the list's filters, and for an export a selection. */
export type InventoryMatch = Pick<InventoryFilter, 'trash' | 'fid' | 'state' | 'artistid' | 'q' | 'hideClosed'> & {
  iids?: readonly string[];
};

/**
 * The conditions on the record and on its artwork that pick a filter's works: what the list and
 * the export share, so both find the same works for the same folder, state, artist and text.
 */
function matching(gid: string, filter: InventoryMatch) {
  const pattern = filter.q ? `%${escapeLike(filter.q)}%` : undefined;
  const itemWhere = and(
    eq(inventoryItems.galleryId, gid),
    filter.trash ? isNotNull(inventoryItems.deletedAt) : isNull(inventoryItems.deletedAt),
    filter.fid ? eq(inventoryItems.folderId, filter.fid) : undefined,
    filter.iids ? inArray(inventoryItems.id, [...filter.iids]) : undefined,
    filter.hideClosed ? openToMembers() : undefined,
  );
  const artworkWhere = and(
    filter.state !== undefined ? eq(artworks.state, filter.state) : undefined,
    filter.artistid ? eq(artworks.artistId, filter.artistid) : undefined,
    pattern
      ? or(
          ilike(artworks.title, pattern),
          ilike(artworks.titleEn, pattern),
          ilike(inventoryItems.stockNumber, pattern),
          ilike(artworks.series, pattern),
          sql`exists (select 1 from artists a where a.id = artworks.artist_id and (a.name ilike ${pattern} or a.name_en ilike ${pattern}))`,
        )
      : undefined,
  );
  return { itemWhere, artworkWhere };
}

/**
 * One page of a workspace's inventory with the total. The page's ids are found first — straight
 * off the ordering index when no artwork field filters or sorts — and only those 50 rows are
 * joined to their artworks (a deferred join), so a page deep in 10,000 works stays cheap.
 */
export async function listItems(db: Database, gid: string, filter: InventoryFilter) {
  const { itemWhere, artworkWhere } = matching(gid, filter);
  const needsArtwork = artworkWhere !== undefined || !['idx', 'newest', 'oldest'].includes(filter.sort);
  const where = and(itemWhere, artworkWhere);
  const base = () =>
    needsArtwork
      ? db
          .select({ id: inventoryItems.id })
          .from(inventoryItems)
          .innerJoin(artworks, eq(artworks.id, inventoryItems.artworkId))
      : db.select({ id: inventoryItems.id }).from(inventoryItems);
  const { limit, offset } = pageWindow(filter);
  const [pageIds, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(...orderOf(filter))
      .limit(limit)
      .offset(offset),
    (needsArtwork
      ? db
          .select({ value: sql<number>`count(*)::int` })
          .from(inventoryItems)
          .innerJoin(artworks, eq(artworks.id, inventoryItems.artworkId))
      : db.select({ value: sql<number>`count(*)::int` }).from(inventoryItems)
    ).where(where),
  ]);
  const ids = pageIds.map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ item: inventoryItems, artwork: artworks })
          .from(inventoryItems)
          .innerJoin(artworks, eq(artworks.id, inventoryItems.artworkId))
          .where(inArray(inventoryItems.id, ids));
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => position.get(a.item.id)! - position.get(b.item.id)!);
  return { rows, total: total?.value ?? 0 };
}

/** The ids of every record a filter picks, in the list's order: what an export walks through. */
export async function matchingItemIds(
  db: Database,
  gid: string,
  filter: InventoryMatch & Pick<InventoryFilter, 'sort' | 'locale'>,
): Promise<string[]> {
  const { itemWhere, artworkWhere } = matching(gid, filter);
  const rows = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .innerJoin(artworks, eq(artworks.id, inventoryItems.artworkId))
    .where(and(itemWhere, artworkWhere))
    .orderBy(...orderOf(filter));
  return rows.map((row) => row.id);
}

/**
 * A live artwork by id with its inventory record (none for a work that has no record), in one
 * query: how routes that name works by `aid` reach the inventory's access rule.
 */
export async function findArtworkWithItem(db: Database, aid: string) {
  const [row] = await db
    .select({ artwork: artworks, item: inventoryItems })
    .from(artworks)
    .leftJoin(inventoryItems, eq(inventoryItems.artworkId, artworks.id))
    .where(and(eq(artworks.id, aid), isNull(artworks.deletedAt)));
  return row;
}

export async function findItem(db: Database, gid: string, iid: string) {
  const [row] = await db
    .select({ item: inventoryItems, artwork: artworks })
    .from(inventoryItems)
    .innerJoin(artworks, eq(artworks.id, inventoryItems.artworkId))
    .where(and(eq(inventoryItems.id, iid), eq(inventoryItems.galleryId, gid)));
  return row;
}

/** Items of the workspace among the ids given (others' ids simply do not match). */
export function itemsIn(db: Database, gid: string, iids: string[], options: { deleted?: boolean } = {}) {
  return db
    .select()
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.galleryId, gid),
        inArray(inventoryItems.id, iids),
        options.deleted === undefined
          ? undefined
          : options.deleted
            ? isNotNull(inventoryItems.deletedAt)
            : isNull(inventoryItems.deletedAt),
      ),
    );
}

export async function updateItem(db: Database, iid: string, patch: Partial<typeof inventoryItems.$inferInsert>) {
  const [row] = await db.update(inventoryItems).set(patch).where(eq(inventoryItems.id, iid)).returning();
  return row;
}

export async function moveItems(db: Database, gid: string, iids: string[], fid: string | null): Promise<number> {
  const rows = await db
    .update(inventoryItems)
    .set({ folderId: fid })
    .where(and(eq(inventoryItems.galleryId, gid), inArray(inventoryItems.id, iids), isNull(inventoryItems.deletedAt)))
    .returning({ id: inventoryItems.id });
  return rows.length;
}

/** Moves items and their artworks to the trash, or back (`deletedAt` null). */
export async function setDeleted(db: Database, items: InventoryItemRow[], deletedAt: Date | null): Promise<void> {
  if (items.length === 0) return;
  await db
    .update(inventoryItems)
    .set({ deletedAt })
    .where(
      inArray(
        inventoryItems.id,
        items.map((item) => item.id),
      ),
    );
  await db
    .update(artworks)
    .set({ deletedAt })
    .where(
      inArray(
        artworks.id,
        items.map((item) => item.artworkId),
      ),
    );
}

/** Artworks in the trash for longer than the retention, for purging. */
export function expiredTrash(db: Database, before: Date) {
  return db
    .select({ artworkId: inventoryItems.artworkId, galleryId: inventoryItems.galleryId, title: artworks.title })
    .from(inventoryItems)
    .innerJoin(artworks, eq(artworks.id, inventoryItems.artworkId))
    .where(lt(inventoryItems.deletedAt, before));
}

/** Deletes the works; returns the ids of those it deleted (another transaction may have been first). */
export async function deleteArtworks(db: Database, aids: string[]): Promise<string[]> {
  if (aids.length === 0) return [];
  const rows = await db.delete(artworks).where(inArray(artworks.id, aids)).returning({ id: artworks.id });
  return rows.map((row) => row.id);
}

/** Sets every given item's position in one statement. */
export async function setIdxs(db: Database, gid: string, newIdxs: { iid: string; idx: number }[]): Promise<number> {
  const cases = sql.join(
    newIdxs.map(({ iid, idx }) => sql`when ${iid} then ${idx}::int`),
    sql` `,
  );
  const rows = await db
    .update(inventoryItems)
    .set({ idx: sql`case ${inventoryItems.id} ${cases} end` })
    .where(
      and(
        eq(inventoryItems.galleryId, gid),
        inArray(
          inventoryItems.id,
          newIdxs.map((entry) => entry.iid),
        ),
      ),
    )
    .returning({ id: inventoryItems.id });
  return rows.length;
}

// ——— folders ———

/** A workspace's folders with how many live works each holds (for members, only those open to them). */
export async function foldersOf(db: Database, gid: string, options: { hideClosed: boolean }) {
  const counted = and(
    eq(inventoryItems.folderId, folders.id),
    isNull(inventoryItems.deletedAt),
    options.hideClosed ? gte(inventoryItems.accessLevel, PermissionLevel.read) : undefined,
  );
  return db
    .select({
      folder: folders,
      itemCount: sql<number>`(select count(*)::int from ${inventoryItems} where ${counted})`,
    })
    .from(folders)
    .where(eq(folders.galleryId, gid))
    .orderBy(asc(folders.idx), asc(folders.createdAt), asc(folders.id));
}

/** The access levels of a workspace's folders, by id (those of `fids` that exist). */
export async function folderLevelsOf(db: Database, gid: string, fids: readonly string[]): Promise<Map<string, number>> {
  if (fids.length === 0) return new Map();
  const rows = await db
    .select({ id: folders.id, accessLevel: folders.accessLevel })
    .from(folders)
    .where(and(eq(folders.galleryId, gid), inArray(folders.id, [...fids])));
  return new Map(rows.map((row) => [row.id, row.accessLevel]));
}

export function findFolder(db: Database, gid: string, fid: string) {
  return db.query.folders.findFirst({ where: and(eq(folders.galleryId, gid), eq(folders.id, fid)) });
}

export async function createFolder(
  db: Database,
  values: { galleryId: string; createdBy: string; name: string; accessLevel: number },
) {
  const [{ next }] = (await db
    .select({ next: sql<number>`coalesce(max(${folders.idx}), -1)::int + 1` })
    .from(folders)
    .where(eq(folders.galleryId, values.galleryId))) as [{ next: number }];
  const [row] = await db
    .insert(folders)
    .values({ id: newId(), ...values, idx: next })
    .returning();
  return row!;
}

export async function renameFolder(db: Database, fid: string, name: string) {
  const [row] = await db.update(folders).set({ name }).where(eq(folders.id, fid)).returning();
  return row!;
}

/** Deletes a folder; its items return to no folder (the foreign key sets them free). */
export async function deleteFolder(db: Database, fid: string): Promise<void> {
  await db.delete(folders).where(eq(folders.id, fid));
}

/** Of `aids`, the live works of each workspace's own inventory (a work another workspace names is not found). */
export async function liveArtworksIn(db: Database, gids: string[], aids: string[]) {
  if (gids.length === 0 || aids.length === 0) return [];
  const rows = await db
    .select({ artwork: artworks })
    .from(artworks)
    .innerJoin(inventoryItems, eq(inventoryItems.artworkId, artworks.id))
    .where(
      and(
        inArray(artworks.id, [...new Set(aids)]),
        inArray(artworks.galleryId, [...new Set(gids)]),
        eq(inventoryItems.galleryId, artworks.galleryId),
        isNull(artworks.deletedAt),
        isNull(inventoryItems.deletedAt),
      ),
    );
  return rows.map((row) => row.artwork);
}
