import { UserType } from '@vernissage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCalls } from '../../test/promo-calls.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startTossTestServer, type TossTestServer } from '../../test/toss-test-server.js';
import { createUser, type SignedInUser } from '../../test/users.js';
import { setAdmin } from '../user/admin.service.js';
import { setUserPlan } from './billing.repository.js';

/** A code for free months of a plan the account already has: it adds, it never cuts (ADR 028). */

let toss: TossTestServer;
let t: TestApp;
let admin: SignedInUser;
let promoCode: string;

beforeAll(async () => {
  toss = await startTossTestServer();
  t = await createTestApp({ env: { TOSS_SECRET_KEY: toss.secretKey, TOSS_API_BASE: toss.url } });
  admin = await createUser(t.app, t.database.db);
  await setAdmin(t.database.db, admin.email, true);
  promoCode = (await makeCode({ kind: 'months', value: 1, productids: ['apro_default'] })).code;
});
afterAll(async () => {
  await t.close();
  await toss.close();
});

const { call, makeCode } = promoCalls(
  () => t,
  () => admin,
  32,
);

const plan = async (user: SignedInUser) => (await call(user, 'GET', '/billing/plan')).json<Record<string, unknown>>();

async function redeem(user: SignedInUser) {
  const entered = await call(user, 'POST', '/promocode', { uid: user.uid, code: promoCode });
  expect(entered.statusCode, entered.body).toBe(200);
  return call(user, 'PUT', '/promocode/apply', undefined, { promoid: entered.json<{ promoid: string }>().promoid });
}

describe('a free month of a plan already held', () => {
  it('is refused as not needed when the plan has no end, and changes nothing', async () => {
    const user = await createUser(t.app, t.database.db, { type: UserType.artist });
    await setUserPlan(t.database.db, user.uid, {
      planid: 'apro',
      productid: 'apro_free',
      planState: 'active',
      planAmount: 0,
    });
    const before = await plan(user);
    const refused = await redeem(user);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'code_not_needed' });
    expect(await plan(user)).toEqual(before);
    const codes = (await call(user, 'GET', '/promocode')).json<{ status: string }[]>();
    expect(codes).toEqual([expect.objectContaining({ status: 'entered' })]);
  });

  it('adds the month to a paid monthly period, which stays the plan paid for', async () => {
    const user = await createUser(t.app, t.database.db, { type: UserType.artist });
    const { customerKey } = (await call(user, 'GET', '/billing/payment')).json<{ customerKey: string }>();
    await call(user, 'POST', '/billing/payment/register', {
      uid: user.uid,
      customerKey,
      authKey: toss.authorizeCard(customerKey),
    });
    const paid = await call(user, 'PUT', '/billing/plan/update', {
      uid: user.uid,
      productid: 'apro_default',
      currency: 'KRW',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const firstEnd = Date.parse(paid.json<{ periodEnd: string }>().periodEnd);
    const applied = await redeem(user);
    expect(applied.statusCode, applied.body).toBe(200);
    const after = applied.json<{ plan: { periodEnd: string; productid: string; amount: number } }>().plan;
    expect(after).toMatchObject({ productid: 'apro_default', amount: 12_000 });
    expect(Math.round((Date.parse(after.periodEnd) - firstEnd) / 86_400_000)).toBeGreaterThanOrEqual(28);
  });
});
