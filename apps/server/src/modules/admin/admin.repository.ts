import { pageWindow, type ContentChangesQuery, type ContentSubject, type PageQuery } from '@vernissage/shared';
import { and, count, desc, eq, sql, type Column } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  artworks,
  blogPosts,
  contentChanges,
  marketingLeads,
  opportunities,
  sessions,
  users,
} from '../../db/schema/index.js';

/** The console's own queries: the lock of a user, the leads, the change log. */

/** A user's lock and names, the row held until the transaction ends so two admins cannot cross. */
export async function lockOfUserForUpdate(
  db: Database,
  uid: string,
): Promise<{ lockedAt: Date | null; name: string; nameen: string | null } | undefined> {
  const [row] = await db
    .select({ lockedAt: users.lockedAt, name: users.name, nameen: users.nameen })
    .from(users)
    .where(eq(users.id, uid))
    .for('update');
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

/**
 * A recorded change with its actor's name and address (null once her account is deleted), the
 * subject's name kept with it, and its name now (for entries from before names were kept).
 */
export interface ChangeRow {
  id: string;
  subject: string;
  subjectId: string;
  subjectLabel: string | null;
  subjectLabelEn: string | null;
  currentLabel: string | null;
  currentLabelEn: string | null;
  action: string;
  at: Date;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
}

const subjectUsers = alias(users, 'subject_users');

/** The subject of a change when it is of this kind (a join that finds nothing for the other kinds). */
const isSubject = (subject: ContentSubject, id: Column) =>
  and(eq(contentChanges.subject, subject), eq(id, contentChanges.subjectId));

/**
 * A page of the change log, the newest first, optionally of one subject. Each subject's current
 * name comes in the same query (a join by primary key per kind of subject, on one page of rows).
 */
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
        subjectLabel: contentChanges.subjectLabel,
        subjectLabelEn: contentChanges.subjectLabelEn,
        // At most one of the joins finds a row, the one of the change's kind of subject.
        currentLabel: sql<
          string | null
        >`coalesce(${subjectUsers.name}, ${artworks.title}, ${blogPosts.title}, ${opportunities.title})`,
        currentLabelEn: sql<
          string | null
        >`coalesce(${subjectUsers.nameen}, ${artworks.titleEn}, ${blogPosts.titleEn}, ${opportunities.titleEn})`,
        action: contentChanges.action,
        at: contentChanges.at,
        actorId: users.id,
        actorName: users.name,
        actorEmail: users.email,
      })
      .from(contentChanges)
      .leftJoin(users, eq(users.id, contentChanges.actorId))
      .leftJoin(subjectUsers, isSubject('user', subjectUsers.id))
      .leftJoin(artworks, isSubject('featured_work', artworks.id))
      .leftJoin(blogPosts, isSubject('blog_post', blogPosts.id))
      .leftJoin(opportunities, isSubject('opportunity', opportunities.id))
      .where(where)
      .orderBy(desc(contentChanges.at), desc(contentChanges.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(contentChanges).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
