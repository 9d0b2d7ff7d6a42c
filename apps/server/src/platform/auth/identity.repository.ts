import type { WorkspaceRole } from '@vernissage/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { galleryMembers, sessions, users } from '../../db/schema/index.js';

/**
 * The queries identifying a caller: a live session, its user, and her role in a workspace. They
 * belong to the platform (every request runs them, API tokens too); the user and workspace
 * modules re-export them for their own use.
 */
export type UserRow = typeof users.$inferSelect;

export function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

/** A session that exists and has not expired. */
export function findLiveSession(db: Database, id: string) {
  return db.query.sessions.findFirst({ where: and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())) });
}

/**
 * A live session and its user in one query, by the session's id (what a bearer token's claims
 * name) or by its token (what a browser's cookie carries): every signed-in call reads it.
 */
export async function findLiveSessionUser(
  db: Database,
  session: { id: string } | { token: string },
): Promise<{ sessionId: string; expiresAt: Date; user: UserRow } | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        'id' in session ? eq(sessions.id, session.id) : eq(sessions.token, session.token),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return row;
}

/** A user's role in a workspace, or null when she is no member of it. */
export async function roleIn(db: Database, galleryId: string, userId: string): Promise<WorkspaceRole | null> {
  const [row] = await db
    .select({ role: galleryMembers.role })
    .from(galleryMembers)
    .where(and(eq(galleryMembers.galleryId, galleryId), eq(galleryMembers.userId, userId)));
  return (row?.role as WorkspaceRole | undefined) ?? null;
}
