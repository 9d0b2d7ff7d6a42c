import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiTokenCalls, apiTokens } from '../../db/schema/index.js';
import { newId } from '../ids.js';

/**
 * The queries of a call made with an API token: the token by its hash, its creator's role now,
 * and the audit of the call (her role comes from identity.repository.ts, as every caller's). They belong to the platform (the guard runs them on every token
 * call); the api-token module manages the tokens themselves.
 */
export type ApiTokenRow = typeof apiTokens.$inferSelect;

export function findApiTokenByHash(db: Database, tokenHash: string): Promise<ApiTokenRow | undefined> {
  return db.query.apiTokens.findFirst({ where: eq(apiTokens.tokenHash, tokenHash) });
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
