import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { blogPosts } from '../../db/schema/index.js';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogPostValues = Omit<typeof blogPosts.$inferInsert, 'id' | 'createdBy' | 'createdAt' | 'updatedAt'>;

const published = eq(blogPosts.published, true);
const latestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

export async function findPost(db: Database, id: string): Promise<BlogPostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

export async function findPostByTextid(db: Database, textid: string): Promise<BlogPostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.textid, textid));
  return row;
}

/** Every published post, the latest first (the blog is tens of posts, not thousands). */
export function publishedPosts(db: Database): Promise<BlogPostRow[]> {
  return db
    .select()
    .from(blogPosts)
    .where(published)
    .orderBy(...latestFirst);
}

/** A page of published posts, only those with a title in `locale` when it is given; or every post for admins. */
export async function pageOfPosts(
  db: Database,
  options: { locale?: 'ko' | 'en'; withDrafts?: boolean; limit: number; offset: number },
): Promise<{ rows: BlogPostRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [options.withDrafts ? undefined : published];
  if (options.locale === 'ko') conditions.push(isNotNull(blogPosts.title));
  if (options.locale === 'en') conditions.push(isNotNull(blogPosts.titleEn));
  const where = and(...conditions);
  const order = options.withDrafts ? [desc(blogPosts.updatedAt), desc(blogPosts.id)] : latestFirst;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(...order)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Inserts the post unless its `textid` is taken; null then. */
export async function insertPost(db: Database, row: typeof blogPosts.$inferInsert): Promise<BlogPostRow | null> {
  const [inserted] = await db.insert(blogPosts).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Updates the post; a `textid` another post has fails with a unique violation. */
export async function updatePost(
  db: Database,
  id: string,
  values: Partial<BlogPostValues>,
): Promise<BlogPostRow | undefined> {
  const [updated] = await db
    .update(blogPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .returning();
  return updated;
}

/** Deletes the post; its titles, for the change log, or undefined when there was none. */
export async function deletePost(
  db: Database,
  id: string,
): Promise<{ title: string | null; titleEn: string | null } | undefined> {
  const [deleted] = await db
    .delete(blogPosts)
    .where(eq(blogPosts.id, id))
    .returning({ title: blogPosts.title, titleEn: blogPosts.titleEn });
  return deleted;
}
