import { pageWindow, type ContentChangesQuery, type PageQuery } from '@vernissage/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contentChanges, marketingLeads, sessions, users } from '../../db/schema/index.js';

/** The console's own queries: the lock of a user, the leads, the change log. */

/** A user's lock, the row held until the transaction ends so two admins cannot cross. */
export async function lockOfUserForUpdate(db: Database, uid: string): Promise<{ lockedAt: Date | null } | undefined> {
  const [row] = await db.select({ lockedAt: users.lockedAt }).from(users).where(eq(users.id, uid)).for('update');
  return row;
}

export async function setLockedAt(db: Database, uid: string, lockedAt: Date | null): Promise<void> {
  await db.update(users).set({ lockedAt }).where(eq(users.id, uid));
}

/** Ends every session of a user: her cookies and access tokens stop working on the next request. */
export async function deleteSessionsOf(db: Database, uid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, uid));
}

export type LeadRow = typeof marketingLeads.$inferSelect;

/** A page of leads, the newest first. */
export async function leadsPage(db: Database, query: PageQuery): Promise<{ rows: LeadRow[]; total: number }> {
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(marketingLeads)
      .orderBy(desc(marketingLeads.createdAt), marketingLeads.email)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(marketingLeads),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Every lead, the newest first, for the CSV file. */
export function allLeads(db: Database): Promise<LeadRow[]> {
  return db.select().from(marketingLeads).orderBy(desc(marketingLeads.createdAt), marketingLeads.email);
}

/** A recorded change with its actor's name and address (null once her account is deleted). */
export interface ChangeRow {
  id: string;
  subject: string;
  subjectId: string;
  action: string;
  at: Date;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
}

/** A page of the change log, the newest first, optionally of one subject. */
export async function changesPage(
  db: Database,
  query: ContentChangesQuery,
): Promise<{ rows: ChangeRow[]; total: number }> {
  const where = query.subject ? eq(contentChanges.subject, query.subject) : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contentChanges.id,
        subject: contentChanges.subject,
        subjectId: contentChanges.subjectId,
        action: contentChanges.action,
        at: contentChanges.at,
        actorId: users.id,
        actorName: users.name,
        actorEmail: users.email,
      })
      .from(contentChanges)
      .leftJoin(users, eq(users.id, contentChanges.actorId))
      .where(where)
      .orderBy(desc(contentChanges.at), desc(contentChanges.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(contentChanges).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
