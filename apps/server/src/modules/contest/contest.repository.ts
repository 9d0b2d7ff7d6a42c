import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  artworks,
  contestEntries,
  contestJurors,
  contestRounds,
  contestScores,
  contests,
  galleries,
  users,
} from '../../db/schema/index.js';
import { mailTo, type Recipient } from '../../platform/mail/recipient.js';

export type ContestRow = typeof contests.$inferSelect;
export type ContestValues = Omit<typeof contests.$inferInsert, 'id' | 'createdBy' | 'createdAt' | 'updatedAt'>;
export type EntryRow = typeof contestEntries.$inferSelect;
export type RoundRow = typeof contestRounds.$inferSelect;
export type JurorRow = typeof contestJurors.$inferSelect;
export type ScoreRow = typeof contestScores.$inferSelect;
export type ArtworkRow = typeof artworks.$inferSelect;

// ——— contests ———

export async function findContest(db: Database, contestId: string): Promise<ContestRow | undefined> {
  const [row] = await db.select().from(contests).where(eq(contests.id, contestId));
  return row;
}

/** The contest, locked until the transaction ends: rounds are numbered and results published under it. */
export async function lockContest(db: Database, contestId: string): Promise<ContestRow | undefined> {
  const [row] = await db.select().from(contests).where(eq(contests.id, contestId)).for('update');
  return row;
}

export async function insertContest(db: Database, row: typeof contests.$inferInsert): Promise<ContestRow> {
  const [inserted] = await db.insert(contests).values(row).returning();
  return inserted!;
}

export async function updateContest(db: Database, contestId: string, values: Partial<ContestValues>) {
  const [updated] = await db
    .update(contests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contests.id, contestId))
    .returning();
  return updated!;
}

/** A page of contests, the latest deadline first; drafts only when asked for. */
export async function listContests(
  db: Database,
  options: { withDrafts: boolean; limit: number; offset: number },
): Promise<{ rows: ContestRow[]; total: number }> {
  const where = options.withDrafts ? undefined : eq(contests.published, true);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contests)
      .where(where)
      .orderBy(desc(contests.deadline), desc(contests.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(contests).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

// ——— entries ———

/** An entry with the names its presenters show: the entrant workspace's, and its English one. */
export interface EntryRecord {
  entry: EntryRow;
  entrantName: string;
  entrantNameEn: string | null;
}

function entryQuery(db: Database) {
  return db
    .select({ entry: contestEntries, entrantName: galleries.name, entrantNameEn: galleries.nameen })
    .from(contestEntries)
    .innerJoin(galleries, eq(galleries.id, contestEntries.galleryId));
}

export async function findEntry(db: Database, entryId: string): Promise<EntryRecord | undefined> {
  const [row] = await entryQuery(db).where(eq(contestEntries.id, entryId));
  return row;
}

export function entriesOfContest(db: Database, contestId: string): Promise<EntryRecord[]> {
  return entryQuery(db)
    .where(eq(contestEntries.contestId, contestId))
    .orderBy(asc(contestEntries.createdAt), asc(contestEntries.id));
}

/** A workspace's entries with their contests, the latest deadline first. */
export function entriesOfWorkspace(db: Database, galleryId: string) {
  return db
    .select({ entry: contestEntries, contest: contests })
    .from(contestEntries)
    .innerJoin(contests, eq(contests.id, contestEntries.contestId))
    .where(eq(contestEntries.galleryId, galleryId))
    .orderBy(desc(contests.deadline), asc(contestEntries.id));
}

/** Inserts the entry unless the workspace has one in this contest already; null then. */
export async function insertEntry(db: Database, row: typeof contestEntries.$inferInsert): Promise<EntryRow | null> {
  const [inserted] = await db.insert(contestEntries).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function updateEntry(db: Database, entryId: string, values: { aids: string[]; statement: string }) {
  const [updated] = await db
    .update(contestEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contestEntries.id, entryId))
    .returning();
  return updated!;
}

export async function deleteEntry(db: Database, entryId: string): Promise<void> {
  await db.delete(contestEntries).where(eq(contestEntries.id, entryId));
}

export async function setEntryResults(
  db: Database,
  results: readonly { entryId: string; outcome: string; rank: number | null }[],
): Promise<void> {
  for (const result of results) {
    await db
      .update(contestEntries)
      .set({ resultOutcome: result.outcome, resultRank: result.rank })
      .where(eq(contestEntries.id, result.entryId));
  }
}

/** The e-mail addresses of the owners of a contest's entries (those whose owner is still there). */
export async function entryOwners(db: Database, contestId: string): Promise<Recipient[]> {
  const rows = await db
    .selectDistinct({ email: users.email, locale: users.locale })
    .from(contestEntries)
    .innerJoin(users, eq(users.id, contestEntries.ownerId))
    .where(eq(contestEntries.contestId, contestId));
  return rows.map((row) => mailTo(row.email, row.locale));
}

/** The most works an entry of the contest holds; 0 without entries. */
export async function mostWorksInAnEntry(db: Database, contestId: string): Promise<number> {
  const [row] = await db
    .select({ most: sql<number>`coalesce(max(jsonb_array_length(${contestEntries.aids})), 0)::int` })
    .from(contestEntries)
    .where(eq(contestEntries.contestId, contestId));
  return row?.most ?? 0;
}

// ——— works ———

/** Live artworks by id, in no particular order (the works of entries). */
export function liveArtworks(db: Database, aids: string[]): Promise<ArtworkRow[]> {
  if (aids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(artworks)
    .where(and(inArray(artworks.id, [...new Set(aids)]), isNull(artworks.deletedAt)));
}

// ——— rounds, jurors, scores ———

/** A round with the contest it judges. */
export interface RoundRecord {
  round: RoundRow;
  contest: ContestRow;
}

function roundQuery(db: Database) {
  return db
    .select({ round: contestRounds, contest: contests })
    .from(contestRounds)
    .innerJoin(contests, eq(contests.id, contestRounds.contestId));
}

export async function findRound(db: Database, roundId: string): Promise<RoundRecord | undefined> {
  const [row] = await roundQuery(db).where(eq(contestRounds.id, roundId));
  return row;
}

export function roundsOfContest(db: Database, contestId: string): Promise<RoundRecord[]> {
  return roundQuery(db).where(eq(contestRounds.contestId, contestId)).orderBy(asc(contestRounds.number));
}

/** The rounds with a juror of this (lower-cased) e-mail address, the latest first. */
export function roundsJudgedBy(db: Database, email: string): Promise<RoundRecord[]> {
  const judged = db.select({ id: contestJurors.roundId }).from(contestJurors).where(eq(contestJurors.email, email));
  return roundQuery(db)
    .where(inArray(contestRounds.id, judged))
    .orderBy(desc(contests.deadline), asc(contestRounds.number));
}

/** The next round of a contest; call with the contest locked. */
export async function insertRound(db: Database, row: { id: string; contestId: string; title: string | null }) {
  const [last] = await db
    .select({ number: max(contestRounds.number) })
    .from(contestRounds)
    .where(eq(contestRounds.contestId, row.contestId));
  const [inserted] = await db
    .insert(contestRounds)
    .values({ ...row, number: (last?.number ?? 0) + 1 })
    .returning();
  return inserted!;
}

/** The round, locked against closing for the rest of the transaction: a score is written under it. */
export async function lockRoundForScoring(db: Database, roundId: string): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(contestRounds).where(eq(contestRounds.id, roundId)).for('share');
  return row;
}

/** Closes an open round; false when it was closed already. */
export async function closeRound(db: Database, roundId: string): Promise<boolean> {
  const closed = await db
    .update(contestRounds)
    .set({ closedAt: new Date() })
    .where(and(eq(contestRounds.id, roundId), isNull(contestRounds.closedAt)))
    .returning({ id: contestRounds.id });
  return closed.length > 0;
}

/** Adds a juror unless that address judges the round already; null then. */
export async function insertJuror(db: Database, row: typeof contestJurors.$inferInsert): Promise<JurorRow | null> {
  const [inserted] = await db.insert(contestJurors).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function jurorOf(db: Database, roundId: string, email: string): Promise<JurorRow | undefined> {
  const [row] = await db
    .select()
    .from(contestJurors)
    .where(and(eq(contestJurors.roundId, roundId), eq(contestJurors.email, email)));
  return row;
}

/** The jurors of these rounds with how many entries each has scored, by round id. */
export async function jurorsOfRounds(db: Database, roundIds: string[]) {
  const jurors = new Map<string, { id: string; email: string; scored: number }[]>();
  if (roundIds.length === 0) return jurors;
  const rows = await db
    .select({
      id: contestJurors.id,
      roundId: contestJurors.roundId,
      email: contestJurors.email,
      scored: sql<number>`count(${contestScores.entryId})::int`,
    })
    .from(contestJurors)
    .leftJoin(contestScores, eq(contestScores.jurorId, contestJurors.id))
    .where(inArray(contestJurors.roundId, roundIds))
    .groupBy(contestJurors.id)
    .orderBy(asc(contestJurors.createdAt), asc(contestJurors.email));
  for (const { roundId, ...juror } of rows) jurors.set(roundId, [...(jurors.get(roundId) ?? []), juror]);
  return jurors;
}

/** The scores of these rounds, each with its juror's address. */
export function scoresOfRounds(db: Database, roundIds: string[]): Promise<(ScoreRow & { juror: string })[]> {
  if (roundIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ...getTableColumns(contestScores), juror: contestJurors.email })
    .from(contestScores)
    .innerJoin(contestJurors, eq(contestJurors.id, contestScores.jurorId))
    .where(inArray(contestScores.roundId, roundIds))
    .orderBy(asc(contestJurors.email));
}

export async function upsertScore(
  db: Database,
  row: { jurorId: string; entryId: string; roundId: string; score: number; mark: string; note: string | null },
): Promise<ScoreRow> {
  const [saved] = await db
    .insert(contestScores)
    .values(row)
    .onConflictDoUpdate({
      target: [contestScores.jurorId, contestScores.entryId],
      set: { score: row.score, mark: row.mark, note: row.note, updatedAt: new Date() },
    })
    .returning();
  return saved!;
}
