import type { WorkspaceRole } from '@vernissage/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiTokenCalls, apiTokens, galleryMembers } from '../../db/schema/index.js';
import { newId } from '../ids.js';

/**
 * The queries of a call made with an API token: the token by its hash, its creator's role now,
 * and the audit of the call. They belong to the platform (the guard runs them on every token
 * call); the api-token module manages the tokens themselves.
 */
export type ApiTokenRow = typeof apiTokens.$inferSelect;

export function findApiTokenByHash(db: Database, tokenHash: string): Promise<ApiTokenRow | undefined> {
  return db.query.apiTokens.findFirst({ where: eq(apiTokens.tokenHash, tokenHash) });
}

export async function memberRole(db: Database, galleryId: string, userId: string): Promise<WorkspaceRole | null> {
  const [row] = await db
    .select({ role: galleryMembers.role })
    .from(galleryMembers)
    .where(and(eq(galleryMembers.galleryId, galleryId), eq(galleryMembers.userId, userId)));
  return (row?.role as WorkspaceRole | undefined) ?? null;
}

/** Records one call of a token and marks the token used, in one transaction. */
export async function recordApiTokenCall(
  db: Database,
  call: { tokenId: string; galleryId: string; method: string; path: string; status: number; at: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(apiTokenCalls).values({ id: newId(), ...call });
    await tx.update(apiTokens).set({ lastUsedAt: call.at }).where(eq(apiTokens.id, call.tokenId));
  });
}
