import { UserType } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodes } from '../../db/schema/index.js';
import { sendQueuedMail } from '../../platform/mail/mail-queue.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { promoCalls } from '../../test/promo-calls.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startTossTestServer, type TossTestServer } from '../../test/toss-test-server.js';
import { createUser, type SignedInUser } from '../../test/users.js';
import { setAdmin } from '../user/admin.service.js';
import { renewDuePlans } from './billing.jobs.js';

let toss: TossTestServer;
let smtp: SmtpTestServer;
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  [toss, smtp] = await Promise.all([startTossTestServer(), startSmtpTestServer()]);
  t = await createTestApp({
    env: {
      TOSS_SECRET_KEY: toss.secretKey,
      TOSS_API_BASE: toss.url,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://vernissage.test',
    },
  });
  admin = await createUser(t.app, t.database.db);
  await setAdmin(t.database.db, admin.email, true);
});
afterAll(async () => {
  await t.close();
  await Promise.all([toss.close(), smtp.close()]);
});

const { call, makeCode } = promoCalls(
  () => t,
  () => admin,
  30,
);

const artist = () => createUser(t.app, t.database.db, { type: UserType.artist });
const plan = async (user: SignedInUser) => (await call(user, 'GET', '/billing/plan')).json<Record<string, unknown>>();

async function redeem(user: SignedInUser, code: string) {
  const entered = await call(user, 'POST', '/promocode', { uid: user.uid, code: code.toLowerCase() });
  expect(entered.statusCode, entered.body).toBe(200);
  return call(user, 'PUT', '/promocode/apply', undefined, { promoid: entered.json<{ promoid: string }>().promoid });
}

async function withCard(user: SignedInUser) {
  const { customerKey } = (await call(user, 'GET', '/billing/payment')).json<{ customerKey: string }>();
  await call(user, 'POST', '/billing/payment/register', {
    uid: user.uid,
    customerKey,
    authKey: toss.authorizeCard(customerKey),
  });
}

describe('codes made by platform admins', () => {
  it('are made by admins only, with their rules checked', async () => {
    const user = await artist();
    expect((await call(user, 'POST', '/admin/promocode', { kind: 'percent', value: 10 })).statusCode).toBe(403);
    const tooMuch = await call(admin, 'POST', '/admin/promocode', { kind: 'percent', value: 120 });
    expect(tooMuch.statusCode).toBe(400);
    const noProduct = await call(admin, 'POST', '/admin/promocode', { kind: 'months', value: 1 });
    expect(noProduct.json<{ details: { field: string }[] }>().details[0]!.field).toBe('body.productids');
    const made = await makeCode({ code: 'spring-2027', kind: 'amount', value: 3000, currency: 'KRW' });
    expect(made.code).toBe('SPRING-2027');
    expect(
      (await call(admin, 'POST', '/admin/promocode', { code: 'SPRING-2027', kind: 'percent', value: 5 })).statusCode,
    ).toBe(409);
    const list = (await call(admin, 'GET', '/admin/promocodes')).json<{ items: { code: string; uses: number }[] }>();
    expect(list.items.find((item) => item.code === 'SPRING-2027')).toMatchObject({ uses: 0 });
  });

  it('refuses an expiry that is not in the future, on its field, and makes nothing', async () => {
    const before = await t.database.db.select().from(promoCodes);
    for (const expiresAt of ['2020-01-01T00:00:00+09:00', new Date(Date.now() - 1000).toISOString()]) {
      const answer = await call(admin, 'POST', '/admin/promocode', {
        code: 'SPRING-30',
        kind: 'percent',
        value: 30,
        expiresAt,
      });
      expect(answer.statusCode, expiresAt).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'validation',
        details: [{ field: 'body.expiresAt', message: 'must be in the future' }],
      });
    }
    expect(await t.database.db.select().from(promoCodes)).toEqual(before);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect((await makeCode({ code: 'SPRING-30', kind: 'percent', value: 30, expiresAt: later })).code).toBe(
      'SPRING-30',
    );
  });

  it('names the range of a percentage it refuses', async () => {
    const answer = await call(admin, 'POST', '/admin/promocode', { kind: 'percent', value: 150 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      details: [{ field: 'body.value', message: 'a percentage is from 1 to 100' }],
    });
  });
});

describe('redeeming', () => {
  it('gives a free month of pro, which ends on the free plan without a card', async () => {
    const { code } = await makeCode({ kind: 'months', value: 1, productids: ['apro_default'] });
    const user = await artist();
    const applied = await redeem(user, code);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      promo: { status: 'spent', kind: 'months' },
      plan: { planid: 'apro', productid: 'apro_default', state: 'active', amount: 0 },
    });
    const end = Date.parse(applied.json<{ plan: { periodEnd: string } }>().plan.periodEnd);
    expect(Math.round((end - Date.now()) / 86_400_000)).toBeGreaterThanOrEqual(28);
    // Pro for the month: the website, a pro section, is writable.
    const site = (name: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/ovr/domain',
        headers: { ...user.auth, gid: user.gid },
        payload: {
          name,
          allowprice: true,
          allowdescription: true,
          allowphoto: true,
          allowemail: false,
          allowphone: false,
        },
      });
    expect((await site(`free-month-${user.uid.slice(0, 6).toLowerCase()}`)).statusCode).toBe(200);
    await renewDuePlans(t.app.ctx, new Date(end + 1000));
    expect(await plan(user)).toMatchObject({ productid: 'abasic_default', state: 'active', amount: 0 });
    expect((await site(`after-month-${user.uid.slice(0, 6).toLowerCase()}`)).statusCode).toBe(403);
  });

  it('takes a percentage off the next charge, once', async () => {
    const { code } = await makeCode({ kind: 'percent', value: 50, productids: ['apro_default'] });
    const user = await artist();
    await withCard(user);
    expect((await redeem(user, code)).json()).toMatchObject({ promo: { status: 'redeemed' } });
    const before = toss.payments.length;
    await call(user, 'PUT', '/billing/plan/update', { uid: user.uid, productid: 'apro_default', currency: 'KRW' });
    expect(toss.payments[before]!.totalAmount).toBe(6_000);
    const codes = (await call(user, 'GET', '/promocode')).json<{ code: string; status: string }[]>();
    expect(codes).toEqual([expect.objectContaining({ code, status: 'spent' })]);
  });

  it('refuses unknown, expired and second redemptions', async () => {
    const user = await artist();
    expect((await call(user, 'POST', '/promocode', { uid: user.uid, code: 'NOPE-NOPE' })).statusCode).toBe(404);
    // Made while it was valid; it has expired since.
    const expired = await makeCode({ kind: 'percent', value: 10, expiresAt: '2099-01-01T00:00:00Z' });
    await t.database.db
      .update(promoCodes)
      .set({ expiresAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(promoCodes.id, expired.promoid));
    expect((await call(user, 'POST', '/promocode', { uid: user.uid, code: expired.code })).statusCode).toBe(409);
    const once = await makeCode({ kind: 'percent', value: 10 });
    expect((await redeem(user, once.code)).statusCode).toBe(200);
    expect((await redeem(user, once.code)).statusCode).toBe(409);
    const other = await artist();
    const notYours = await call(user, 'POST', '/promocode', { uid: other.uid, code: once.code });
    expect(notYours.statusCode).toBe(403);
  });

  it('lets exactly the allowed number through when many redeem at once', async () => {
    const { code, promoid } = await makeCode({ kind: 'months', value: 1, productids: ['apro_default'], maxUses: 3 });
    const people = await Promise.all(Array.from({ length: 8 }, () => artist()));
    for (const person of people) {
      expect((await call(person, 'POST', '/promocode', { uid: person.uid, code })).statusCode).toBe(200);
    }
    const answers = await Promise.all(
      people.map((person) => call(person, 'PUT', '/promocode/apply', undefined, { promoid })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, promoid));
    expect(row!.uses).toBe(3);
    const plans = await Promise.all(people.map(plan));
    expect(plans.filter((p) => p.planid === 'apro')).toHaveLength(3);
  });
});

describe('gifts', () => {
  it('are bought in the payment window, mailed, and redeemed once by the recipient', async () => {
    const buyer = await createUser(t.app, t.database.db, { type: UserType.gallery, name: 'Gallery Bom' });
    const order = (
      await call(buyer, 'POST', '/billing/order', { productid: 'apro_default_y', currency: 'KRW', gift: true })
    ).json<{
      orderId: string;
      amount: number;
    }>();
    expect(order.amount).toBe(115_200);
    const paymentKey = toss.authorizePayment(order.orderId, order.amount);
    const payment = { paymentKey, orderId: order.orderId, amount: order.amount };
    // The answer is a redeemable code: not for whoever holds the redirect's URL.
    const stranger = await artist();
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/promocode/purchase/confirm', payload: payment });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await call(stranger, 'POST', '/promocode/purchase/confirm', payment);
    expect(foreign.statusCode).toBe(404);
    expect(toss.payments.some((entry) => entry.orderId === order.orderId)).toBe(false);
    const confirmed = await call(buyer, 'POST', '/promocode/purchase/confirm', payment);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { code } = confirmed.json<{ code: string }>();
    expect(code).toMatch(/^GIFT-/);
    // The buyer's own plan is untouched.
    expect(await plan(buyer)).toMatchObject({ productid: 'gcode_default' });

    const stolen = await call(stranger, 'POST', '/billing/plan/gift', {
      uid: stranger.uid,
      orderId: order.orderId,
      code,
    });
    expect(stolen.statusCode).toBe(404);
    const sent = await call(buyer, 'POST', '/billing/plan/gift', {
      uid: buyer.uid,
      orderId: order.orderId,
      code,
      to: 'Friend@Artists.test',
    });
    expect(sent.json()).toEqual({ sent: true, to: 'friend@artists.test' });
    await sendQueuedMail(t.app.ctx);
    const mail = await smtp.mailTo('friend@artists.test', /A gift from Gallery Bom/);
    expect(mail.text).toContain(code);

    const friend = await createUser(t.app, t.database.db, { type: UserType.artist, email: 'friend@artists.test' });
    expect((await redeem(friend, code)).json()).toMatchObject({
      plan: { productid: 'apro_default_y', state: 'active' },
    });
    const late = await call(stranger, 'POST', '/promocode', { uid: stranger.uid, code });
    expect(late.statusCode).toBe(409);
  });
});
