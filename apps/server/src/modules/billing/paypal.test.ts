import { UserType } from '@vernissage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startPaypalTestServer, type PaypalTestServer } from '../../test/paypal-test-server.js';
import { createUser, type SignedInUser } from '../../test/users.js';
import { renewDuePlans } from './billing.jobs.js';
import { checkSilentPaypalPlans, PAYPAL_SILENCE_MS } from './paypal.service.js';

let paypal: PaypalTestServer;
let t: TestApp;
const PLANS = { gpro_default_y: 'P-GPRO-YEAR', gpro_default: 'P-GPRO-MONTH' };

beforeAll(async () => {
  paypal = await startPaypalTestServer();
  t = await createTestApp({
    env: {
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_SECRET: paypal.secret,
      PAYPAL_API_BASE: paypal.url,
      PAYPAL_WEBHOOK_ID: paypal.webhookId,
      PAYPAL_PLANS: Object.entries(PLANS)
        .map(([product, plan]) => `${product}=${plan}`)
        .join(','),
    },
  });
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

const gallery = () => createUser(t.app, t.database.db, { type: UserType.gallery });
const plan = async (user: SignedInUser) =>
  (await t.app.inject({ url: '/api/billing/plan', headers: user.auth })).json<Record<string, unknown>>();

function subscribe(user: SignedInUser, subscriptionId: string, overrides: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/paypal/subscription',
    headers: user.auth,
    payload: {
      uid: user.uid,
      currency: 'USD',
      productid: 'gpro_default_y',
      paypalPlanId: PLANS.gpro_default_y,
      orderId: '5O190127TN364715T',
      subscriptionId,
      ...overrides,
    },
  });
}

function deliver(event: object, forgery = false) {
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/paypal/webhook',
    headers: paypal.signedDelivery(event, forgery),
    payload: event,
  });
}

describe('PayPal subscriptions', () => {
  it('start a yearly gallery plan in dollars once PayPal shows them active, paid and on the right plan', async () => {
    const user = await gallery();
    const id = paypal.approveSubscription({
      planId: PLANS.gpro_default_y,
      customId: user.uid,
      price: '1152.00',
      months: 12,
    });
    const started = await subscribe(user, id);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      planid: 'gpro',
      productid: 'gpro_default_y',
      state: 'active',
      amount: 1152,
      currency: 'USD',
      provider: 'paypal',
    });
    expect((await subscribe(user, id)).statusCode).toBe(200);
    const history = (await t.app.inject({ url: '/api/user/plan/histories', headers: user.auth })).json<
      { event: string; amount: number }[]
    >();
    expect(history.filter((entry) => entry.event === 'payment')).toEqual([expect.objectContaining({ amount: 1152 })]);
  });

  it('refuses what PayPal does not confirm, and changes nothing', async () => {
    const user = await gallery();
    const other = await gallery();
    const monthly = paypal.approveSubscription({
      planId: PLANS.gpro_default,
      customId: user.uid,
      price: '120.00',
      months: 1,
    });
    const cheap = paypal.approveSubscription({
      planId: PLANS.gpro_default_y,
      customId: user.uid,
      price: '1.00',
      months: 12,
    });
    const someoneElses = paypal.approveSubscription({
      planId: PLANS.gpro_default_y,
      customId: other.uid,
      price: '1152.00',
      months: 12,
    });
    const pending = paypal.approveSubscription({
      planId: PLANS.gpro_default_y,
      customId: user.uid,
      price: '1152.00',
      months: 12,
    });
    paypal.subscriptions.get(pending)!.status = 'APPROVAL_PENDING';
    expect((await subscribe(user, 'I-MADEUP')).statusCode).toBe(404);
    expect((await subscribe(user, monthly)).statusCode).toBe(409);
    expect((await subscribe(user, cheap)).statusCode).toBe(409);
    expect((await subscribe(user, someoneElses)).statusCode).toBe(403);
    expect((await subscribe(user, pending)).statusCode).toBe(402);
    expect((await subscribe(user, pending, { paypalPlanId: 'P-OTHER' })).statusCode).toBe(400);
    expect(await plan(user)).toMatchObject({ productid: 'gcode_default', amount: 0 });
  });

  it('takes no second PayPal subscription while a paid period runs, as it would charge at once', async () => {
    const user = await gallery();
    const monthly = paypal.approveSubscription({
      planId: PLANS.gpro_default,
      customId: user.uid,
      price: '120.00',
      months: 1,
    });
    await subscribe(user, monthly, { productid: 'gpro_default', paypalPlanId: PLANS.gpro_default });
    const before = await plan(user);
    const yearly = paypal.approveSubscription({
      planId: PLANS.gpro_default_y,
      customId: user.uid,
      price: '1152.00',
      months: 12,
    });
    const refused = await subscribe(user, yearly);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/paid until/);
    expect(await plan(user)).toEqual(before);
    expect(
      (await subscribe(user, monthly, { productid: 'gpro_default', paypalPlanId: PLANS.gpro_default })).statusCode,
    ).toBe(200);
  });

  it('follows renewals and cancellations that PayPal signs, and ignores forged deliveries', async () => {
    const user = await gallery();
    const id = paypal.approveSubscription({
      planId: PLANS.gpro_default,
      customId: user.uid,
      price: '120.00',
      months: 1,
    });
    await subscribe(user, id, { productid: 'gpro_default', paypalPlanId: PLANS.gpro_default });
    const firstEnd = (await plan(user)).periodEnd as string;
    // PayPal charges the next month and moves its next billing time on.
    const stored = paypal.subscriptions.get(id)!;
    const next = new Date(firstEnd);
    next.setUTCMonth(next.getUTCMonth() + 1);
    stored.billing_info.next_billing_time = next.toISOString();
    const sale = {
      id: 'WH-SALE-1',
      event_type: 'PAYMENT.SALE.COMPLETED',
      resource: { id: 'SALE-1', billing_agreement_id: id, amount: { total: '120.00', currency: 'USD' } },
    };
    expect((await deliver(sale, true)).statusCode).toBe(400);
    expect((await plan(user)).periodEnd).toBe(firstEnd);
    expect((await deliver(sale)).statusCode).toBe(200);
    expect((await deliver(sale)).statusCode).toBe(200);
    expect((await plan(user)).periodEnd).toBe(next.toISOString());
    const renewals = (await t.app.inject({ url: '/api/user/plan/histories', headers: user.auth })).json<
      { event: string }[]
    >();
    expect(renewals.filter((entry) => entry.event === 'renewal')).toHaveLength(1);

    const cancelled = await t.app.inject({ method: 'PUT', url: '/api/billing/plan/cancel', headers: user.auth });
    expect(cancelled.json()).toMatchObject({ cancelAtPeriodEnd: true });
    expect(paypal.subscriptions.get(id)!.status).toBe('CANCELLED');
    await renewDuePlans(t.app.ctx, new Date(next.getTime() + 1000));
    expect(await plan(user)).toMatchObject({ productid: 'gcode_default', amount: 0 });
  });

  it('asks PayPal about a plan whose renewal webhook never came, once, and expires one PayPal ended', async () => {
    const [renewed, ended] = [await gallery(), await gallery()];
    const ids = [];
    for (const user of [renewed, ended]) {
      const id = paypal.approveSubscription({
        planId: PLANS.gpro_default,
        customId: user.uid,
        price: '120.00',
        months: 1,
      });
      await subscribe(user, id, { productid: 'gpro_default', paypalPlanId: PLANS.gpro_default });
      ids.push(id);
    }
    const firstEnd = new Date((await plan(renewed)).periodEnd as string);
    // A month on: PayPal charged the first (no webhook reached us) and suspended the second.
    const stored = paypal.subscriptions.get(ids[0]!)!;
    const next = new Date(firstEnd);
    next.setUTCMonth(next.getUTCMonth() + 1);
    stored.billing_info.next_billing_time = next.toISOString();
    stored.billing_info.last_payment = {
      amount: { currency_code: 'USD', value: '120.00' },
      time: firstEnd.toISOString(),
    };
    paypal.subscriptions.get(ids[1]!)!.status = 'SUSPENDED';

    // Not before the day of grace is over.
    const early = new Date(firstEnd.getTime() + PAYPAL_SILENCE_MS / 2);
    await checkSilentPaypalPlans(t.app.ctx, early);
    expect((await plan(renewed)).periodEnd).toBe(firstEnd.toISOString());
    const late = new Date(firstEnd.getTime() + PAYPAL_SILENCE_MS + 60_000);
    await checkSilentPaypalPlans(t.app.ctx, late);
    await checkSilentPaypalPlans(t.app.ctx, late);
    expect(await plan(renewed)).toMatchObject({
      productid: 'gpro_default',
      state: 'active',
      periodEnd: next.toISOString(),
    });
    const history = (await t.app.inject({ url: '/api/user/plan/histories', headers: renewed.auth })).json<
      { event: string }[]
    >();
    expect(history.filter((entry) => entry.event === 'renewal')).toHaveLength(1);
    expect(await plan(ended)).toMatchObject({ planid: 'gpro', state: 'expired' });
  });

  it('cuts a flood of webhook deliveries short, each of which would cost a call to PayPal', async () => {
    const flood = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/billing/paypal/webhook',
        remoteAddress: '10.77.0.1',
        payload: { id: `WH-${n}`, event_type: 'PAYMENT.SALE.COMPLETED', resource: {} },
      });
    for (let n = 0; n < 120; n++) expect((await flood(n)).statusCode).toBe(400);
    expect((await flood(120)).statusCode).toBe(429);
  });
});
