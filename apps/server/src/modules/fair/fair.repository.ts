import type { FairAccessLevel } from '@vernissage/shared';
import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  fairAccess,
  fairMemos,
  fairParticipants,
  fairs,
  fairSubmissions,
  galleries,
  users,
} from '../../db/schema/index.js';

export type FairRow = typeof fairs.$inferSelect;
export type FairValues = Omit<typeof fairs.$inferInsert, 'id' | 'galleryId' | 'createdBy' | 'createdAt' | 'updatedAt'>;
/** A grant other than `none` (which is the absence of one). */
export type FairGrantLevel = Exclude<FairAccessLevel, 'none'>;

export async function findFair(db: Database, fairId: string): Promise<FairRow | undefined> {
  const [row] = await db.select().from(fairs).where(eq(fairs.id, fairId));
  return row;
}

/** Locks the fair's row for the rest of the transaction: one change of its booths at a time. */
export async function lockFair(db: Database, fairId: string): Promise<void> {
  await db.select({ id: fairs.id }).from(fairs).where(eq(fairs.id, fairId)).for('update');
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

/** A workspace's names: its own, and its English one when it has one. */
export interface WorkspaceNames {
  name: string;
  nameEn: string | null;
}

/** The grants of each of these fairs (by fair id), workspaces by name. */
export async function grantsOfFairs(db: Database, fairIds: string[]) {
  const grants = new Map<string, ({ gid: string; level: FairGrantLevel } & WorkspaceNames)[]>();
  if (fairIds.length === 0) return grants;
  const rows = await db
    .select({
      fairId: fairAccess.fairId,
      gid: fairAccess.galleryId,
      name: galleries.name,
      nameEn: galleries.nameen,
      level: fairAccess.level,
    })
    .from(fairAccess)
    .innerJoin(galleries, eq(galleries.id, fairAccess.galleryId))
    .where(inArray(fairAccess.fairId, fairIds))
    .orderBy(asc(galleries.name), asc(galleries.id));
  for (const { fairId, gid, name, nameEn, level } of rows) {
    grants.set(fairId, [...(grants.get(fairId) ?? []), { gid, name, nameEn, level: level as FairGrantLevel }]);
  }
  return grants;
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

/**
 * Fairs open to an exhibitor workspace at `now`, with its grant: those it is invited to, and
 * published fairs whose application window holds `now`. Soonest first.
 */
export function fairsOpenTo(db: Database, galleryId: string, now: Date) {
  const taking = and(
    eq(fairs.published, true),
    or(isNull(fairs.applicationOpensAt), lte(fairs.applicationOpensAt, now)),
    or(isNull(fairs.applicationClosesAt), gt(fairs.applicationClosesAt, now)),
  );
  return db
    .select({ fair: fairs, level: fairAccess.level })
    .from(fairs)
    .leftJoin(fairAccess, and(eq(fairAccess.fairId, fairs.id), eq(fairAccess.galleryId, galleryId)))
    .where(or(eq(fairAccess.level, 'invited'), taking))
    .orderBy(asc(fairs.startDate), asc(fairs.id));
}

/** Names of workspaces by id (the organisers of listed fairs). */
export async function workspaceNames(db: Database, galleryIds: string[]): Promise<Map<string, WorkspaceNames>> {
  if (galleryIds.length === 0) return new Map();
  const rows = await db
    .select({ id: galleries.id, name: galleries.name, nameEn: galleries.nameen })
    .from(galleries)
    .where(inArray(galleries.id, [...new Set(galleryIds)]));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

export type ParticipantRow = typeof fairParticipants.$inferSelect;

/** A participant with what its presenter shows: the fair's names and the exhibitor's. */
export interface ParticipantRecord {
  participant: ParticipantRow;
  fair: Pick<FairRow, 'id' | 'name' | 'nameEn' | 'galleryId' | 'sections' | 'published'>;
  exhibitorName: string;
  exhibitorNameEn: string | null;
}

function participantQuery(db: Database) {
  return db
    .select({
      participant: fairParticipants,
      fair: {
        id: fairs.id,
        name: fairs.name,
        nameEn: fairs.nameEn,
        galleryId: fairs.galleryId,
        sections: fairs.sections,
        published: fairs.published,
      },
      exhibitorName: galleries.name,
      exhibitorNameEn: galleries.nameen,
    })
    .from(fairParticipants)
    .innerJoin(fairs, eq(fairs.id, fairParticipants.fairId))
    .innerJoin(galleries, eq(galleries.id, fairParticipants.galleryId));
}

export async function findParticipant(db: Database, participantId: string): Promise<ParticipantRecord | undefined> {
  const [row] = await participantQuery(db).where(eq(fairParticipants.id, participantId));
  return row;
}

export async function participantOf(
  db: Database,
  fairId: string,
  galleryId: string,
): Promise<ParticipantRow | undefined> {
  const [row] = await db
    .select()
    .from(fairParticipants)
    .where(and(eq(fairParticipants.fairId, fairId), eq(fairParticipants.galleryId, galleryId)));
  return row;
}

export function participantsOfFair(db: Database, fairId: string): Promise<ParticipantRecord[]> {
  return participantQuery(db)
    .where(eq(fairParticipants.fairId, fairId))
    .orderBy(asc(galleries.name), asc(fairParticipants.id));
}

export function participationsOf(db: Database, galleryId: string): Promise<ParticipantRecord[]> {
  return participantQuery(db)
    .where(eq(fairParticipants.galleryId, galleryId))
    .orderBy(desc(fairs.startDate), asc(fairParticipants.id));
}

export async function upsertParticipant(
  db: Database,
  row: { id: string; fairId: string; galleryId: string; appliedBy: string },
): Promise<string> {
  const [saved] = await db
    .insert(fairParticipants)
    .values({ ...row, status: 'applied' })
    .onConflictDoUpdate({
      target: [fairParticipants.fairId, fairParticipants.galleryId],
      set: { status: 'applied', appliedBy: row.appliedBy, updatedAt: new Date() },
    })
    .returning({ id: fairParticipants.id });
  return saved!.id;
}

export async function updateParticipant(
  db: Database,
  participantId: string,
  values: Partial<Pick<ParticipantRow, 'status' | 'booth' | 'section'>>,
): Promise<void> {
  await db
    .update(fairParticipants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(fairParticipants.id, participantId));
}

// ——— memos ———

export async function insertMemo(db: Database, row: typeof fairMemos.$inferInsert) {
  const [saved] = await db.insert(fairMemos).values(row).returning();
  return saved!;
}

/** A participant's memos, oldest first, with their authors' names. */
export function memosOf(db: Database, participantId: string) {
  return db
    .select({ memo: fairMemos, authorName: users.name })
    .from(fairMemos)
    .leftJoin(users, eq(users.id, fairMemos.authorId))
    .where(eq(fairMemos.participantId, participantId))
    .orderBy(asc(fairMemos.createdAt), asc(fairMemos.id));
}

export type MemoRecord = Awaited<ReturnType<typeof memosOf>>[number];

// ——— submissions ———

export type SubmissionRow = typeof fairSubmissions.$inferSelect;

export async function findSubmission(db: Database, id: string): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(fairSubmissions).where(eq(fairSubmissions.id, id));
  return row;
}

export async function insertSubmission(db: Database, row: typeof fairSubmissions.$inferInsert): Promise<SubmissionRow> {
  const [saved] = await db.insert(fairSubmissions).values(row).returning();
  return saved!;
}

export async function updateSubmission(
  db: Database,
  id: string,
  values: Partial<Pick<SubmissionRow, 'status' | 'content' | 'reviewNote' | 'submittedAt'>>,
): Promise<SubmissionRow> {
  const [saved] = await db
    .update(fairSubmissions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(fairSubmissions.id, id))
    .returning();
  return saved!;
}

export function submissionsOf(db: Database, participantIds: string[]): Promise<SubmissionRow[]> {
  if (participantIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(fairSubmissions)
    .where(inArray(fairSubmissions.participantId, participantIds))
    .orderBy(asc(fairSubmissions.createdAt), asc(fairSubmissions.id));
}
