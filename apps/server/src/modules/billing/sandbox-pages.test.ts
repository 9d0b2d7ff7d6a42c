import { UserType } from '@vernissage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

/**
 * The payment sandbox (ADR 029): with no provider keys, checkout runs end to end against the
 * in-process fakes of Toss and PayPal through the very adapters production uses, and the windows
 * redirect back only to this site.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: user.auth, ...(payload ? { payload } : {}) });

/** Submits a sandbox window's form as the browser would. */
const decide = (path: string, decision: 'approve' | 'cancel', fields: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ decision, ...fields }).toString(),
  });

const redirectOf = (response: { statusCode: number; headers: Record<string, unknown> }) => {
  expect(response.statusCode).toBe(303);
  return new URL(String(response.headers.location), 'http://localhost');
};

describe('the Toss sandbox', () => {
  it('registers a card in its window and charges it for an upgrade, with a receipt', async () => {
    const user = await createUser(t.app, t.database.db, { type: UserType.artist });
    const method = (await call(user, 'GET', '/billing/payment')).json<{
      enabled: boolean;
      sandbox: boolean;
      customerKey: string;
    }>();
    expect(method).toMatchObject({ enabled: true, sandbox: true });

    const query = new URLSearchParams({
      customerKey: method.customerKey,
      successUrl: '/checkout/card?productid=apro_default',
      failUrl: '/checkout/failed',
    });
    const window = await t.app.inject({ url: `/sandbox/toss/card?${query}` });
    expect(window.statusCode).toBe(200);
    expect(window.body).toContain('Sandbox');
    expect(window.headers['content-security-policy']).toContain("form-action 'self'");

    const back = redirectOf(
      await decide(`/sandbox/toss/card?${query}`, 'approve', { cardNumber: '5365 1000 2000 4321' }),
    );
    expect(back.pathname).toBe('/checkout/card');
    expect(back.searchParams.get('productid')).toBe('apro_default');
    const registered = await call(user, 'POST', '/billing/payment/register', {
      uid: user.uid,
      customerKey: back.searchParams.get('customerKey'),
      authKey: back.searchParams.get('authKey'),
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json()).toMatchObject({ number: '536510******4321' });

    const upgraded = await call(user, 'PUT', '/billing/plan/update', {
      uid: user.uid,
      productid: 'apro_default',
      currency: 'KRW',
    });
    expect(upgraded.json()).toMatchObject({ planid: 'apro', state: 'active', amount: 12_000 });
    const history = (await call(user, 'GET', '/user/plan/histories')).json<{ receiptUrl: string | null }[]>();
    const receipt = history.find((entry) => entry.receiptUrl)!.receiptUrl!;
    expect(receipt).toMatch(/\/sandbox\/toss\/receipt\/redirection\?transactionId=/);
    const shown = await t.app.inject({ url: new URL(receipt).pathname + new URL(receipt).search });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('12,000');
  });

  it('pays an order in its payment window and the confirm checks it', async () => {
    const user = await createUser(t.app, t.database.db, { type: UserType.artist });
    const order = (await call(user, 'POST', '/billing/order', { productid: 'apro_default_y', currency: 'KRW' })).json<{
      orderId: string;
      amount: number;
    }>();
    const query = new URLSearchParams({
      orderId: order.orderId,
      orderName: 'Artist Pro',
      amount: String(order.amount),
      successUrl: '/checkout/paid',
      failUrl: '/checkout/failed',
    });
    const back = redirectOf(await decide(`/sandbox/toss/payment?${query}`, 'approve'));
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/billing/payment/confirm',
      payload: {
        paymentKey: back.searchParams.get('paymentKey'),
        orderId: back.searchParams.get('orderId'),
        amount: Number(back.searchParams.get('amount')),
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await call(user, 'GET', '/billing/plan')).json()).toMatchObject({ productid: 'apro_default_y' });
  });

  it('sends a cancelled window to the fail address with Toss’s code, and changes nothing', async () => {
    const user = await createUser(t.app, t.database.db, { type: UserType.artist });
    const { customerKey } = (await call(user, 'GET', '/billing/payment')).json<{ customerKey: string }>();
    const query = new URLSearchParams({ customerKey, successUrl: '/checkout/card', failUrl: '/checkout/failed' });
    const back = redirectOf(await decide(`/sandbox/toss/card?${query}`, 'cancel'));
    expect(back.pathname).toBe('/checkout/failed');
    expect(back.searchParams.get('code')).toBe('PAY_PROCESS_CANCELED');
    expect((await call(user, 'GET', '/billing/payment')).json()).toMatchObject({ card: null });
  });

  it('redirects only to this site', async () => {
    for (const successUrl of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      const query = new URLSearchParams({ customerKey: 'ck_someone', successUrl, failUrl: '/checkout/failed' });
      expect((await t.app.inject({ url: `/sandbox/toss/card?${query}` })).statusCode).toBe(400);
      expect((await decide(`/sandbox/toss/card?${query}`, 'approve')).statusCode).toBe(400);
    }
  });
});

describe('the PayPal sandbox', () => {
  it('approves a yearly gallery subscription in dollars that the server then checks with PayPal', async () => {
    const user = await createUser(t.app, t.database.db, { type: UserType.gallery });
    const { paypal } = (await call(user, 'GET', '/billing/payment')).json<{
      paypal: { enabled: boolean; sandbox: boolean; plans: Record<string, string> };
    }>();
    expect(paypal).toMatchObject({ enabled: true, sandbox: true });
    const planId = paypal.plans.gpro_default_y!;
    const query = new URLSearchParams({
      planId,
      customId: user.uid,
      returnUrl: '/checkout/paypal',
      cancelUrl: '/pricing',
    });
    const window = await t.app.inject({ url: `/sandbox/paypal/subscribe?${query}` });
    expect(window.body).toContain('$1152 / year');
    const back = redirectOf(await decide(`/sandbox/paypal/subscribe?${query}`, 'approve'));
    const started = await call(user, 'POST', '/billing/paypal/subscription', {
      uid: user.uid,
      currency: 'USD',
      productid: 'gpro_default_y',
      paypalPlanId: planId,
      orderId: back.searchParams.get('token'),
      subscriptionId: back.searchParams.get('subscription_id'),
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ planid: 'gpro', amount: 1152, currency: 'USD', provider: 'paypal' });
  });
});

describe('where the sandbox is on', () => {
  it('is on only on a machine nobody else reaches (as `npm start` on a laptop), never on one people use', () => {
    expect(loadConfig({}).payments.sandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).payments.sandbox).toBe(true);
    const reachable = { HOST: '0.0.0.0', PUBLIC_URL: 'https://vernissage.example' };
    expect(loadConfig(reachable).payments.sandbox).toBe(false);
    expect(() => loadConfig({ ...reachable, PAYMENTS_SANDBOX: 'true' })).toThrow(ConfigError);
  });

  it('mounts no window and uses no fake when it is off', async () => {
    const off = await createTestApp({ env: { PAYMENTS_SANDBOX: 'false' } });
    try {
      expect((await off.app.inject({ url: '/sandbox/toss/card' })).statusCode).toBe(404);
      expect(off.app.ctx.payments.toss.enabled).toBe(false);
      expect(off.app.ctx.payments.paypal.enabled).toBe(false);
    } finally {
      await off.close();
    }
  });
});
