import { ArtworkState, LIVE_PLAN_STATES, type TutorialStepId } from '@vernissage/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  artworks,
  fairs,
  galleryMembers,
  inventoryItems,
  shares,
  siteDomains,
  tutorialSteps,
  users,
  viewingRooms,
} from '../../db/schema/index.js';

/** Whose data proves a step: the person, and the workspace she works in (null when none was named). */
export interface ProofSubject {
  userId: string;
  gid: string | null;
}

const exists = (query: SQL) => sql`exists (${query})`;

/**
 * What in the data proves each step done, as one boolean SQL expression. Workspace steps need a
 * workspace; without one they stay unproven (she can still mark them).
 */
const PROOFS: Record<TutorialStepId, (subject: ProofSubject) => SQL | null> = {
  works: ({ gid }) =>
    gid === null
      ? null
      : exists(
          sql`select 1 from ${inventoryItems} where ${inventoryItems.galleryId} = ${gid} and ${inventoryItems.deletedAt} is null`,
        ),
  share: ({ gid }) =>
    gid === null
      ? null
      : sql`(${exists(sql`select 1 from ${shares} where ${shares.galleryId} = ${gid}`)} or ${exists(
          sql`select 1 from ${viewingRooms} where ${viewingRooms.galleryId} = ${gid}`,
        )})`,
  site: ({ gid }) =>
    gid === null
      ? null
      : exists(
          sql`select 1 from ${siteDomains} where ${siteDomains.galleryId} = ${gid} and ${siteDomains.live} = true`,
        ),
  fair: ({ gid }) => (gid === null ? null : exists(sql`select 1 from ${fairs} where ${fairs.galleryId} = ${gid}`)),
  // Her portfolio (GET /artwork/my): works she added, still in a workspace she belongs to.
  portfolio: ({ userId }) =>
    exists(
      sql`select 1 from ${artworks} join ${galleryMembers} on ${galleryMembers.galleryId} = ${artworks.galleryId} and ${galleryMembers.userId} = ${userId}
          where ${artworks.createdBy} = ${userId} and ${artworks.deletedAt} is null`,
    ),
  // The artist pro plan that opens showcase and website (SPEC.md §6): paid, on trial or granted.
  plan: ({ userId }) =>
    exists(
      sql`select 1 from ${users} where ${users.id} = ${userId} and ${users.planid} = 'apro'
          and ${users.planState} in (${sql.join(
            LIVE_PLAN_STATES.map((state) => sql`${state}`),
            sql`, `,
          )})`,
    ),
  offers: ({ userId }) => exists(sql`select 1 from ${shares} where ${shares.shareuid} = ${userId}`),
  // A hold, or a purchase that went past it.
  hold: ({ userId }) =>
    exists(
      sql`select 1 from ${shares} where ${shares.shareuid} = ${userId} and ${shares.state} >= ${ArtworkState.holding}`,
    ),
};

/** The steps among `steps` that the data proves done, in one query. */
export async function provenSteps(
  db: Database,
  subject: ProofSubject,
  steps: readonly TutorialStepId[],
): Promise<Set<TutorialStepId>> {
  const checks = steps.flatMap((step) => {
    const proof = PROOFS[step](subject);
    return proof ? [{ step, proof }] : [];
  });
  if (checks.length === 0) return new Set();
  const columns = sql.join(
    checks.map(({ step, proof }) => sql`${proof} as ${sql.identifier(step)}`),
    sql`, `,
  );
  const result = await db.execute<Record<string, boolean>>(sql`select ${columns}`);
  const row = result.rows[0] ?? {};
  return new Set(checks.filter(({ step }) => row[step] === true).map(({ step }) => step));
}

/** The steps a user marked done by hand. */
export async function markedSteps(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ step: tutorialSteps.step })
    .from(tutorialSteps)
    .where(eq(tutorialSteps.userId, userId));
  return new Set(rows.map((row) => row.step));
}

/** Marks a step done (kept once; the first mark's time stays) or clears the mark. */
export async function setMark(db: Database, userId: string, step: string, done: boolean): Promise<void> {
  if (done) {
    await db.insert(tutorialSteps).values({ userId, step }).onConflictDoNothing();
  } else {
    await db.delete(tutorialSteps).where(and(eq(tutorialSteps.userId, userId), eq(tutorialSteps.step, step)));
  }
}

/** When the user closed the tutorial, or null while it runs. */
export async function closedAtOf(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db.select({ closedAt: users.tutorialClosedAt }).from(users).where(eq(users.id, userId));
  return row?.closedAt ?? null;
}

/** Closes the tutorial now (keeping an earlier close time) or reopens it. */
export async function setClosed(db: Database, userId: string, closed: boolean): Promise<void> {
  await db
    .update(users)
    .set({ tutorialClosedAt: closed ? sql`coalesce(${users.tutorialClosedAt}, now())` : null })
    .where(eq(users.id, userId));
}
