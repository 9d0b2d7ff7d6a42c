import { pageWindow, type adminUsersRoute, type ParsedQuery } from '@vernissage/shared';
import { and, count, desc, eq, gte, ilike, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, marketingLeads, sessions, userSearchText, users } from '../../db/schema/index.js';

export { findLiveSession, findUserById, type UserRow } from '../../platform/auth/identity.repository.js';
import type { UserRow } from '../../platform/auth/identity.repository.js';

export type UserPatch = Partial<Omit<typeof users.$inferInsert, 'id' | 'createdAt'>>;

/** Queries on users, their login methods and sessions. */
export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
}

export function findUserByCode(db: Database, code: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.code, code) });
}

export async function updateUser(db: Database, id: string, patch: UserPatch): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

/** The provider ids of a user's accounts (`credential`, `kakao`, …), oldest first. */
export async function providerIdsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ providerId: accounts.providerId })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(accounts.createdAt);
  return rows.map((row) => row.providerId);
}

export async function providerIdsByUser(db: Database, userIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ userId: accounts.userId, providerId: accounts.providerId })
    .from(accounts)
    .where(inArray(accounts.userId, userIds))
    .orderBy(accounts.createdAt);
  for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row.providerId]);
  return map;
}

export function findAccount(db: Database, providerId: string, accountId: string) {
  return db.query.accounts.findFirst({
    where: and(eq(accounts.providerId, providerId), eq(accounts.accountId, accountId)),
  });
}

export function findSessionByToken(db: Database, token: string) {
  return db.query.sessions.findFirst({ where: eq(sessions.token, token) });
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Deletes the user; sessions, accounts and memberships go with it (foreign keys cascade). */
export async function deleteUserRow(db: Database, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Users whose name in either language or e-mail holds `q` (any case), the newest first; read off a trigram index. */
export async function searchUsers(db: Database, options: ParsedQuery<typeof adminUsersRoute>) {
  const pattern = options.q ? `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = pattern ? ilike(userSearchText(users), pattern) : undefined;
  const { limit, offset } = pageWindow(options);
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), users.id).limit(limit).offset(offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function insertLead(db: Database, lead: { email: string; locale: string }): Promise<void> {
  await db
    .insert(marketingLeads)
    .values(lead)
    .onConflictDoUpdate({ target: marketingLeads.email, set: { locale: lead.locale } });
}

/** Sets the platform level of the account with this (normalised) e-mail; its e-mail and level. */
export async function setLevelByEmail(db: Database, email: string, level: number) {
  const [row] = await db
    .update(users)
    .set({ level })
    .where(eq(users.email, email))
    .returning({ email: users.email, level: users.level });
  return row;
}

/** Accounts at this platform level or above, the newest first. */
export function usersAtLevel(db: Database, level: number) {
  return db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(gte(users.level, level))
    .orderBy(desc(users.createdAt));
}
