import { UserType } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { billingOrders, billingSubscriptions, users } from '../../db/schema/index.js';
import { sendQueuedMail } from '../../platform/mail/mail-queue.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startTossTestServer, type TossTestServer } from '../../test/toss-test-server.js';
import { createUser, type SignedInUser } from '../../test/users.js';
import { RENEWAL_ATTEMPTS } from './billing-charges.js';
import { renewDuePlans } from './billing.jobs.js';

let toss: TossTestServer;
let t: TestApp;
let smtp: SmtpTestServer;

beforeAll(async () => {
  [toss, smtp] = await Promise.all([startTossTestServer(), startSmtpTestServer()]);
  t = await createTestApp({
    env: { TOSS_SECRET_KEY: toss.secretKey, TOSS_API_BASE: toss.url, PAYMENT_TIMEOUT_MS: '500', SMTP_URL: smtp.url },
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([toss.close(), smtp.close()]);
});

const db = () => t.database.db;
const at = (iso: string) => new Date(iso);

async function payingArtist(productid: string): Promise<SignedInUser & { customerKey: string }> {
  const user = await createUser(t.app, db(), { type: UserType.artist });
  const { customerKey } = (await t.app.inject({ url: '/api/billing/payment', headers: user.auth })).json<{
    customerKey: string;
  }>();
  await t.app.inject({
    method: 'POST',
    url: '/api/billing/payment/register',
    headers: user.auth,
    payload: { uid: user.uid, customerKey, authKey: toss.authorizeCard(customerKey) },
  });
  const paid = await t.app.inject({
    method: 'PUT',
    url: '/api/billing/plan/update',
    headers: user.auth,
    payload: { uid: user.uid, productid, currency: 'KRW' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { ...user, customerKey };
}

/** Moves a subscription's first period to start at `anchor` (as if bought then). */
async function anchorAt(uid: string, anchor: Date, firstEnd: Date) {
  await db()
    .update(billingSubscriptions)
    .set({ periodAnchor: anchor, periodStart: anchor, periodEnd: firstEnd, periodCount: 1 })
    .where(eq(billingSubscriptions.userId, uid));
}

async function subscription(uid: string) {
  const [row] = await db().select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, uid));
  return row!;
}

async function userPlan(uid: string) {
  const [row] = await db().select().from(users).where(eq(users.id, uid));
  return { planid: row!.planid, productid: row!.productid, state: row!.planState, amount: row!.planAmount };
}

const chargesOf = (customerOrders: string[]) =>
  toss.payments.filter((payment) => customerOrders.includes(payment.orderId));

async function ordersOf(uid: string) {
  return db().select().from(billingOrders).where(eq(billingOrders.userId, uid));
}

describe('renewals', () => {
  it('renews monthly on the anchor day across month ends and a leap February, once per period', async () => {
    const user = await payingArtist('apro_default');
    await anchorAt(user.uid, at('2027-12-31T09:00:00Z'), at('2028-01-31T09:00:00Z'));
    const ends: string[] = [];
    for (const now of ['2028-01-31T09:00:00Z', '2028-02-29T09:00:00Z', '2028-03-31T09:00:00Z']) {
      await renewDuePlans(t.app.ctx, at(now));
      // A second run at the same moment finds nothing due.
      await renewDuePlans(t.app.ctx, at(now));
      ends.push((await subscription(user.uid)).periodEnd!.toISOString());
    }
    expect(ends).toEqual(['2028-02-29T09:00:00.000Z', '2028-03-31T09:00:00.000Z', '2028-04-30T09:00:00.000Z']);
    const renewals = (await ordersOf(user.uid)).filter((order) => order.purpose === 'renewal');
    expect(renewals.map((order) => order.status)).toEqual(['paid', 'paid', 'paid']);
    expect(chargesOf(renewals.map((order) => order.orderId)).map((payment) => payment.totalAmount)).toEqual([
      12_000, 12_000, 12_000,
    ]);
    const history = (await t.app.inject({ url: '/api/user/plan/histories', headers: user.auth })).json<
      { event: string }[]
    >();
    expect(history.filter((entry) => entry.event === 'renewal')).toHaveLength(3);
  });

  it('renews a plan bought on 29 February on 28 February of common years', async () => {
    const user = await payingArtist('apro_default_y');
    await anchorAt(user.uid, at('2028-02-29T00:00:00Z'), at('2029-02-28T00:00:00Z'));
    await renewDuePlans(t.app.ctx, at('2029-02-28T00:00:01Z'));
    expect((await subscription(user.uid)).periodEnd!.toISOString()).toBe('2030-02-28T00:00:00.000Z');
    expect(await userPlan(user.uid)).toMatchObject({ productid: 'apro_default_y', state: 'active', amount: 115_200 });
  });

  it('charges once when two instances run the renewal at the same moment', async () => {
    const user = await payingArtist('apro_default');
    await anchorAt(user.uid, at('2030-05-10T00:00:00Z'), at('2030-06-10T00:00:00Z'));
    const second = await buildApp({ config: t.app.ctx.config, database: t.database, web: false, logger: false });
    try {
      await Promise.all([
        renewDuePlans(t.app.ctx, at('2030-06-10T00:00:00Z')),
        renewDuePlans(second.ctx, at('2030-06-10T00:00:00Z')),
      ]);
    } finally {
      await second.close();
    }
    const renewals = (await ordersOf(user.uid)).filter((order) => order.purpose === 'renewal');
    expect(renewals).toHaveLength(1);
    expect(chargesOf(renewals.map((order) => order.orderId))).toHaveLength(1);
    expect((await subscription(user.uid)).periodEnd!.toISOString()).toBe('2030-07-10T00:00:00.000Z');
  });

  it('retries a declined renewal, mails each time, then expires the plan: read-only, nothing deleted', async () => {
    const user = await payingArtist('apro_default');
    const folder = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/folder',
      headers: { ...user.auth, gid: user.gid },
      payload: { name: 'Kept works' },
    });
    expect(folder.statusCode).toBe(200);
    await anchorAt(user.uid, at('2031-01-15T00:00:00Z'), at('2031-02-15T00:00:00Z'));
    toss.declineCard(user.customerKey);

    await renewDuePlans(t.app.ctx, at('2031-02-15T00:00:00Z'));
    expect(await userPlan(user.uid)).toMatchObject({ state: 'active' });
    expect((await subscription(user.uid)).nextAttemptAt!.toISOString()).toBe('2031-02-16T00:00:00.000Z');
    // Not due again before the retry day.
    await renewDuePlans(t.app.ctx, at('2031-02-15T12:00:00Z'));
    await renewDuePlans(t.app.ctx, at('2031-02-16T00:00:00Z'));
    expect((await subscription(user.uid)).nextAttemptAt!.toISOString()).toBe('2031-02-19T00:00:00.000Z');
    await renewDuePlans(t.app.ctx, at('2031-02-19T00:00:00Z'));

    const attempts = (await ordersOf(user.uid)).filter((order) => order.purpose === 'renewal');
    expect(attempts.map((order) => order.status)).toEqual(Array(RENEWAL_ATTEMPTS).fill('failed'));
    expect(await userPlan(user.uid)).toMatchObject({ planid: 'apro', state: 'expired', amount: 12_000 });
    await sendQueuedMail(t.app.ctx);
    // Each decline also wakes the app's own mail job, which may still be sending one it took.
    const mails = await vi.waitFor(() => {
      const received = smtp.received.filter(
        (mail) => mail.to.includes(user.email.toLowerCase()) && !mail.subject.includes('Verify'),
      );
      expect(received).toHaveLength(3);
      return received;
    });
    // In any order: the job and this test may each have sent some of them.
    expect(mails.map((mail) => mail.subject.split(' / ')[1]).sort()).toEqual([
      'Your payment did not go through',
      'Your payment did not go through',
      'Your plan has expired',
    ]);
    expect(mails.find((mail) => mail.subject.endsWith('Your plan has expired'))!.text).toContain('/account/billing');

    // Nothing more is tried once expired.
    await renewDuePlans(t.app.ctx, at('2031-03-30T00:00:00Z'));
    expect((await ordersOf(user.uid)).filter((order) => order.purpose === 'renewal')).toHaveLength(RENEWAL_ATTEMPTS);

    const write = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/folder',
      headers: { ...user.auth, gid: user.gid },
      payload: { name: 'New works' },
    });
    expect(write.statusCode).toBe(403);
    const read = await t.app.inject({ url: '/api/inventory/folder', headers: { ...user.auth, gid: user.gid } });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ name: string }[]>().map((f) => f.name)).toContain('Kept works');
  });

  it('ends a cancelled plan at its period end without a charge, on the free plan', async () => {
    const user = await payingArtist('apro_default');
    await t.app.inject({ method: 'PUT', url: '/api/billing/plan/cancel', headers: user.auth });
    await anchorAt(user.uid, at('2032-03-01T00:00:00Z'), at('2032-04-01T00:00:00Z'));
    await renewDuePlans(t.app.ctx, at('2032-04-01T00:00:00Z'));
    expect(await userPlan(user.uid)).toMatchObject({ productid: 'abasic_default', state: 'active', amount: 0 });
    expect((await ordersOf(user.uid)).filter((order) => order.purpose === 'renewal')).toHaveLength(0);
  });

  it('takes a scheduled downgrade at the period end', async () => {
    const user = await payingArtist('apro_default_y');
    await t.app.inject({
      method: 'PUT',
      url: '/api/billing/plan/update',
      headers: user.auth,
      payload: { uid: user.uid, productid: 'apro_default', currency: 'KRW' },
    });
    await anchorAt(user.uid, at('2033-01-01T00:00:00Z'), at('2034-01-01T00:00:00Z'));
    await renewDuePlans(t.app.ctx, at('2034-01-01T00:00:00Z'));
    expect(await userPlan(user.uid)).toMatchObject({ productid: 'apro_default', state: 'active', amount: 12_000 });
    const switched = (await ordersOf(user.uid)).filter((order) => order.purpose === 'switch');
    expect(switched.map((order) => [order.status, order.amountMinor])).toEqual([['paid', 12_000]]);
  });

  it('ends a trial without a card on the free plan, and charges one with a card', async () => {
    const [withoutCard, withCard] = await Promise.all([
      createUser(t.app, db(), { type: UserType.artist }),
      createUser(t.app, db(), { type: UserType.artist }),
    ]);
    for (const user of [withoutCard, withCard]) {
      const trial = await t.app.inject({
        method: 'POST',
        url: '/api/billing/plan/trial',
        headers: user.auth,
        payload: { productid: 'apro_default' },
      });
      expect(trial.json()).toMatchObject({ planid: 'apro', state: 'trial' });
    }
    const { customerKey } = (await t.app.inject({ url: '/api/billing/payment', headers: withCard.auth })).json<{
      customerKey: string;
    }>();
    await t.app.inject({
      method: 'POST',
      url: '/api/billing/payment/register',
      headers: withCard.auth,
      payload: { uid: withCard.uid, customerKey, authKey: toss.authorizeCard(customerKey) },
    });
    await renewDuePlans(t.app.ctx, new Date(Date.now() + 15 * 86_400_000));
    expect(await userPlan(withoutCard.uid)).toMatchObject({ productid: 'abasic_default', state: 'active', amount: 0 });
    expect(await userPlan(withCard.uid)).toMatchObject({ productid: 'apro_default', state: 'active', amount: 12_000 });
    const [order] = await ordersOf(withCard.uid);
    expect(order).toMatchObject({ purpose: 'switch', status: 'paid', amountMinor: 12_000 });
  });
});
