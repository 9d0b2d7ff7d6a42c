import { UserType } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { signupWithPassword } from '../../modules/user/user.service.js';
import { addMember, workspacesOf } from '../../modules/workspace/workspace.repository.js';
import { users } from '../schema/index.js';
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
    plan: { planid: 'apro', productid: 'apro_default', planState: 'trial', planAmount: 0 },
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

export const demoAccountLogins: DemoLogin[] = DEMO_ACCOUNTS.map(({ role, email }) => ({
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
    for (const account of DEMO_ACCOUNTS) {
      const { user } = await signupWithPassword(ctx, {
        email: account.email,
        password: DEMO_PASSWORD,
        name: account.name,
        nameen: account.nameen,
        type: account.type,
        allowMarketing: false,
        referrer: 'Organic',
      });
      await ctx.db
        .update(users)
        .set({ emailVerified: true, ...account.plan })
        .where(eq(users.id, user.uid));
    }
    const gallery = await ctx.db.query.users.findFirst({ where: eq(users.email, DEMO_ACCOUNTS[0]!.email) });
    const staff = await ctx.db.query.users.findFirst({ where: eq(users.email, 'staff@demo.vernissage.kr') });
    const [workspace] = await workspacesOf(ctx.db, gallery!.id);
    await addMember(ctx.db, workspace!.id, staff!.id, 'admin');
  },
};
