import { and, asc, count, desc, eq, gt, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { opportunities, opportunitySaves, users } from '../../db/schema/index.js';

export type OpportunityRow = typeof opportunities.$inferSelect;
export type OpportunityValues = Omit<typeof opportunities.$inferInsert, 'id' | 'createdBy' | 'createdAt' | 'updatedAt'>;

export interface OpportunityFilter {
  kind?: string | undefined;
  deadlineAfter: Date;
  country?: string | undefined;
  location?: string | undefined;
  q?: string | undefined;
  limit: number;
  offset: number;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const nearestFirst = [asc(opportunities.deadline), asc(opportunities.id)];

/** A page of published opportunities whose deadline is after the filter's, the nearest first. */
export async function listPublished(
  db: Database,
  filter: OpportunityFilter,
): Promise<{ rows: OpportunityRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(opportunities.published, true),
    gt(opportunities.deadline, filter.deadlineAfter),
  ];
  if (filter.kind) conditions.push(eq(opportunities.kind, filter.kind));
  if (filter.country) {
    // Open to anyone (no countries named) or to residents of this one.
    conditions.push(
      or(
        sql`jsonb_array_length(${opportunities.countries}) = 0`,
        sql`${opportunities.countries} @> ${JSON.stringify([filter.country])}::jsonb`,
      ),
    );
  }
  if (filter.location) conditions.push(ilike(opportunities.location, likePattern(filter.location)));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(opportunities.title, pattern),
        ilike(opportunities.titleEn, pattern),
        ilike(opportunities.organiser, pattern),
        ilike(opportunities.description, pattern),
        ilike(opportunities.descriptionEn, pattern),
        ilike(opportunities.eligibility, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(opportunities)
      .where(where)
      .orderBy(...nearestFirst)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ value: count() }).from(opportunities).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Every opportunity, drafts too, the latest change first (platform admins). */
export async function listAll(
  db: Database,
  window: { limit: number; offset: number },
): Promise<{ rows: OpportunityRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(opportunities)
      .orderBy(desc(opportunities.updatedAt), desc(opportunities.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(opportunities),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findOpportunity(db: Database, id: string): Promise<OpportunityRow | undefined> {
  const [row] = await db.select().from(opportunities).where(eq(opportunities.id, id));
  return row;
}

export async function insertOpportunity(db: Database, row: typeof opportunities.$inferInsert) {
  const [inserted] = await db.insert(opportunities).values(row).returning();
  return inserted!;
}

export async function updateOpportunity(
  db: Database,
  id: string,
  values: Partial<OpportunityValues>,
): Promise<OpportunityRow | undefined> {
  const [updated] = await db
    .update(opportunities)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(opportunities.id, id))
    .returning();
  return updated;
}

/** Deletes the opportunity; its titles, for the change log, or undefined when there was none. */
export async function deleteOpportunity(
  db: Database,
  id: string,
): Promise<{ title: string; titleEn: string | null } | undefined> {
  const [deleted] = await db
    .delete(opportunities)
    .where(eq(opportunities.id, id))
    .returning({ title: opportunities.title, titleEn: opportunities.titleEn });
  return deleted;
}

// ——— saves ———

/** Saves it for the user; saving again keeps the first save (and whether it was reminded). */
export async function insertSave(db: Database, userId: string, opportunityId: string): Promise<void> {
  await db.insert(opportunitySaves).values({ userId, opportunityId }).onConflictDoNothing();
}

export async function deleteSave(db: Database, userId: string, opportunityId: string): Promise<void> {
  await db
    .delete(opportunitySaves)
    .where(and(eq(opportunitySaves.userId, userId), eq(opportunitySaves.opportunityId, opportunityId)));
}

/** A page of the user's saved opportunities that are still published, the nearest deadline first. */
export async function savedOf(
  db: Database,
  userId: string,
  window: { limit: number; offset: number },
): Promise<{ rows: OpportunityRow[]; total: number }> {
  const where = and(eq(opportunitySaves.userId, userId), eq(opportunities.published, true));
  const [rows, [total]] = await Promise.all([
    db
      .select({ opportunity: opportunities })
      .from(opportunitySaves)
      .innerJoin(opportunities, eq(opportunities.id, opportunitySaves.opportunityId))
      .where(where)
      .orderBy(...nearestFirst)
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ value: count() })
      .from(opportunitySaves)
      .innerJoin(opportunities, eq(opportunities.id, opportunitySaves.opportunityId))
      .where(where),
  ]);
  return { rows: rows.map((row) => row.opportunity), total: total?.value ?? 0 };
}

/** A moved deadline makes the saves' reminders due again. */
export async function clearReminders(db: Database, opportunityId: string): Promise<void> {
  await db.update(opportunitySaves).set({ remindedAt: null }).where(eq(opportunitySaves.opportunityId, opportunityId));
}

/**
 * Saves whose reminder is due at `now` — published, deadline not yet passed but within `leadMs`,
 * not yet reminded — with the address to write to, locked until the transaction ends. Rows
 * another instance has locked are skipped, so two runs at once never take the same save.
 */
export function lockDueReminders(db: Database, now: Date, leadMs: number, limit: number) {
  return db
    .select({ userId: opportunitySaves.userId, email: users.email, locale: users.locale, opportunity: opportunities })
    .from(opportunitySaves)
    .innerJoin(users, eq(users.id, opportunitySaves.userId))
    .innerJoin(opportunities, eq(opportunities.id, opportunitySaves.opportunityId))
    .where(
      and(
        isNull(opportunitySaves.remindedAt),
        eq(opportunities.published, true),
        gt(opportunities.deadline, now),
        lte(opportunities.deadline, new Date(now.getTime() + leadMs)),
      ),
    )
    .orderBy(asc(opportunities.deadline))
    .limit(limit)
    .for('update', { of: opportunitySaves, skipLocked: true });
}

/** Marks these saves reminded. */
export async function markReminded(
  db: Database,
  saves: readonly { userId: string; opportunityId: string }[],
  now: Date,
): Promise<void> {
  if (saves.length === 0) return;
  await db
    .update(opportunitySaves)
    .set({ remindedAt: now })
    .where(
      or(
        ...saves.map((save) =>
          and(eq(opportunitySaves.userId, save.userId), eq(opportunitySaves.opportunityId, save.opportunityId)),
        ),
      ),
    );
}
