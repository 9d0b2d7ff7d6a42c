import { pageWindow, type PageQuery } from '@vernissage/shared';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  artworks,
  exhibitionGrants,
  exhibitionImages,
  exhibitions,
  exhibitionWorks,
  galleries,
  inventoryItems,
} from '../../db/schema/index.js';
import type { JournalEntry } from '../../platform/storage/storage-journal.js';

export type ExhibitionRow = typeof exhibitions.$inferSelect;
export type ExhibitionInsert = typeof exhibitions.$inferInsert;
export type ExhibitionImageRow = typeof exhibitionImages.$inferSelect;
export type ExhibitionImageInsert = typeof exhibitionImages.$inferInsert;
export type ExhibitionArtworkRow = typeof artworks.$inferSelect;
export type ExhibitionStatusFilter = 'upcoming' | 'current' | 'past';

/** A work of an exhibition with its live artwork row. */
export interface ExhibitionWorkRow {
  artwork: ExhibitionArtworkRow;
  idx: number;
  caption: string | null;
}

/** A row of a workspace's exhibition list: the exhibition and what the list shows beside it. */
export interface ExhibitionListRow {
  exhibition: ExhibitionRow;
  galleryName: string;
  /** The level granted to the listing workspace; null for its own exhibitions. */
  grantLevel: number | null;
  workCount: number;
  cover: ExhibitionImageRow | null;
}

/** Works shown are live: neither the artwork nor its inventory record is in the trash. */
const liveWork = and(
  isNull(artworks.deletedAt),
  sql`not exists (select 1 from ${inventoryItems} where ${inventoryItems.artworkId} = ${artworks.id} and ${inventoryItems.deletedAt} is not null)`,
);

export function findExhibition(db: Database, exhibitionid: string): Promise<ExhibitionRow | undefined> {
  return db.query.exhibitions.findFirst({ where: eq(exhibitions.id, exhibitionid) });
}

export async function galleryName(db: Database, gid: string): Promise<string | null> {
  const [row] = await db.select({ name: galleries.name }).from(galleries).where(eq(galleries.id, gid));
  return row?.name ?? null;
}

export async function insertExhibition(db: Database, row: ExhibitionInsert): Promise<void> {
  await db.insert(exhibitions).values(row);
}

export async function updateExhibition(db: Database, id: string, patch: Partial<ExhibitionInsert>): Promise<void> {
  // Always touched, so `updatedAt` moves even when only images or works changed.
  await db
    .update(exhibitions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(exhibitions.id, id));
}

export async function deleteExhibition(db: Database, id: string): Promise<void> {
  await db.delete(exhibitions).where(eq(exhibitions.id, id));
}

// ——— works ———

export async function replaceWorks(
  db: Database,
  gid: string,
  exhibitionid: string,
  works: { aid: string; caption?: string | null }[],
): Promise<void> {
  await db.delete(exhibitionWorks).where(eq(exhibitionWorks.exhibitionId, exhibitionid));
  if (works.length === 0) return;
  await db.insert(exhibitionWorks).values(
    works.map((work, idx) => ({
      galleryId: gid,
      exhibitionId: exhibitionid,
      artworkId: work.aid,
      idx,
      caption: work.caption ?? null,
    })),
  );
}

/** The live works of an exhibition, in order. */
export async function worksOf(db: Database, exhibitionid: string): Promise<ExhibitionWorkRow[]> {
  return db
    .select({ artwork: artworks, idx: exhibitionWorks.idx, caption: exhibitionWorks.caption })
    .from(exhibitionWorks)
    .innerJoin(artworks, eq(artworks.id, exhibitionWorks.artworkId))
    .where(and(eq(exhibitionWorks.exhibitionId, exhibitionid), liveWork))
    .orderBy(asc(exhibitionWorks.idx));
}

/** A workspace's published exhibitions, latest first. */
export function publishedOf(db: Database, gid: string): Promise<ExhibitionRow[]> {
  return db
    .select()
    .from(exhibitions)
    .where(and(eq(exhibitions.galleryId, gid), eq(exhibitions.published, true)))
    .orderBy(desc(exhibitions.startDate), desc(exhibitions.createdAt), asc(exhibitions.id));
}

// ——— images ———

export function imagesOf(db: Database, exhibitionid: string): Promise<ExhibitionImageRow[]> {
  return db
    .select()
    .from(exhibitionImages)
    .where(eq(exhibitionImages.exhibitionId, exhibitionid))
    .orderBy(asc(exhibitionImages.idx));
}

export async function insertImages(db: Database, rows: ExhibitionImageInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(exhibitionImages).values(rows);
}

export async function deleteImages(db: Database, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(exhibitionImages).where(inArray(exhibitionImages.id, ids));
}

export async function setImagePlace(db: Database, id: string, place: { idx: number; caption?: string | null }) {
  await db.update(exhibitionImages).set(place).where(eq(exhibitionImages.id, id));
}

/** The storage folders of every image of an exhibition (journaled before it is deleted). */
export function imageFoldersOf(db: Database, exhibitionid: string): Promise<JournalEntry[]> {
  return db
    .select({ gid: exhibitionImages.galleryId, prefix: exhibitionImages.keyPrefix })
    .from(exhibitionImages)
    .where(eq(exhibitionImages.exhibitionId, exhibitionid));
}

// ——— grants ———

export async function grantLevelOf(db: Database, exhibitionid: string, granteeId: string): Promise<number | null> {
  const [row] = await db
    .select({ level: exhibitionGrants.accessLevel })
    .from(exhibitionGrants)
    .where(and(eq(exhibitionGrants.exhibitionId, exhibitionid), eq(exhibitionGrants.granteeId, granteeId)));
  return row?.level ?? null;
}

export function grantsOf(db: Database, exhibitionid: string) {
  return db
    .select({ gid: exhibitionGrants.granteeId, galleryName: galleries.name, accessLevel: exhibitionGrants.accessLevel })
    .from(exhibitionGrants)
    .innerJoin(galleries, eq(galleries.id, exhibitionGrants.granteeId))
    .where(eq(exhibitionGrants.exhibitionId, exhibitionid))
    .orderBy(asc(galleries.name), asc(galleries.id));
}

export async function setGrant(
  db: Database,
  grant: { gid: string; exhibitionid: string; granteeId: string; accessLevel: number; grantedBy: string },
): Promise<void> {
  const values = {
    galleryId: grant.gid,
    exhibitionId: grant.exhibitionid,
    granteeId: grant.granteeId,
    accessLevel: grant.accessLevel,
    grantedBy: grant.grantedBy,
  };
  await db
    .insert(exhibitionGrants)
    .values(values)
    .onConflictDoUpdate({
      target: [exhibitionGrants.exhibitionId, exhibitionGrants.granteeId],
      set: { accessLevel: grant.accessLevel, grantedBy: grant.grantedBy, updatedAt: new Date() },
    });
}

export async function deleteGrant(db: Database, exhibitionid: string, granteeId: string): Promise<void> {
  await db
    .delete(exhibitionGrants)
    .where(and(eq(exhibitionGrants.exhibitionId, exhibitionid), eq(exhibitionGrants.granteeId, granteeId)));
}

// ——— lists ———

/** The condition of a status on the given day (`YYYY-MM-DD` in the time zone of ADR 016). */
function statusIs(status: ExhibitionStatusFilter, today: string): SQL | undefined {
  if (status === 'upcoming') return gt(exhibitions.startDate, today);
  if (status === 'past') return lt(exhibitions.endDate, today);
  return and(lte(exhibitions.startDate, today), gte(exhibitions.endDate, today));
}

/**
 * A workspace's own exhibitions and those shared with it (granted read or write), latest first;
 * with `openToMembersOnly`, those whose `accessLevel` closes them to plain members are left out.
 */
export async function exhibitionsOf(
  db: Database,
  gid: string,
  filter: { status?: ExhibitionStatusFilter; today: string; openToMembersOnly: boolean },
  query: PageQuery,
): Promise<{ rows: ExhibitionListRow[]; total: number }> {
  const grant = sql<number | null>`(select ${exhibitionGrants.accessLevel} from ${exhibitionGrants}
    where ${exhibitionGrants.exhibitionId} = ${exhibitions.id} and ${exhibitionGrants.granteeId} = ${gid})`;
  const where = and(
    or(
      eq(exhibitions.galleryId, gid),
      sql`exists (select 1 from ${exhibitionGrants} where ${exhibitionGrants.exhibitionId} = ${exhibitions.id}
        and ${exhibitionGrants.granteeId} = ${gid} and ${exhibitionGrants.accessLevel} >= 0)`,
    ),
    filter.status ? statusIs(filter.status, filter.today) : undefined,
    // Plain members do not see exhibitions closed to them (`accessLevel` none).
    filter.openToMembersOnly ? gte(exhibitions.accessLevel, 0) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select({
        exhibition: exhibitions,
        galleryName: galleries.name,
        grantLevel: sql<number | null>`case when ${exhibitions.galleryId} = ${gid} then null else ${grant} end`,
        workCount: sql<number>`(select count(*)::int from ${exhibitionWorks} join ${artworks} on ${artworks.id} = ${exhibitionWorks.artworkId}
          where ${exhibitionWorks.exhibitionId} = ${exhibitions.id} and ${liveWork})`,
      })
      .from(exhibitions)
      .innerJoin(galleries, eq(galleries.id, exhibitions.galleryId))
      .where(where)
      .orderBy(desc(exhibitions.startDate), desc(exhibitions.createdAt), asc(exhibitions.id))
      .limit(limit)
      .offset(offset),
    db.$count(exhibitions, where),
  ]);
  const covers = await coversOf(
    db,
    rows.map((row) => row.exhibition.id),
  );
  return { rows: rows.map((row) => ({ ...row, cover: covers.get(row.exhibition.id) ?? null })), total };
}

async function coversOf(db: Database, ids: string[]): Promise<Map<string, ExhibitionImageRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(exhibitionImages)
    .where(and(inArray(exhibitionImages.exhibitionId, ids), eq(exhibitionImages.kind, 'cover')));
  return new Map(rows.map((row) => [row.exhibitionId, row]));
}

/** A work of a published exhibition, with what the public list shows beside it. */
export interface PublicArtRow {
  exhibition: Pick<ExhibitionRow, 'id' | 'title' | 'titleEn' | 'galleryId'>;
  galleryName: string;
  idx: number;
  caption: string | null;
  artwork: ExhibitionArtworkRow;
}

/**
 * The works of published exhibitions that are themselves published and live, newest exhibition
 * first and in each exhibition's order.
 */
export async function publicArts(
  db: Database,
  filter: { gid?: string; exhibitionid?: string },
  query: PageQuery,
): Promise<{ rows: PublicArtRow[]; total: number }> {
  const where = and(
    eq(exhibitions.published, true),
    eq(artworks.published, true),
    // Only works the exhibition's own workspace holds (the rows are written so; read so too).
    eq(artworks.galleryId, exhibitions.galleryId),
    liveWork,
    filter.gid ? eq(exhibitions.galleryId, filter.gid) : undefined,
    filter.exhibitionid ? eq(exhibitions.id, filter.exhibitionid) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const base = () =>
    db
      .select({
        exhibition: {
          id: exhibitions.id,
          title: exhibitions.title,
          titleEn: exhibitions.titleEn,
          galleryId: exhibitions.galleryId,
        },
        galleryName: galleries.name,
        idx: exhibitionWorks.idx,
        caption: exhibitionWorks.caption,
        artwork: artworks,
      })
      .from(exhibitionWorks)
      .innerJoin(exhibitions, eq(exhibitions.id, exhibitionWorks.exhibitionId))
      .innerJoin(artworks, eq(artworks.id, exhibitionWorks.artworkId))
      .innerJoin(galleries, eq(galleries.id, exhibitions.galleryId));
  const [rows, [count]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(exhibitions.startDate), asc(exhibitions.id), asc(exhibitionWorks.idx))
      .limit(limit)
      .offset(offset),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(exhibitionWorks)
      .innerJoin(exhibitions, eq(exhibitions.id, exhibitionWorks.exhibitionId))
      .innerJoin(artworks, eq(artworks.id, exhibitionWorks.artworkId))
      .where(where),
  ]);
  return { rows, total: count?.value ?? 0 };
}
