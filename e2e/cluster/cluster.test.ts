import fs from 'node:fs/promises';
import path from 'node:path';
import { ArtworkState, UserType, type CreatedWebhookEndpointDto } from '@vernissage/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../apps/server/src/db/client.js';
import { makeImage } from '../../apps/server/src/platform/images/test-images.js';
import { cookiesSetBy } from '../support/accounts.js';
import { addWork, call, json, offer, offersOf, signIn, signUp, workspaceOf, type Person } from './support/api.js';
import { scrapeMetrics, startCluster, type Cluster } from './support/cluster.js';
import { openEventStream } from './support/event-stream.js';
import { startTossServer, startWebhookReceiver, type TossServer, type WebhookReceiver } from './support/receivers.js';

/**
 * The API journeys through two instances behind a round-robin proxy, on one PostgreSQL, Redis and
 * S3-compatible store (issue 14, item 3; ADR 049). The tests run in order and build on each other:
 * the accounts and works of the first ones are those of the later ones.
 */
const { ready: READY, shared: SHARED, holding: HOLDING } = ArtworkState;
const suffix = Date.now().toString(36);
const emailOf = (who: string) => `${who}-${suffix}@cluster.test`;

let cluster: Cluster;
let gallery: Person;
let gid: string;
const collectors: Person[] = [];
/** Toss Payments, and the gallery's webhook receiver: outside the cluster, as they would be. */
let toss: TossServer;
let webhooks: WebhookReceiver;
let endpointId: string;

beforeAll(async () => {
  [toss, webhooks] = await Promise.all([startTossServer(), startWebhookReceiver()]);
  cluster = await startCluster({
    env: {
      TOSS_SECRET_KEY: toss.secretKey,
      TOSS_CLIENT_KEY: toss.clientKey,
      TOSS_API_BASE: toss.url,
      // The receiver listens on 127.0.0.1; allowed, as the instances serve this machine only.
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    },
  });
});
afterAll(async () => {
  await cluster?.close();
  await Promise.all([toss?.close(), webhooks?.close()]);
});

const instance = (n: number) => cluster.instances[n]!.url;

describe('two instances on one PostgreSQL, Redis and S3', () => {
  it('start together on a new database, migrate it once, and are ready', async () => {
    const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const { rows } = await cluster.db.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
    expect(Number(rows[0]!.count)).toBe(journal.entries.length);
    for (const n of [0, 1]) {
      expect(await json(call(instance(n), '/api/ready'))).toEqual({
        status: 'ready',
        database: 'postgres',
        redis: 'up',
      });
    }
  });

  it('sends each mail once, whichever instance runs the job, and a session works on both', async () => {
    gallery = await signUp(cluster, emailOf('gallery'), 0);
    const sent = cluster
      .output()
      .split('\n')
      .filter((line) => line.includes(`Mail to ${gallery.email} kept`));
    expect(sent).toHaveLength(1);
    gid = await workspaceOf(cluster.url, gallery.auth);

    // The browser session opened through the proxy, on each instance directly.
    for (const n of [0, 1]) {
      expect((await json<{ uid: string }>(call(instance(n), '/api/user', { auth: gallery.auth }))).uid).toBe(
        gallery.uid,
      );
    }
    // A bearer token from one instance is good on the other, both ways.
    for (const [from, to] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const auth = await signIn(instance(from), gallery);
      expect((await json<{ uid: string }>(call(instance(to), '/api/user', { auth }))).uid).toBe(gallery.uid);
    }
  });

  it('ends a session on every instance when it signs out on one', async () => {
    const login = await call(instance(0), '/api/user/login', {
      body: { id: gallery.email, oauth: 'credentials', password: gallery.password },
    });
    expect(login.status).toBe(200);
    const cookie = cookiesSetBy(login);
    expect((await call(instance(1), '/api/user', { auth: { cookie } })).status).toBe(200);
    expect((await call(instance(0), '/api/user/logout', { method: 'POST', auth: { cookie } })).status).toBeLessThan(
      300,
    );
    expect((await call(instance(1), '/api/user', { auth: { cookie } })).status).toBe(401);
  });

  it('counts sign-in attempts of both instances against one limit', async () => {
    // An address nobody signed in with yet, so only these attempts count.
    const id = emailOf('guessed');
    const guess = (n: number) =>
      call(instance(n), '/api/user/login', { body: { id, oauth: 'credentials', password: 'wrong guess' } });
    // Ten wrong guesses, five on each instance: each alone has seen five, the limit (10) counts ten.
    for (let attempt = 0; attempt < 10; attempt++) expect((await guess(attempt % 2)).status).toBe(401);
    const eleventh = await guess(0);
    expect(eleventh.status).toBe(429);
    expect(await eleventh.json()).toMatchObject({ code: 'rate_limited' });
    expect((await guess(1)).status).toBe(429);
  });

  it('grants one hold when many requests race on both instances', async () => {
    for (const who of ['ann', 'ben', 'cho', 'dan', 'eun']) collectors.push(await signUp(cluster, emailOf(who), 3));
    const work = await addWork(cluster.url, gallery.auth, gid, 'The raced work');
    for (const collector of collectors) await offer(cluster.url, gallery.auth, work.aid, collector.email);
    const sids = await Promise.all(
      collectors.map(async (collector) => (await offersOf(cluster.url, collector))[0]!.sid),
    );

    // Four requests per collector, twenty in all, every other one on each instance, all at once.
    const attempts = collectors.flatMap((collector, c) =>
      [0, 1, 2, 3].map((k) => ({ collector, sid: sids[c]!, on: (c + k) % 2 })),
    );
    const answers = await Promise.all(
      attempts.map(({ collector, sid, on }) =>
        call(instance(on), '/api/artwork/shared/hold', { auth: collector.auth, body: { sid } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    const { rows } = await cluster.db.query<{ state: number }>('select state from shares where artwork_id = $1', [
      work.aid,
    ]);
    expect(rows.filter((row) => row.state === HOLDING)).toHaveLength(1);
    const artwork = await cluster.db.query<{ state: number }>('select state from artworks where id = $1', [work.aid]);
    expect(artwork.rows[0]!.state).toBe(HOLDING);
  });

  it('brings a change made on one instance to a page listening on the other', async () => {
    const [held] = (
      await cluster.db.query<{ id: string; artwork_id: string; shareuid: string }>(
        'select id, artwork_id, shareuid from shares where state = $1',
        [HOLDING],
      )
    ).rows;
    const holder = collectors.find((collector) => collector.uid === held!.shareuid)!;
    // The workspace's page listens on instance 1, the holder's page through the proxy.
    const onOther = await openEventStream(`${instance(1)}/api/events?gid=${gid}`, gallery.auth);
    const viaProxy = await openEventStream(`${cluster.url}/api/events`, holder.auth);
    try {
      const cancelled = await call(instance(0), '/api/artwork/shared/hold/cancel', {
        auth: holder.auth,
        body: { sid: held!.id },
      });
      expect(cancelled.status).toBe(200);
      // The work is offered to the others still: it is back to "shared".
      const expected = { type: 'artwork', aid: held!.artwork_id, state: SHARED };
      await expect(onOther.next((event) => event.aid === held!.artwork_id)).resolves.toMatchObject(expected);
      await expect(viaProxy.next((event) => event.aid === held!.artwork_id)).resolves.toMatchObject(expected);
    } finally {
      onOther.close();
      viaProxy.close();
    }
  });

  it('serves files uploaded through one instance from the other, out of the shared store', async () => {
    const work = await addWork(instance(0), gallery.auth, gid, 'The photographed work', [await makeImage('jpeg')]);
    const [image] = work.images;
    expect(image).toBeDefined();
    // The original is for members only: the other instance checks the session too.
    expect(image!.urls).toHaveProperty('original');
    for (const url of Object.values(image!.urls)) {
      const file = await fetch(new URL(url, instance(1)), { headers: gallery.auth });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/^image\//);
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    const keys: string[] = [];
    for await (const key of cluster.storage.keys(`g/${gid}/a/${work.aid}/`)) keys.push(key);
    expect(keys.length).toBeGreaterThanOrEqual(3);
    // Nothing landed on an instance's own disk.
    for (const running of cluster.instances) {
      const local = await fs.readdir(path.join(running.dataDir, 'files')).catch(() => []);
      expect(local).toEqual([]);
    }
  });

  it('shows the latency histogram of every route the suite called, on each instance', async () => {
    const called = [
      '/api/ready',
      '/api/user/signup',
      '/api/user/login',
      '/api/user/logout',
      '/api/user',
      '/api/user/galleries',
      '/api/artwork',
      '/api/artwork/share',
      '/api/artwork/shared/{uid}',
      '/api/artwork/shared/hold',
      '/api/artwork/shared/hold/cancel',
      '/files/*',
    ];
    const scrapes = await Promise.all(cluster.instances.map(scrapeMetrics));
    const histogramOf = (text: string, route: string) =>
      new RegExp(
        `^vernissage_http_request_duration_seconds_count\\{[^}]*route="${escapeRegExp(route)}"[^}]*\\} [1-9]`,
        'm',
      ).test(text);
    const missing = called.filter((route) => !scrapes.some((text) => histogramOf(text, route)));
    expect(missing).toEqual([]);
    // Calls the suite made on each instance directly appear on each.
    for (const text of scrapes) {
      for (const route of ['/api/ready', '/api/user', '/api/user/login', '/api/artwork/shared/hold']) {
        expect(histogramOf(text, route), route).toBe(true);
      }
      expect(text).toMatch(/^vernissage_db_pool_connections\{state="total"\} \d+/m);
      // Event streams are not answers with a latency: the gauge counts them, and they closed.
      expect(text).toMatch(/^vernissage_event_streams 0$/m);
      expect(text).toMatch(/^vernissage_job_runs_total\{job="send-mail",outcome="ok"\} [1-9]/m);
    }
  });

  it('delivers each webhook event once while both instances run the delivery job', async () => {
    const created = await json<CreatedWebhookEndpointDto>(
      call(instance(0), '/api/workspace/webhooks', {
        auth: gallery.auth,
        headers: { gid },
        body: { url: webhooks.url, events: ['artwork.created', 'availability.changed', 'share.changed'] },
      }),
    );
    endpointId = created.endpoint.id;
    // Ten works added at once, five on each instance: each commit wakes its own instance's job,
    // and both jobs take from the one queue.
    const works = await Promise.all(
      Array.from({ length: 10 }, (_, n) => addWork(instance(n % 2), gallery.auth, gid, `Announced work ${n}`)),
    );
    await vi.waitFor(
      async () => {
        const rows = await webhookDeliveries();
        expect(rows.map((row) => row.payload.data.aid).sort()).toEqual(works.map((work) => work.aid).sort());
        expect(rows.every((row) => row.status === 'succeeded')).toBe(true);
      },
      { timeout: 30_000, interval: 200 },
    );
    const rows = await webhookDeliveries();
    expectEachDeliveredOnce(rows);
    expect(rows.map((row) => row.attempts)).toEqual(rows.map(() => 1));
  });

  it('runs each job once when both instances run it at the same moment: hold expiry, trash purge, plan renewal, webhook retry', async () => {
    const [first, second] = collectors;
    // The receiver is down for now: every event of this test is refused once, to be retried.
    webhooks.status = 503;
    // Two artists on a paid plan, each with a card at Toss; the second card will be declined.
    const payer = await signUp(cluster, emailOf('payer'), UserType.artist);
    const decliner = await signUp(cluster, emailOf('decliner'), UserType.artist);
    for (const artist of [payer, decliner]) {
      const { customerKey } = await json<{ customerKey: string }>(
        call(cluster.url, '/api/billing/payment', { auth: artist.auth }),
      );
      await json(
        call(cluster.url, '/api/billing/payment/register', {
          auth: artist.auth,
          body: { uid: artist.uid, customerKey, authKey: toss.authorizeCard(customerKey) },
        }),
      );
      await json(
        call(cluster.url, '/api/billing/plan/update', {
          method: 'PUT',
          auth: artist.auth,
          body: { uid: artist.uid, productid: 'apro_default', currency: 'KRW' },
        }),
      );
      if (artist === decliner) toss.declineCard(customerKey);
    }
    const renewals = async () =>
      (
        await cluster.db.query<{ user_id: string; order_id: string; status: string }>(
          `select user_id, order_id, status from billing_orders where purpose = 'renewal' and user_id = any($1)`,
          [[payer.uid, decliner.uid]],
        )
      ).rows;
    expect(await renewals()).toEqual([]);
    // A work in the trash, with its image, to be purged.
    const trashed = await addWork(cluster.url, gallery.auth, gid, 'The purged work', [await makeImage('jpeg')]);
    const deleted = await call(cluster.url, '/api/artwork/delete', {
      method: 'PUT',
      auth: gallery.auth,
      headers: { aid: trashed.aid },
    });
    expect(deleted.status).toBe(200);
    const work = await addWork(cluster.url, gallery.auth, gid, 'The expiring work');
    for (const collector of [first!, second!]) await offer(cluster.url, gallery.auth, work.aid, collector.email);
    const sidOf = async (collector: Person) =>
      (await offersOf(cluster.url, collector)).find((share) => share.aid === work.aid)!.sid;
    const held = await call(cluster.url, '/api/artwork/shared/hold', {
      auth: first!.auth,
      body: { sid: await sidOf(first!) },
    });
    expect(held.status).toBe(200);
    const queued = await call(cluster.url, '/api/artwork/shared/waitlist', {
      auth: second!.auth,
      body: { sid: await sidOf(second!) },
    });
    expect(queued.status).toBe(200);
    // Every delivery queued so far was refused once and waits for its retry.
    await vi.waitFor(
      async () => {
        const pending = (await webhookDeliveries()).filter((row) => row.status === 'pending');
        expect(pending.length).toBeGreaterThanOrEqual(2);
        expect(pending.map((row) => row.last_status)).toEqual(pending.map(() => 503));
      },
      { timeout: 30_000, interval: 200 },
    );

    // Both instances go down; the hold ends meanwhile; both come back at once and run the job at start.
    await Promise.all([cluster.stop(0), cluster.stop(1)]);
    await cluster.db.query(
      `update shares set hold_expires_at = now() - interval '1 minute' where artwork_id = $1 and state = $2`,
      [work.aid, HOLDING],
    );
    // …and the trashed work's 30 days pass.
    await cluster.db.query(`update inventory_items set deleted_at = now() - interval '31 days' where artwork_id = $1`, [
      trashed.aid,
    ]);
    const trashedFiles = async () => {
      const keys: string[] = [];
      for await (const key of cluster.storage.keys(`g/${gid}/a/${trashed.aid}/`)) keys.push(key);
      return keys;
    };
    expect((await trashedFiles()).length).toBeGreaterThanOrEqual(4);
    const mailsTo = (email: string) =>
      cluster
        .output()
        .split('\n')
        .filter((line) => line.includes(`Mail to ${email} kept`) && line.includes('available again'));
    expect(mailsTo(second!.email)).toHaveLength(0);
    // …and the artists' month ends…
    await cluster.db.query(
      `update billing_subscriptions set period_anchor = now() - interval '1 month 1 minute',
         period_start = now() - interval '1 month 1 minute', period_end = now() - interval '1 minute'
       where user_id = any($1)`,
      [[payer.uid, decliner.uid]],
    );
    const declineMailsTo = (email: string) =>
      cluster
        .output()
        .split('\n')
        .filter((line) => line.includes(`Mail to ${email} kept`) && line.includes('did not go through'));
    // …and the webhook receiver is back, the retries due.
    webhooks.status = 200;
    const retried = (await webhookDeliveries()).filter((row) => row.status === 'pending').map((row) => row.id);
    await cluster.db.query(
      `update webhook_deliveries set next_attempt_at = now() - interval '1 second' where id = any($1)`,
      [retried],
    );
    await Promise.all([cluster.restart(0), cluster.restart(1)]);

    await vi.waitFor(
      async () => {
        const { rows } = await cluster.db.query<{ state: number }>(
          'select state from shares where artwork_id = $1 and shareuid = $2',
          [work.aid, first!.uid],
        );
        expect(rows[0]!.state).toBe(READY);
        expect(mailsTo(second!.email)).toHaveLength(1);
        const purged = await cluster.db.query('select 1 from artworks where id = $1', [trashed.aid]);
        expect(purged.rows).toHaveLength(0);
        expect(await trashedFiles()).toEqual([]);
        expect((await renewals()).map((order) => order.status).sort()).toEqual(['failed', 'paid']);
        expect(declineMailsTo(decliner.email)).toHaveLength(1);
      },
      { timeout: 30_000, interval: 200 },
    );
    // The renewal: one order per artist, each charged once at Toss; the payer's plan renewed once,
    // the decliner's attempt counted once.
    const orders = await renewals();
    const orderOf = (artist: Person) => orders.find((order) => order.user_id === artist.uid)!;
    expect(orderOf(payer).status).toBe('paid');
    expect(orderOf(decliner).status).toBe('failed');
    expect(toss.charges.filter((id) => orders.some((order) => order.order_id === id)).sort()).toEqual(
      orders.map((order) => order.order_id).sort(),
    );
    expect(toss.payments.filter((payment) => payment.orderId === orderOf(payer).order_id)).toHaveLength(1);
    const history = await cluster.db.query<{ user_id: string; event: string }>(
      `select user_id, event from plan_history where user_id = any($1) and event in ('renewal', 'payment_failed')`,
      [[payer.uid, decliner.uid]],
    );
    expect(history.rows.filter((row) => row.user_id === payer.uid).map((row) => row.event)).toEqual(['renewal']);
    expect(history.rows.filter((row) => row.user_id === decliner.uid).map((row) => row.event)).toEqual([
      'payment_failed',
    ]);
    const periods = await cluster.db.query<{ user_id: string; period_count: number; failed_attempts: number }>(
      'select user_id, period_count, failed_attempts from billing_subscriptions where user_id = any($1)',
      [[payer.uid, decliner.uid]],
    );
    expect(periods.rows.find((row) => row.user_id === payer.uid)).toMatchObject({
      period_count: 2,
      failed_attempts: 0,
    });
    expect(periods.rows.find((row) => row.user_id === decliner.uid)).toMatchObject({
      period_count: 1,
      failed_attempts: 1,
    });
    // The webhooks: each refused delivery retried by one instance, and every event received once.
    await vi.waitFor(
      async () => {
        const rows = await webhookDeliveries();
        expect(rows.filter((row) => row.status !== 'succeeded')).toEqual([]);
      },
      { timeout: 30_000, interval: 200 },
    );
    const deliveries = await webhookDeliveries();
    expectEachDeliveredOnce(deliveries);
    // The retried ones too: refused before the stop, accepted once after the restart.
    expect(retried.length).toBeGreaterThanOrEqual(2);
    for (const id of retried) {
      expect(webhooks.received.filter((request) => request.delivery === id).map((request) => request.status)).toEqual([
        ...Array<number>(deliveries.find((row) => row.id === id)!.attempts - 1).fill(503),
        200,
      ]);
    }
    // Both ran each job (a run is counted when it ends); one did the work, and the waiting
    // collector heard of it once.
    await vi.waitFor(
      async () => {
        for (const text of await Promise.all(cluster.instances.map(scrapeMetrics))) {
          for (const job of ['release-expired-holds', 'purge-trash', 'renew-plans', 'deliver-webhooks']) {
            expect(text).toMatch(new RegExp(`^vernissage_job_runs_total\\{job="${job}",outcome="ok"\\} [1-9]`, 'm'));
            expect(text).not.toMatch(new RegExp(`^vernissage_job_runs_total\\{job="${job}",outcome="failed"\\}`, 'm'));
          }
        }
      },
      { timeout: 30_000, interval: 250 },
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(mailsTo(second!.email)).toHaveLength(1);
    expect(declineMailsTo(decliner.email)).toHaveLength(1);
    expect(declineMailsTo(payer.email)).toHaveLength(0);
    // The audit log names each job's change once: one release, one purge.
    const audits = await cluster.db.query<{ subject_id: string; action: string }>(
      `select subject_id, action from audit_events where actor_kind = 'system' and subject_id = any($1)`,
      [[work.aid, trashed.aid]],
    );
    expect(audits.rows.filter((row) => row.subject_id === work.aid).map((row) => row.action)).toEqual(['hold.expired']);
    expect(audits.rows.filter((row) => row.subject_id === trashed.aid).map((row) => row.action)).toEqual([
      'artwork.purged',
    ]);
    const { rows } = await cluster.db.query<{ state: number }>('select state from shares where artwork_id = $1', [
      work.aid,
    ]);
    expect(rows.map((row) => row.state).sort()).toEqual([READY, SHARED]);
  });
});

interface DeliveryRow {
  id: string;
  event_id: string;
  status: string;
  attempts: number;
  last_status: number | null;
  payload: { id: string; data: { aid?: string } };
}

/** The deliveries queued for the gallery's webhook endpoint. */
async function webhookDeliveries(): Promise<DeliveryRow[]> {
  const { rows } = await cluster.db.query<DeliveryRow>(
    'select id, event_id, status, attempts, last_status, payload from webhook_deliveries where endpoint_id = $1',
    [endpointId],
  );
  return rows;
}

/**
 * Each delivery (one per event) reached the receiver once per attempt its row counts, and was
 * accepted exactly once; nothing else reached the receiver. An attempt is counted when an instance
 * takes the delivery, before it sends it, so two instances sending one delivery would show here.
 */
function expectEachDeliveredOnce(rows: DeliveryRow[]) {
  expect(new Set(rows.map((row) => row.event_id)).size).toBe(rows.length);
  for (const row of rows) {
    const requests = webhooks.received.filter((request) => request.delivery === row.id);
    expect(requests.filter((request) => request.status < 300).map((request) => request.payload.id)).toEqual([
      row.event_id,
    ]);
    expect(requests).toHaveLength(row.attempts);
  }
  expect(new Set(webhooks.received.map((request) => request.delivery))).toEqual(new Set(rows.map((row) => row.id)));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
