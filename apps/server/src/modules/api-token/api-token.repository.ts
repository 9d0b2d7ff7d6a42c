import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiTokenCalls, apiTokens, users } from '../../db/schema/index.js';
import { newId } from '../../platform/ids.js';

export type ApiTokenCallRow = typeof apiTokenCalls.$inferSelect;

/** A token's row with the name of the person who made it (whom its calls act as). */
export type ApiTokenListing = typeof apiTokens.$inferSelect & { creatorName: string };

const listing = { token: apiTokens, creatorName: users.name };

function flatten(row: { token: typeof apiTokens.$inferSelect; creatorName: string }): ApiTokenListing {
  return { ...row.token, creatorName: row.creatorName };
}

/** A workspace's tokens, newest first. */
export async function tokensOf(db: Database, galleryId: string): Promise<ApiTokenListing[]> {
  const rows = await db
    .select(listing)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(eq(apiTokens.galleryId, galleryId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(flatten);
}

/** One token of a workspace; undefined for another workspace's. */
export async function findToken(db: Database, galleryId: string, id: string): Promise<ApiTokenListing | undefined> {
  const [row] = await db
    .select(listing)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(and(eq(apiTokens.galleryId, galleryId), eq(apiTokens.id, id)));
  return row && flatten(row);
}

export async function insertToken(
  db: Database,
  input: {
    galleryId: string;
    name: string;
    scopes: string[];
    tokenHash: string;
    prefix: string;
    createdBy: string;
    expiresAt: Date | null;
  },
): Promise<string> {
  const id = newId();
  await db.insert(apiTokens).values({ id, ...input });
  return id;
}

/** Marks a live token revoked; a token revoked before keeps its first date. Whether it was live. */
export async function revokeToken(db: Database, galleryId: string, id: string, at: Date): Promise<boolean> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: at })
    .where(and(eq(apiTokens.galleryId, galleryId), eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return revoked.length === 1;
}

/** A page of a token's calls, newest first, with how many there are in all. */
export async function callsOf(
  db: Database,
  galleryId: string,
  tokenId: string,
  window: { limit: number; offset: number },
): Promise<{ rows: ApiTokenCallRow[]; total: number }> {
  const where = and(eq(apiTokenCalls.galleryId, galleryId), eq(apiTokenCalls.tokenId, tokenId));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(apiTokenCalls)
      .where(where)
      .orderBy(desc(apiTokenCalls.at), desc(apiTokenCalls.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(apiTokenCalls).where(where),
  ]);
  return { rows, total: counted?.value ?? 0 };
}

/** Deletes the audit of calls made before `cutoff`; answers how many went. */
export async function deleteCallsBefore(db: Database, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(apiTokenCalls)
    .where(lt(apiTokenCalls.at, cutoff))
    .returning({ id: apiTokenCalls.id });
  return deleted.length;
}
