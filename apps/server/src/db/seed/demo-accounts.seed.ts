import { randomBytes } from 'node:crypto';
import { ADMIN_LEVEL, UserType } from '@vernissage/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { signupWithPassword } from '../../modules/user/user.service.js';
import { addMemberDirectly, listWorkspaces } from '../../modules/workspace/workspace.service.js';
import { accounts, sessions, users } from '../schema/index.js';
import type { DemoLogin, Seed } from './seed-runner.js';

/** Demo data is demo: these credentials are printed at start and listed in the README. */
export const DEMO_PASSWORD = 'vernissage-demo';

interface DemoAccount {
  role: string;
  email: string;
  name: string;
  nameen: string;
  type: UserType;
  plan?: { planid: string; productid: string; planState: string; planAmount: number };
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    role: 'gallery',
    email: 'gallery@demo.vernissage.kr',
    name: '갤러리 현',
    nameen: 'Gallery Hyun',
    type: UserType.gallery,
  },
  {
    role: 'artist',
    email: 'artist@demo.vernissage.kr',
    name: '김서연',
    nameen: 'Seoyeon Kim',
    type: UserType.artist,
    // Artist pro through our free programme (the 'free' price list), so her site stays up in the demo.
    plan: { planid: 'apro', productid: 'apro_free', planState: 'active', planAmount: 0 },
  },
  {
    role: 'collector',
    email: 'collector@demo.vernissage.kr',
    name: '박지훈',
    nameen: 'Jihoon Park',
    type: UserType.collector,
  },
  {
    role: 'fair',
    email: 'fair@demo.vernissage.kr',
    name: '서울 아트페어',
    nameen: 'Seoul Art Fair',
    type: UserType.fair,
  },
  { role: 'others', email: 'staff@demo.vernissage.kr', name: '이하늘', nameen: 'Haneul Lee', type: UserType.others },
];

/** The demo platform admin: reads the outbox (mail kept when there is no SMTP server). */
export const DEMO_ADMIN: DemoAccount = {
  role: 'admin',
  email: 'admin@demo.vernissage.kr',
  name: '관리자',
  nameen: 'Platform Admin',
  type: UserType.others,
};

export const demoAccountLogins: DemoLogin[] = [...DEMO_ACCOUNTS, DEMO_ADMIN].map(({ role, email }) => ({
  role,
  email,
  password: DEMO_PASSWORD,
}));

/**
 * One verified account of each user type, each with its workspace; the staff account is also an
 * admin of the demo gallery, so the members page has someone on it.
 */
export const demoAccountsSeed: Seed = {
  name: 'demo-accounts',
  run: async (ctx: AppContext) => {
    for (const account of DEMO_ACCOUNTS) await createDemoAccount(ctx, account);
    const gallery = await ctx.db.query.users.findFirst({ where: eq(users.email, DEMO_ACCOUNTS[0]!.email) });
    const staff = await ctx.db.query.users.findFirst({ where: eq(users.email, 'staff@demo.vernissage.kr') });
    const [workspace] = await listWorkspaces(ctx, { userId: gallery!.id, sessionId: 'seed', user: gallery! });
    await addMemberDirectly(ctx, workspace!.gid, staff!.id, 'admin');
  },
};

/** A separate seed, so installations seeded before it get their admin too. */
export const demoAdminSeed: Seed = {
  name: 'demo-admin',
  run: async (ctx: AppContext) => {
    const uid = await createDemoAccount(ctx, DEMO_ADMIN);
    await ctx.db.update(users).set({ level: ADMIN_LEVEL }).where(eq(users.id, uid));
  },
};

/** A verified demo account with the published password; its uid. */
async function createDemoAccount(ctx: AppContext, account: DemoAccount): Promise<string> {
  const { user } = await signupWithPassword(
    ctx,
    {
      email: account.email,
      password: DEMO_PASSWORD,
      name: account.name,
      nameen: account.nameen,
      type: account.type,
      allowMarketing: false,
      referrer: 'Organic',
    },
    // Demo accounts are read in either language: their mail comes in both.
    null,
  );
  await ctx.db
    .update(users)
    .set({ emailVerified: true, ...account.plan })
    .where(eq(users.id, user.uid));
  return user.uid;
}

/**
 * On a server others can reach, no account may keep the published demo password: a database
 * seeded on a laptop and then deployed would otherwise open its demo accounts (the admin among
 * them) to anyone who read the README. Each such account gets a random password nobody knows,
 * and its sessions end. Returns the e-mails locked.
 */
export async function lockPublishedDemoPasswords(ctx: AppContext): Promise<string[]> {
  const emails = [...DEMO_ACCOUNTS, DEMO_ADMIN].map((account) => account.email);
  const candidates = await ctx.db
    .select({ accountId: accounts.id, userId: users.id, email: users.email, hash: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(accounts.providerId, 'credential'), inArray(users.email, emails)));
  const { password } = await ctx.auth.$context;
  const locked: string[] = [];
  for (const candidate of candidates) {
    if (!candidate.hash || !(await password.verify({ hash: candidate.hash, password: DEMO_PASSWORD }))) continue;
    const unknowable = await password.hash(randomBytes(32).toString('base64url'));
    await ctx.db.update(accounts).set({ password: unknowable }).where(eq(accounts.id, candidate.accountId));
    await ctx.db.delete(sessions).where(eq(sessions.userId, candidate.userId));
    locked.push(candidate.email);
  }
  return locked;
}
