import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

/**
 * The queries identifying a caller: a live session and its user. They belong to the platform
 * (every request runs them); the user module re-exports them for its own use.
 */
export type UserRow = typeof users.$inferSelect;

export function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

/** A session that exists and has not expired. */
export function findLiveSession(db: Database, id: string) {
  return db.query.sessions.findFirst({ where: and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())) });
}
