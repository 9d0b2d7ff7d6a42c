import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { UserType } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testResults } from '../../db/schema/index.js';
import { hashedEmail } from '../../platform/http-clients/ads-conversions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startTossTestServer, type TossTestServer } from '../../test/toss-test-server.js';
import { createUser, type SignedInUser } from '../../test/users.js';
import { setAdmin } from '../user/admin.service.js';
import { cardRegistrationArm } from './experiments.service.js';

/** A local server speaking the ads platform's Conversions API: it keeps what it was sent. */
interface Received {
  path: string;
  query: URLSearchParams;
  body: { data: { event_name: string; user_data: { em: string[] }; custom_data?: object }[] };
  raw: string;
}
const received: Received[] = [];
let answer = 200;
const ads = http.createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    const url = new URL(request.url ?? '/', 'http://ads.test');
    received.push({ path: url.pathname, query: url.searchParams, body: JSON.parse(raw) as Received['body'], raw });
    response.writeHead(answer, { 'content-type': 'application/json' }).end('{"events_received":1}');
  });
});

let toss: TossTestServer;
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  await new Promise<void>((resolve) => ads.listen(0, '127.0.0.1', resolve));
  toss = await startTossTestServer();
  t = await createTestApp({
    env: {
      ADS_PIXEL_ID: '1234567890',
      ADS_ACCESS_TOKEN: 'ads-token',
      ADS_API_BASE: `http://127.0.0.1:${(ads.address() as AddressInfo).port}/v21.0`,
      TOSS_SECRET_KEY: toss.secretKey,
      TOSS_API_BASE: toss.url,
    },
  });
  admin = await createUser(t.app, t.database.db);
  await setAdmin(t.database.db, admin.email, true);
});
afterAll(async () => {
  await t.close();
  await toss.close();
  await new Promise((resolve) => ads.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  answer = 200;
});

const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: user.auth, ...(payload ? { payload } : {}) });
const artist = () => createUser(t.app, t.database.db, { type: UserType.artist });
const startTrial = (user: SignedInUser) =>
  call(user, 'PUT', '/billing/plan/update/signup', { uid: user.uid, productid: 'apro_default', currency: 'KRW' });

describe('conversion events for the ads platform', () => {
  it('reports a started trial with the e-mail hashed, never in clear', async () => {
    const user = await artist();
    expect((await startTrial(user)).json()).toMatchObject({ state: 'trial' });
    await t.app.ctx.ads.settled();
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent!.path).toBe('/v21.0/1234567890/events');
    expect(sent!.query.get('access_token')).toBe('ads-token');
    expect(sent!.body.data[0]).toMatchObject({ event_name: 'StartTrial', action_source: 'website' });
    expect(sent!.body.data[0]!.user_data.em).toEqual([hashedEmail(user.email)]);
    expect(hashedEmail(` ${user.email.toUpperCase()} `)).toBe(hashedEmail(user.email));
    expect(sent!.raw).not.toContain(user.email);
  });

  it('reports checkout with its value, and a refused event never breaks the step', async () => {
    const user = await artist();
    answer = 500;
    const order = await call(user, 'POST', '/billing/order', { productid: 'apro_default_y', currency: 'KRW' });
    expect(order.statusCode, order.body).toBe(200);
    await t.app.ctx.ads.settled();
    expect(received.map((event) => event.body.data[0])).toMatchObject([
      {
        event_name: 'InitiateCheckout',
        custom_data: { currency: 'KRW', value: order.json<{ amount: number }>().amount },
      },
    ]);
  });

  it('keeps the step working when the ads platform cannot be reached', async () => {
    const offline = await createTestApp({
      env: { ADS_PIXEL_ID: '1', ADS_ACCESS_TOKEN: 'x', ADS_API_BASE: 'http://127.0.0.1:9/v21.0' },
    });
    try {
      const user = await createUser(offline.app, offline.database.db, { type: UserType.artist });
      const chosen = await offline.app.inject({
        method: 'PUT',
        url: '/api/billing/plan/update/signup',
        headers: user.auth,
        payload: { uid: user.uid, productid: 'apro_default', currency: 'KRW' },
      });
      expect(chosen.json()).toMatchObject({ state: 'trial' });
      await offline.app.ctx.ads.settled();
    } finally {
      await offline.close();
    }
  });
});

describe('experiment results (POST /test)', () => {
  it('stores the card-registration test with the arm and memo the server sets', async () => {
    const user = await artist();
    const response = await call(user, 'POST', '/test', {
      tid: 'card-registration',
      uid: user.uid,
      caseId: 'billing-page',
      type: 'whatever the page says',
      result: 'registered',
      memo: 'ignored',
      utmSource: 'newsletter',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true, type: cardRegistrationArm(user.uid), memo: 'abasic/abasic_default' });
    const [row] = await t.database.db.select().from(testResults).where(eq(testResults.userId, user.uid));
    expect(row).toMatchObject({ caseId: 'billing-page', result: 'registered', utmSource: 'newsletter' });
  });

  it('keeps another test’s type and memo as sent', async () => {
    const user = await artist();
    const response = await call(user, 'POST', '/test', {
      tid: 'pricing-layout',
      uid: user.uid,
      caseId: 'pricing',
      type: 'B',
      result: 'clicked',
      memo: 'yearly toggle',
    });
    expect(response.json()).toEqual({ ok: true, type: 'B', memo: 'yearly toggle' });
  });

  it('refuses a result for another account and stores nothing', async () => {
    const [user, other] = await Promise.all([artist(), artist()]);
    const response = await call(user, 'POST', '/test', { tid: 'x', uid: other.uid, caseId: 'c', result: 'r' });
    expect(response.statusCode).toBe(403);
    const rows = await t.database.db.select().from(testResults).where(eq(testResults.userId, other.uid));
    expect(rows).toHaveLength(0);
  });

  it('splits accounts by the last character of their id', () => {
    expect(cardRegistrationArm('abc0')).toBe('even');
    expect(cardRegistrationArm('abc1')).toBe('odd');
  });
});

describe('the admin billing summary', () => {
  it('is for platform admins only', async () => {
    const user = await artist();
    expect((await call(user, 'GET', '/admin/billing')).statusCode).toBe(403);
  });

  it('counts users by plan class and sums paid orders by month and currency', async () => {
    const user = await artist();
    const before = (await call(admin, 'GET', '/admin/billing')).json<{
      classes: { paid: number; free: number };
      revenue: { month: string; currency: string; amount: number; orders: number }[];
    }>();
    const order = (await call(user, 'POST', '/billing/order', { productid: 'apro_default_y', currency: 'KRW' })).json<{
      orderId: string;
      amount: number;
    }>();
    const paymentKey = toss.authorizePayment(order.orderId, order.amount);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/billing/payment/confirm',
      payload: { paymentKey, orderId: order.orderId, amount: order.amount },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const after = (await call(admin, 'GET', '/admin/billing')).json<typeof before>();
    expect(after.classes.paid).toBe(before.classes.paid + 1);
    // The artist was on the free basic plan before paying.
    expect(after.classes.free).toBe(before.classes.free - 1);
    const month = new Date().toISOString().slice(0, 7);
    const krw = (summary: typeof before) =>
      summary.revenue.find((row) => row.month === month && row.currency === 'KRW') ?? { amount: 0, orders: 0 };
    expect(krw(after).amount - krw(before).amount).toBe(order.amount);
    expect(krw(after).orders - krw(before).orders).toBe(1);
  });
});
