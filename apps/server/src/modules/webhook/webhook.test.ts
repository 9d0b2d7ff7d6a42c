import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  CreatedApiTokenDto,
  CreatedWebhookEndpointDto,
  Page,
  WebhookDeliveryDto,
  WebhookEndpointDto,
  WebhookPayload,
} from '@vernissage/shared';
import { ArtworkState } from '@vernissage/shared';
import { verifyWebhookSignature, WebhookSignatureError } from '@vernissage/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { injectMultipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addMember, createUser, type SignedInUser } from '../../test/users.js';
import { deliverDueWebhooks, purgeOldDeliveries, WEBHOOK_LOG_DAYS, WEBHOOK_RETRY_MINUTES } from './webhook-delivery.js';
import { queueWebhookEvents } from './webhook.service.js';

/** A webhook receiver on 127.0.0.1: records every request, answers with `status`. */
interface Receiver {
  url: string;
  status: number;
  received: { headers: http.IncomingHttpHeaders; body: string }[];
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const receiver = { status: 200, received: [] } as unknown as Receiver;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = receiver.status;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}

let t: TestApp;
/** The same app's rules with `WEBHOOKS_ALLOW_PRIVATE` off (the default outside `npm start`). */
let strict: TestApp;
let receiver: Receiver;

beforeAll(async () => {
  // One after the other: two apps starting at once crowd a small machine.
  receiver = await startReceiver();
  t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
  strict = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await strict?.close();
  await receiver?.close();
});

type Json = Record<string, unknown>;
const signUp = (app = t) => createUser(app.app, app.database.db, { type: 0 });

function call(user: SignedInUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Json, app = t) {
  return app.app.inject({ method, url: `/api${url}`, headers: { ...user.auth, gid: user.gid }, payload });
}

async function register(user: SignedInUser, body: Json = {}): Promise<CreatedWebhookEndpointDto> {
  const answer = await call(user, 'POST', '/workspace/webhooks', {
    url: receiver.url,
    events: ['availability.changed', 'share.changed'],
    ...body,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<CreatedWebhookEndpointDto>();
}

async function deliveries(user: SignedInUser, id: string): Promise<Page<WebhookDeliveryDto>> {
  const answer = await call(user, 'GET', `/workspace/webhooks/${id}/deliveries`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Page<WebhookDeliveryDto>>();
}

/** Waits for what the woken `deliver-webhooks` job does in the background (no fixed sleeps). */
async function until<T>(probe: () => Promise<T | undefined | false>, what: string): Promise<T> {
  for (let tries = 0; tries < 250; tries++) {
    await deliverDueWebhooks(t.app.ctx);
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const receivedFor = (endpointId: string) =>
  receiver.received.filter((request) => (JSON.parse(request.body) as WebhookPayload).data.endpoint === endpointId);

/** The delivery row, once its attempt count reached `attempts` and the attempt was recorded. */
const attempted = (id: string, attempts: number) =>
  until(async () => {
    const [row] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    return row && row.attempts === attempts && (row.lastStatus !== null || row.lastError !== null) && row;
  }, `attempt ${attempts} of ${id}`);

/** Makes a delivery due now: the test's way of letting its backoff pass. */
const makeDue = (db: TestApp['database']['db'], id: string) =>
  db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(webhookDeliveries.id, id));

async function ping(user: SignedInUser, id: string, app = t): Promise<WebhookDeliveryDto> {
  const answer = await call(user, 'POST', `/workspace/webhooks/${id}/ping`, undefined, app);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<WebhookDeliveryDto>();
}

describe('registering endpoints', () => {
  it('answers a whsec_ secret that the list never carries and the owner can reveal again', async () => {
    const owner = await signUp();
    const created = await register(owner, { description: 'Stock sync' });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(created.endpoint).toMatchObject({
      url: receiver.url,
      description: 'Stock sync',
      events: ['availability.changed', 'share.changed'],
      secretPrefix: created.secret.slice(0, 10),
      disabledAt: null,
      lastDelivery: null,
    });
    const list = await call(owner, 'GET', '/workspace/webhooks');
    expect(list.json<WebhookEndpointDto[]>().map((endpoint) => endpoint.id)).toEqual([created.endpoint.id]);
    expect(list.body).not.toContain(created.secret);
    const revealed = await call(owner, 'GET', `/workspace/webhooks/${created.endpoint.id}/secret`);
    expect(revealed.json()).toEqual({ secret: created.secret });
  });

  it('refuses http://, private, loopback, link-local, CGNAT, multicast and mapped addresses when the flag is off', async () => {
    const owner = await signUp(strict);
    for (const url of [
      'http://93.184.215.14/hooks',
      'https://127.0.0.1/hooks',
      'https://localhost/hooks',
      'https://10.1.2.3/',
      'https://172.16.0.1/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/',
      'https://224.0.0.1/',
      'https://0.0.0.0/',
      'https://[::1]/',
      'https://[fe80::1]/',
      'https://[fd00::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::]/',
      'https://0177.0.0.1/',
    ]) {
      const answer = await call(owner, 'POST', '/workspace/webhooks', { url, events: ['artwork.created'] }, strict);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json(), url).toMatchObject({ code: 'validation', details: [{ field: 'body.url' }] });
    }
    expect(await strict.database.db.select().from(webhookEndpoints)).toEqual([]);
    // A public address is taken.
    const taken = await call(
      owner,
      'POST',
      '/workspace/webhooks',
      { url: 'https://93.184.215.14/hooks', events: ['artwork.created'] },
      strict,
    );
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('checks the address again at every delivery: an endpoint now pointing inside is not called', async () => {
    const owner = await signUp(strict);
    const created = (
      await call(
        owner,
        'POST',
        '/workspace/webhooks',
        { url: 'https://93.184.215.14/hooks', events: ['share.changed'] },
        strict,
      )
    ).json<CreatedWebhookEndpointDto>();
    // What a rebinding name or a changed record amounts to: the endpoint now leads to this machine.
    await strict.database.db
      .update(webhookEndpoints)
      .set({ url: receiver.url.replace('http:', 'https:') })
      .where(eq(webhookEndpoints.id, created.endpoint.id));
    const before = receiver.received.length;
    const sent = await ping(owner, created.endpoint.id, strict);
    // The ping woke the app's own job, which may hold the delivery under way: wait for its record.
    await deliverDueWebhooks(strict.app.ctx);
    const row = await until(async () => {
      const [found] = await strict.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, sent.id));
      return found?.lastError != null && found;
    }, 'the refused attempt');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatus: null });
    expect(row.lastError).toMatch(/127\.0\.0\.1.*not a public internet address/);
    expect(receiver.received.length).toBe(before);
  });

  it('refuses bad bodies with 400 and stores nothing', async () => {
    const owner = await signUp();
    for (const body of [
      {},
      { url: receiver.url },
      { url: receiver.url, events: [] },
      { url: receiver.url, events: ['artwork.deleted'] },
      { url: receiver.url, events: ['artwork.created', 'artwork.created'] },
      { url: 'javascript:alert(1)', events: ['artwork.created'] },
      { url: 'ftp://example.com/', events: ['artwork.created'] },
      { url: receiver.url, events: ['artwork.created'], description: 'x'.repeat(201) },
      { url: receiver.url, events: ['artwork.created'], secret: 'whsec_mine' },
    ]) {
      const answer = await call(owner, 'POST', '/workspace/webhooks', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'validation' });
    }
    expect(
      await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.galleryId, owner.gid)),
    ).toEqual([]);
    const { endpoint } = await register(owner);
    const patch = await call(owner, 'PATCH', `/workspace/webhooks/${endpoint.id}`, { events: ['nope'] });
    expect(patch.statusCode).toBe(400);
    expect((await call(owner, 'PATCH', `/workspace/webhooks/${endpoint.id}`, {})).statusCode).toBe(400);
    const [stored] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(stored!.events).toEqual(['availability.changed', 'share.changed']);
  });
});

describe('access', () => {
  it("answers 404 for another workspace's endpoints and deliveries, 403 to a member who does not manage", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const { endpoint } = await register(owner);
    const sent = await ping(owner, endpoint.id);
    const base = `/workspace/webhooks/${endpoint.id}`;
    const routes: [Parameters<typeof call>[1], string, Json?][] = [
      ['PATCH', base, { disabled: true }],
      ['GET', `${base}/secret`],
      ['GET', `${base}/deliveries`],
      ['POST', `${base}/deliveries/${sent.id}/resend`],
      ['POST', `${base}/ping`],
      ['DELETE', base],
    ];
    for (const [method, url, body] of routes) {
      const answer = await call(stranger, method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    const member = await signUp();
    await addMember(t.database.db, owner.gid, member.uid, 'member');
    const asMember = { ...member, gid: owner.gid };
    for (const [method, url, body] of [['GET', '/workspace/webhooks'] as const, ...routes]) {
      expect((await call(asMember, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(
      (await call(asMember, 'POST', '/workspace/webhooks', { url: receiver.url, events: ['artwork.created'] }))
        .statusCode,
    ).toBe(403);
    const [still] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(still).toMatchObject({ disabledAt: null });
  });

  it('sets nothing up once the plan has lapsed, yet pauses and deletes (ADR 052)', async () => {
    const artist = await createUser(t.app, t.database.db, { type: 7 });
    await t.database.db.update(users).set({ planid: 'apro', planState: 'active' }).where(eq(users.id, artist.uid));
    const { endpoint } = await register(artist);
    await t.database.db.update(users).set({ planState: 'expired' }).where(eq(users.id, artist.uid));
    const base = `/workspace/webhooks/${endpoint.id}`;
    const setUps: [Parameters<typeof call>[1], string, Json?][] = [
      ['POST', '/workspace/webhooks', { url: receiver.url, events: ['artwork.created'] }],
      ['PATCH', base, { description: 'Renamed' }],
      ['PATCH', base, { disabled: false }],
      ['POST', `${base}/ping`],
    ];
    for (const [method, url, body] of setUps) {
      const answer = await call(artist, method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(
      await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.galleryId, artist.gid)),
    ).toEqual([expect.objectContaining({ description: null, disabledAt: null })]);
    expect(
      await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id)),
    ).toEqual([]);
    const paused = await call(artist, 'PATCH', base, { disabled: true });
    expect(paused.statusCode, paused.body).toBe(200);
    expect((await call(artist, 'DELETE', base)).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.galleryId, artist.gid)),
    ).toEqual([]);
  });

  it('lets an API token with the webhooks scope manage endpoints, and refuses one without it', async () => {
    const owner = await signUp();
    const makeToken = async (scopes: string[]) => {
      const answer = await call(owner, 'POST', '/workspace/tokens', { name: 'Hooks', scopes, expiresInDays: 30 });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<CreatedApiTokenDto>().token;
    };
    const withScope = { ...owner, auth: { authorization: `Bearer ${await makeToken(['webhooks'])}` } };
    const without = { ...owner, auth: { authorization: `Bearer ${await makeToken(['inventory:read', 'shares'])}` } };
    const made = await call(withScope, 'POST', '/workspace/webhooks', {
      url: receiver.url,
      events: ['artwork.created'],
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((await call(withScope, 'GET', '/workspace/webhooks')).json<WebhookEndpointDto[]>()).toHaveLength(1);
    expect((await call(without, 'GET', '/workspace/webhooks')).statusCode).toBe(403);
    const refused = await call(without, 'POST', '/workspace/webhooks', {
      url: receiver.url,
      events: ['artwork.created'],
    });
    expect(refused.statusCode).toBe(403);
    expect(
      await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.galleryId, owner.gid)),
    ).toHaveLength(1);
  });
});

describe('deliveries', () => {
  it('signs each delivery so the documented recipe and the SDK verify it, and a replay is refused', async () => {
    const owner = await signUp();
    const { endpoint, secret } = await register(owner);
    const sent = await ping(owner, endpoint.id);
    const [request] = await until(
      async () => receivedFor(endpoint.id).length === 1 && receivedFor(endpoint.id),
      'the ping',
    );
    const { headers, body } = request!;
    expect(headers['vernissage-event']).toBe('ping');
    expect(headers['vernissage-delivery']).toBe(sent.id);
    expect(headers['content-type']).toBe('application/json');
    const payload = JSON.parse(body) as WebhookPayload;
    expect(payload).toMatchObject({ id: sent.eventId, type: 'ping', gid: owner.gid });
    expect(payload.id).toMatch(/^evt_/);

    // docs/webhooks.md, by hand with node:crypto.
    const header = String(headers['vernissage-signature']);
    const [, t1, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header)!;
    const expected = createHmac('sha256', secret).update(`${t1}.${body}`).digest();
    expect(timingSafeEqual(Buffer.from(v1!, 'hex'), expected)).toBe(true);
    expect(Math.abs(Date.now() / 1000 - Number(t1))).toBeLessThan(60);

    // The SDK's function.
    expect(verifyWebhookSignature({ payload: body, header, secret })).toEqual({ timestamp: Number(t1) });
    const later = new Date((Number(t1) + 301) * 1000);
    expect(() => verifyWebhookSignature({ payload: body, header, secret, now: later })).toThrow(WebhookSignatureError);
    expect(() => verifyWebhookSignature({ payload: body.replace('ping', 'pong'), header, secret })).toThrow(
      /does not match/,
    );
    expect(() => verifyWebhookSignature({ payload: body, header, secret: 'whsec_other' })).toThrow(/does not match/);

    // The app's own delivery loop may have sent it: the receiver can answer before the log is written.
    const logged = await until(async () => {
      const [item] = (await deliveries(owner, endpoint.id)).items;
      return item?.status !== 'pending' && item;
    }, 'the delivery logged');
    expect(logged).toMatchObject({ id: sent.id, status: 'succeeded', attempts: 1, lastStatus: 200, lastError: null });
  });

  it('queues an event only when its change commits: a refused change queues nothing', async () => {
    const owner = await signUp();
    const collector = await createUser(t.app, t.database.db, { type: 3 });
    const { endpoint } = await register(owner);
    const { artwork } = await createArtwork(t.database.db, { gid: owner.gid, createdBy: owner.uid, title: 'Moon Jar' });
    const offer = await t.app.inject({
      method: 'POST',
      url: '/api/artwork/share',
      headers: owner.auth,
      payload: { aid: artwork.id, email: collector.email },
    });
    expect(offer.statusCode, offer.body).toBe(200);
    const { sid } = offer.json<{ sid: string }>();
    const log = await until(async () => {
      const page = await deliveries(owner, endpoint.id);
      return page.total === 2 && page.items.every((item) => item.status === 'succeeded') && page;
    }, 'the share and availability events');
    const byType = Object.fromEntries(log.items.map((item) => [item.event, item.payload.data]));
    expect(byType).toEqual({
      'share.changed': { sid, aid: artwork.id, previousState: null, state: ArtworkState.shared },
      'availability.changed': {
        aid: artwork.id,
        title: 'Moon Jar',
        previousState: ArtworkState.ready,
        state: ArtworkState.shared,
      },
    });

    const illegal = await t.app.inject({
      method: 'PUT',
      url: '/api/artwork/shared/state',
      headers: owner.auth,
      payload: { sid, state: ArtworkState.done },
    });
    expect(illegal.statusCode).toBe(409);
    const rows = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(rows).toHaveLength(2);

    // An event the endpoint does not subscribe to is not queued for it.
    const message = await t.app.inject({
      method: 'POST',
      url: '/api/visitor/message',
      payload: { gid: owner.gid, message: 'Is the moon jar still available?', email: 'visitor@example.test' },
    });
    expect(message.statusCode, message.body).toBe(200);
    expect(
      await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id)),
    ).toHaveLength(2);
  });

  it('keeps a queued event with its transaction: rolled back, it is gone; committed, it is there', async () => {
    const owner = await signUp();
    const { endpoint } = await register(owner);
    const event = { type: 'availability.changed' as const, data: { aid: 'a-work', state: ArtworkState.holding } };
    const queuedFor = () =>
      t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));

    let queued = 0;
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        queued = await queueWebhookEvents(tx, owner.gid, [event]);
        throw new Error('the change fails after queueing');
      }),
    ).rejects.toThrow('the change fails after queueing');
    // It was queued inside the transaction, and left with it.
    expect(queued).toBe(1);
    expect(await queuedFor()).toHaveLength(0);

    await t.app.ctx.db.transaction((tx) => queueWebhookEvents(tx, owner.gid, [event]));
    const [kept] = await queuedFor();
    expect(kept).toMatchObject({ status: 'pending' });
  });

  it('tells of artworks created and changed and of visitor messages, with small payloads', async () => {
    const owner = await signUp();
    const { endpoint } = await register(owner, { events: ['artwork.created', 'artwork.updated', 'visitor.message'] });
    const added = await injectMultipart(t.app, {
      method: 'POST',
      url: '/api/inventory/item',
      data: { title: 'Blue Hour', price: { amount: 1_200_000, currency: 'KRW' } },
      headers: { ...owner.auth, gid: owner.gid },
    });
    expect(added.statusCode, added.body).toBe(200);
    const { aid } = added.json<{ aid: string }>();
    const changed = await injectMultipart(t.app, {
      method: 'PUT',
      url: '/api/artwork',
      data: { title: 'Blue Hour II', year: 2024 },
      headers: { ...owner.auth, aid },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const message = await t.app.inject({
      method: 'POST',
      url: '/api/visitor/message',
      payload: { gid: owner.gid, message: 'Is it still available?', email: 'visitor@example.test', aid },
    });
    expect(message.statusCode, message.body).toBe(200);
    const log = await until(async () => {
      const page = await deliveries(owner, endpoint.id);
      return page.total === 3 && page.items.every((item) => item.status === 'succeeded') && page;
    }, 'three events');
    const byType = Object.fromEntries(log.items.map((item) => [item.event, item.payload.data]));
    expect(byType).toEqual({
      'artwork.created': { aid, title: 'Blue Hour' },
      'artwork.updated': { aid, title: 'Blue Hour II', changed: ['title', 'year'] },
      'visitor.message': {
        vmid: message.json<{ vmid: string }>().vmid,
        kind: 'message',
        aid,
        name: null,
        email: 'visitor@example.test',
        message: 'Is it still available?',
      },
    });
  });

  it('retries a refusing endpoint with backoff, logging each attempt, until it recovers — or fails after the last', async () => {
    const owner = await signUp();
    const { endpoint } = await register(owner);
    receiver.status = 500;
    try {
      const sent = await ping(owner, endpoint.id);
      const minutesUntil = (row: { nextAttemptAt: Date | null }) =>
        (row.nextAttemptAt!.getTime() - Date.now()) / 60_000;

      const first = await attempted(sent.id, 1);
      expect(first).toMatchObject({ status: 'pending', lastStatus: 500, lastError: 'The receiver answered HTTP 500.' });
      expect(minutesUntil(first)).toBeGreaterThan(0.9);
      expect(minutesUntil(first)).toBeLessThanOrEqual(1);
      // Not due yet: a run leaves it alone.
      await deliverDueWebhooks(t.app.ctx);
      expect(receivedFor(endpoint.id)).toHaveLength(1);

      await makeDue(t.database.db, sent.id);
      const second = await attempted(sent.id, 2);
      expect(minutesUntil(second)).toBeGreaterThan(4.9);
      expect(minutesUntil(second)).toBeLessThanOrEqual(5);

      receiver.status = 204;
      await makeDue(t.database.db, sent.id);
      const third = await attempted(sent.id, 3);
      expect(third).toMatchObject({ status: 'succeeded', lastStatus: 204, lastError: null, nextAttemptAt: null });
      expect(third.deliveredAt).not.toBeNull();
      const requests = receivedFor(endpoint.id);
      expect(requests).toHaveLength(3);
      expect(new Set(requests.map((request) => request.headers['vernissage-delivery']))).toEqual(new Set([sent.id]));
      expect(new Set(requests.map((request) => (JSON.parse(request.body) as WebhookPayload).id))).toEqual(
        new Set([sent.eventId]),
      );

      // Another that is refused on its last attempt ends failed, with nothing more to come.
      receiver.status = 500;
      const doomed = await ping(owner, endpoint.id);
      await attempted(doomed.id, 1);
      await t.database.db
        .update(webhookDeliveries)
        .set({ attempts: WEBHOOK_RETRY_MINUTES.length })
        .where(eq(webhookDeliveries.id, doomed.id));
      await makeDue(t.database.db, doomed.id);
      await attempted(doomed.id, WEBHOOK_RETRY_MINUTES.length + 1);
      const [failed] = (await deliveries(owner, endpoint.id)).items;
      expect(failed).toMatchObject({
        id: doomed.id,
        status: 'failed',
        attempts: WEBHOOK_RETRY_MINUTES.length + 1,
        lastStatus: 500,
        nextAttemptAt: null,
      });
      const [listed] = (await call(owner, 'GET', '/workspace/webhooks')).json<WebhookEndpointDto[]>();
      expect(listed!.lastDelivery).toMatchObject({ status: 'failed', lastStatus: 500 });
    } finally {
      receiver.status = 200;
    }
  });

  it('keeps a paused endpoint’s waiting deliveries, sends none while paused, and sends them on resuming', async () => {
    const owner = await signUp();
    const { endpoint } = await register(owner);
    receiver.status = 503;
    try {
      const sent = await ping(owner, endpoint.id);
      await attempted(sent.id, 1);
      const paused = await call(owner, 'PATCH', `/workspace/webhooks/${endpoint.id}`, { disabled: true });
      expect(paused.statusCode, paused.body).toBe(200);
      receiver.status = 200;
      await makeDue(t.database.db, sent.id);
      await deliverDueWebhooks(t.app.ctx);
      const [waiting] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, sent.id));
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
      expect(receivedFor(endpoint.id)).toHaveLength(1);

      const resumed = await call(owner, 'PATCH', `/workspace/webhooks/${endpoint.id}`, { disabled: false });
      expect(resumed.json<WebhookEndpointDto>().disabledAt).toBeNull();
      const delivered = await until(async () => {
        const [row] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, sent.id));
        return row?.status === 'succeeded' && row;
      }, 'the resumed delivery');
      expect(delivered).toMatchObject({ attempts: 2, lastStatus: 200 });
      expect(receivedFor(endpoint.id).map((request) => request.headers['vernissage-delivery'])).toEqual([
        sent.id,
        sent.id,
      ]);
    } finally {
      receiver.status = 200;
    }
  });

  it('resends a delivery as a new one with the same event id; a disabled endpoint gets nothing', async () => {
    const owner = await signUp();
    const { endpoint } = await register(owner);
    const sent = await ping(owner, endpoint.id);
    await attempted(sent.id, 1);
    const resent = await call(owner, 'POST', `/workspace/webhooks/${endpoint.id}/deliveries/${sent.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    const again = resent.json<WebhookDeliveryDto>();
    expect(again).toMatchObject({ eventId: sent.eventId, event: 'ping' });
    expect(again.id).not.toBe(sent.id);
    await attempted(again.id, 1);
    const log = await deliveries(owner, endpoint.id);
    expect(log.items.map((item) => [item.id, item.eventId, item.status])).toEqual([
      [again.id, sent.eventId, 'succeeded'],
      [sent.id, sent.eventId, 'succeeded'],
    ]);
    expect(receivedFor(endpoint.id).map((request) => request.headers['vernissage-delivery'])).toEqual([
      sent.id,
      again.id,
    ]);

    const disabled = await call(owner, 'PATCH', `/workspace/webhooks/${endpoint.id}`, { disabled: true });
    expect(disabled.json<WebhookEndpointDto>().disabledAt).not.toBeNull();
    expect((await call(owner, 'POST', `/workspace/webhooks/${endpoint.id}/ping`)).statusCode).toBe(409);
    const { artwork } = await createArtwork(t.database.db, { gid: owner.gid, createdBy: owner.uid, title: 'Quiet' });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/artwork/state',
      headers: { ...owner.auth, gid: owner.gid },
      payload: { aid: artwork.id, state: ArtworkState.soldout },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await deliveries(owner, endpoint.id)).total).toBe(2);

    expect((await call(owner, 'DELETE', `/workspace/webhooks/${endpoint.id}`)).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id)),
    ).toEqual([]);
  });

  it('keeps finished deliveries in the log for 30 days; one still being retried stays whatever its age', async () => {
    const owner = await signUp();
    const { endpoint } = await register(owner);
    const done = await ping(owner, endpoint.id);
    await attempted(done.id, 1);
    receiver.status = 500;
    let retrying: WebhookDeliveryDto;
    try {
      retrying = await ping(owner, endpoint.id);
      await attempted(retrying.id, 1);
    } finally {
      receiver.status = 200;
    }
    const longAgo = new Date(Date.now() - (WEBHOOK_LOG_DAYS + 1) * 24 * 60 * 60 * 1000);
    await t.database.db
      .update(webhookDeliveries)
      .set({ createdAt: longAgo })
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    const fresh = await ping(owner, endpoint.id);
    await attempted(fresh.id, 1);

    expect(await purgeOldDeliveries(t.app.ctx)).toBeGreaterThanOrEqual(1);
    const left = (await deliveries(owner, endpoint.id)).items.map((delivery) => delivery.id);
    expect(left.sort()).toEqual([retrying.id, fresh.id].sort());
  });
});
