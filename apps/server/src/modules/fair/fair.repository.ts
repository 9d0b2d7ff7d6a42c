import type { FairAccessLevel } from '@vernissage/shared';
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { fairAccess, fairs, galleries } from '../../db/schema/index.js';

export type FairRow = typeof fairs.$inferSelect;
export type FairValues = Omit<typeof fairs.$inferInsert, 'id' | 'galleryId' | 'createdBy' | 'createdAt' | 'updatedAt'>;
/** A grant other than `none` (which is the absence of one). */
export type FairGrantLevel = Exclude<FairAccessLevel, 'none'>;

export async function findFair(db: Database, fairId: string): Promise<FairRow | undefined> {
  const [row] = await db.select().from(fairs).where(eq(fairs.id, fairId));
  return row;
}

export async function insertFair(db: Database, row: typeof fairs.$inferInsert): Promise<FairRow> {
  const [inserted] = await db.insert(fairs).values(row).returning();
  return inserted!;
}

export async function updateFair(db: Database, fairId: string, values: Partial<FairValues>): Promise<FairRow> {
  const [updated] = await db
    .update(fairs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(fairs.id, fairId))
    .returning();
  return updated!;
}

export async function deleteFair(db: Database, fairId: string): Promise<void> {
  await db.delete(fairs).where(eq(fairs.id, fairId));
}

export async function grantLevelOf(db: Database, fairId: string, galleryId: string): Promise<FairGrantLevel | null> {
  const [row] = await db
    .select({ level: fairAccess.level })
    .from(fairAccess)
    .where(and(eq(fairAccess.fairId, fairId), eq(fairAccess.galleryId, galleryId)));
  return (row?.level as FairGrantLevel | undefined) ?? null;
}

export async function grantsOf(db: Database, fairId: string) {
  const rows = await db
    .select({ gid: fairAccess.galleryId, name: galleries.name, level: fairAccess.level })
    .from(fairAccess)
    .innerJoin(galleries, eq(galleries.id, fairAccess.galleryId))
    .where(eq(fairAccess.fairId, fairId))
    .orderBy(asc(galleries.name), asc(galleries.id));
  return rows.map((row) => ({ ...row, level: row.level as FairGrantLevel }));
}

export async function setGrant(db: Database, fairId: string, galleryId: string, level: FairAccessLevel): Promise<void> {
  if (level === 'none') {
    await db.delete(fairAccess).where(and(eq(fairAccess.fairId, fairId), eq(fairAccess.galleryId, galleryId)));
    return;
  }
  await db
    .insert(fairAccess)
    .values({ fairId, galleryId, level })
    .onConflictDoUpdate({ target: [fairAccess.fairId, fairAccess.galleryId], set: { level } });
}

/** Fairs a workspace organises, or co-organises by grant, latest first. */
export async function fairsOrganisedBy(db: Database, galleryId: string): Promise<FairRow[]> {
  const coOrganised = db
    .select({ id: fairAccess.fairId })
    .from(fairAccess)
    .where(and(eq(fairAccess.galleryId, galleryId), eq(fairAccess.level, 'organiser')));
  return db
    .select()
    .from(fairs)
    .where(or(eq(fairs.galleryId, galleryId), inArray(fairs.id, coOrganised)))
    .orderBy(desc(fairs.startDate), desc(fairs.createdAt));
}

/** Names of workspaces by id (the organisers of listed fairs). */
export async function workspaceNames(db: Database, galleryIds: string[]): Promise<Map<string, string>> {
  if (galleryIds.length === 0) return new Map();
  const rows = await db
    .select({ id: galleries.id, name: galleries.name })
    .from(galleries)
    .where(inArray(galleries.id, [...new Set(galleryIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
