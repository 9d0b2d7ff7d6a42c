import type { WorkspaceRole } from '@vernissage/shared';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { galleries, galleryInvitations, galleryMembers, users } from '../../db/schema/index.js';
import { newId } from '../../platform/ids.js';
import { mailTo, type Recipient } from '../../platform/mail/recipient.js';

export { roleIn } from '../../platform/auth/identity.repository.js';

export type WorkspaceRow = typeof galleries.$inferSelect;
export type InvitationRow = typeof galleryInvitations.$inferSelect;

/** Creates a workspace with its owner, in one transaction. */
export async function createWorkspace(
  db: Database,
  input: { name: string; nameen?: string | null; type: number; ownerId: string },
): Promise<WorkspaceRow> {
  return db.transaction(async (tx) => {
    const [workspace] = await tx
      .insert(galleries)
      .values({ id: newId(), name: input.name, nameen: input.nameen ?? null, type: input.type })
      .returning();
    await tx
      .insert(galleryMembers)
      .values({ id: newId(), galleryId: workspace!.id, userId: input.ownerId, role: 'owner' });
    return workspace!;
  });
}

export function findWorkspace(db: Database, galleryId: string): Promise<WorkspaceRow | undefined> {
  return db.query.galleries.findFirst({ where: eq(galleries.id, galleryId) });
}

/** The workspaces of a user with the user's role in each, oldest membership first. */
export async function workspacesOf(db: Database, userId: string) {
  const rows = await db
    .select({ workspace: galleries, role: galleryMembers.role })
    .from(galleryMembers)
    .innerJoin(galleries, eq(galleries.id, galleryMembers.galleryId))
    .where(eq(galleryMembers.userId, userId))
    .orderBy(asc(galleryMembers.createdAt), asc(galleries.id));
  return rows.map((row) => ({ ...row.workspace, role: row.role as WorkspaceRole }));
}

export async function membersOf(db: Database, galleryId: string) {
  const rows = await db
    .select({
      uid: users.id,
      name: users.name,
      nameen: users.nameen,
      email: users.email,
      role: galleryMembers.role,
      joinedAt: galleryMembers.createdAt,
    })
    .from(galleryMembers)
    .innerJoin(users, eq(users.id, galleryMembers.userId))
    .where(eq(galleryMembers.galleryId, galleryId))
    .orderBy(asc(galleryMembers.createdAt), asc(users.id));
  return rows.map((row) => ({ ...row, role: row.role as WorkspaceRole }));
}

export async function addMember(db: Database, galleryId: string, userId: string, role: WorkspaceRole): Promise<void> {
  await db.insert(galleryMembers).values({ id: newId(), galleryId, userId, role }).onConflictDoNothing();
}

export async function removeMember(db: Database, galleryId: string, userId: string): Promise<number> {
  const removed = await db
    .delete(galleryMembers)
    .where(and(eq(galleryMembers.galleryId, galleryId), eq(galleryMembers.userId, userId)))
    .returning({ id: galleryMembers.id });
  return removed.length;
}

export async function countMembers(db: Database, galleryId: string, role?: WorkspaceRole): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(galleryMembers)
    .where(and(eq(galleryMembers.galleryId, galleryId), role ? eq(galleryMembers.role, role) : undefined));
  return row?.value ?? 0;
}

export async function setRole(db: Database, galleryId: string, userId: string, role: WorkspaceRole): Promise<void> {
  await db
    .update(galleryMembers)
    .set({ role })
    .where(and(eq(galleryMembers.galleryId, galleryId), eq(galleryMembers.userId, userId)));
}

export async function deleteWorkspace(db: Database, galleryId: string): Promise<void> {
  await db.delete(galleries).where(eq(galleries.id, galleryId));
}

export async function createInvitation(
  db: Database,
  input: { galleryId: string; email: string; role: WorkspaceRole; inviterId: string; token: string; expiresAt: Date },
): Promise<InvitationRow> {
  // A new invitation to the same address replaces a pending one.
  await db
    .update(galleryInvitations)
    .set({ status: 'revoked' })
    .where(
      and(
        eq(galleryInvitations.galleryId, input.galleryId),
        eq(galleryInvitations.email, input.email),
        eq(galleryInvitations.status, 'pending'),
      ),
    );
  const [row] = await db
    .insert(galleryInvitations)
    .values({ id: newId(), ...input, status: 'pending' })
    .returning();
  return row!;
}

export function pendingInvitationsOf(db: Database, galleryId: string) {
  return db.query.galleryInvitations.findMany({
    where: and(
      eq(galleryInvitations.galleryId, galleryId),
      eq(galleryInvitations.status, 'pending'),
      gt(galleryInvitations.expiresAt, new Date()),
    ),
    orderBy: asc(galleryInvitations.createdAt),
  });
}

export async function pendingInvitationsFor(db: Database, email: string) {
  return db
    .select({ invitation: galleryInvitations, workspace: { name: galleries.name, nameen: galleries.nameen } })
    .from(galleryInvitations)
    .innerJoin(galleries, eq(galleries.id, galleryInvitations.galleryId))
    .where(
      and(
        eq(galleryInvitations.email, email),
        eq(galleryInvitations.status, 'pending'),
        gt(galleryInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(galleryInvitations.createdAt));
}

export function findInvitationByToken(db: Database, token: string) {
  return db.query.galleryInvitations.findFirst({ where: eq(galleryInvitations.token, token) });
}

/** Marks a pending invitation accepted; false when it was no longer pending (a race). */
export async function markAccepted(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(galleryInvitations)
    .set({ status: 'accepted' })
    .where(and(eq(galleryInvitations.id, id), eq(galleryInvitations.status, 'pending')))
    .returning({ id: galleryInvitations.id });
  return rows.length === 1;
}

/** The addresses of the workspace's owners and admins, who are told of what comes to it. */
export async function managerRecipients(db: Database, gid: string): Promise<Recipient[]> {
  const rows = await db
    .selectDistinct({ email: users.email, locale: users.locale })
    .from(galleryMembers)
    .innerJoin(users, eq(users.id, galleryMembers.userId))
    .where(and(eq(galleryMembers.galleryId, gid), inArray(galleryMembers.role, ['owner', 'admin'])));
  return rows.map((row) => mailTo(row.email, row.locale));
}
