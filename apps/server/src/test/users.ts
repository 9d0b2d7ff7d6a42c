import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { galleryMembers, users } from '../db/schema/index.js';
import { newId } from '../platform/ids.js';

export interface SignedInUser {
  uid: string;
  /** The user's first workspace, made at sign-up. */
  gid: string;
  email: string;
  accessToken: string;
  refreshToken: string;
  cookie: string;
  auth: { authorization: string };
}

let counter = 0;

/**
 * A verified, signed-in user made through the real sign-up route (verification is marked in
 * the database, since the mail round trip has tests of its own). Shared by tests and the seed's
 * expectations.
 */
export async function createUser(
  app: FastifyInstance,
  db: Database,
  overrides: { email?: string; name?: string; type?: number; password?: string } = {},
): Promise<SignedInUser> {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.test`;
  const password = overrides.password ?? 'a long enough password';
  // Each test user signs up from its own loopback address, as real people do from their own.
  const remoteAddress = `127.1.${(counter >> 8) & 255}.${counter & 255}`;
  const signup = await app.inject({
    method: 'POST',
    url: '/api/user/signup',
    remoteAddress,
    payload: {
      email,
      password,
      name: overrides.name ?? `User ${counter}`,
      type: overrides.type ?? 0,
      allowMarketing: false,
    },
  });
  if (signup.statusCode !== 200) throw new Error(`sign-up failed: ${signup.body}`);
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress,
    // Tests act as API clients too: they want the refresh token in the body.
    headers: { 'x-token-delivery': 'body' },
    payload: { id: email, oauth: 'credentials', password },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  const body = login.json<{ user: { uid: string }; accessToken: string; refreshToken: string }>();
  const cookie = [login.headers['set-cookie'] ?? []]
    .flat()
    .map((value) => value.split(';')[0])
    .join('; ');
  // By cookie: some test apps give access tokens a lifetime of one second, shorter than a busy
  // machine may take to get here.
  const workspaces = await app.inject({ method: 'GET', url: '/api/user/galleries', headers: { cookie } });
  if (workspaces.statusCode !== 200) throw new Error(`workspaces of ${email}: ${workspaces.body}`);
  return {
    uid: body.user.uid,
    gid: workspaces.json<{ gid: string }[]>()[0]!.gid,
    email,
    accessToken: body.accessToken,
    refreshToken: body.refreshToken,
    cookie,
    auth: { authorization: `Bearer ${body.accessToken}` },
  };
}

/**
 * Makes a user a member of a workspace with `role` straight in the database (invitations have
 * tests of their own).
 */
export async function addMember(
  db: Database,
  gid: string,
  uid: string,
  role: 'owner' | 'admin' | 'member' = 'member',
): Promise<void> {
  await db.insert(galleryMembers).values({ id: newId(), galleryId: gid, userId: uid, role });
}
