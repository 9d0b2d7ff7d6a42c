import fs from 'node:fs/promises';
import path from 'node:path';
import { ArtworkState } from '@vernissage/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../apps/server/src/db/client.js';
import { makeImage } from '../../apps/server/src/platform/images/test-images.js';
import { addWork, call, json, offer, offersOf, signIn, signUp, workspaceOf, type Person } from './support/api.js';
import { scrapeMetrics, startCluster, type Cluster } from './support/cluster.js';
import { openEventStream } from './support/event-stream.js';

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

beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(async () => {
  await cluster?.close();
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
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
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

  it('runs each job once when both instances run it at the same moment: hold expiry, trash purge', async () => {
    const [first, second] = collectors;
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
      },
      { timeout: 30_000, interval: 200 },
    );
    // Both ran each job (a run is counted when it ends); one did the work, and the waiting
    // collector heard of it once.
    await vi.waitFor(
      async () => {
        for (const text of await Promise.all(cluster.instances.map(scrapeMetrics))) {
          for (const job of ['release-expired-holds', 'purge-trash']) {
            expect(text).toMatch(new RegExp(`^vernissage_job_runs_total\\{job="${job}",outcome="ok"\\} [1-9]`, 'm'));
            expect(text).not.toMatch(new RegExp(`^vernissage_job_runs_total\\{job="${job}",outcome="failed"\\}`, 'm'));
          }
        }
      },
      { timeout: 30_000, interval: 250 },
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(mailsTo(second!.email)).toHaveLength(1);
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
