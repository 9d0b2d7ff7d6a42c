import { ArtworkState } from '@vernissage/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeImage } from '../../apps/server/src/platform/images/test-images.js';
import {
  addWork,
  call,
  json,
  offer,
  offersOf,
  signIn,
  signUp,
  workspaceOf,
  type Person,
  type Work,
} from './support/api.js';
import { startCluster, type Cluster } from './support/cluster.js';
import { startOwnRedis, type OwnRedis } from './support/redis-server.js';
import { startCuttableTcpProxy, type CuttableTcpProxy } from './support/tcp-proxy.js';

/**
 * Faults of a multi-instance deployment (issue 14, item 4; ADR 049): Redis going away, PostgreSQL
 * going away and coming back, and an instance killed (SIGKILL) during holds and an upload. The
 * instances use a Redis of this file's own and reach PostgreSQL through a relay it can cut, so
 * nothing shared on the machine is stopped.
 */
const { shared: SHARED, holding: HOLDING } = ArtworkState;
const suffix = Date.now().toString(36);
const emailOf = (who: string) => `${who}-${suffix}@faults.test`;

let redis: OwnRedis;
let relay: CuttableTcpProxy;
let cluster: Cluster;
let gallery: Person;
let collector: Person;
let gid: string;

beforeAll(async () => {
  redis = await startOwnRedis();
  const postgres = new URL(process.env.CLUSTER_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  relay = await startCuttableTcpProxy({ host: postgres.hostname, port: Number(postgres.port || 5432) });
  cluster = await startCluster({ redisUrl: redis.url, postgresVia: relay });
  gallery = await signUp(cluster, emailOf('gallery'), 0);
  collector = await signUp(cluster, emailOf('collector'), 3);
  gid = await workspaceOf(cluster.url, gallery.auth);
});
afterAll(async () => {
  await relay?.restore().catch(() => undefined);
  await cluster?.close();
  await relay?.close();
  await redis?.kill();
});

const instance = (n: number) => cluster.instances[n]!.url;
const alive = () => cluster.instances.every((running) => running.process.exitCode === null);

describe('faults', () => {
  it('keeps serving when Redis goes away, says so on /api/ready, and recovers when it returns', async () => {
    for (const n of [0, 1]) expect(await json(call(instance(n), '/api/ready'))).toMatchObject({ redis: 'up' });
    await redis.kill();

    for (const n of [0, 1]) {
      const ready = await call(instance(n), '/api/ready');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'degraded', database: 'postgres', redis: 'down' });
      // Sign-in (rate-limited through Redis) and the session-bound API still answer, and quickly.
      const started = performance.now();
      const auth = await signIn(instance(n), gallery);
      expect((await json<{ uid: string }>(call(instance(n), '/api/user', { auth }))).uid).toBe(gallery.uid);
      expect(performance.now() - started).toBeLessThan(3000);
    }
    // A change still commits and still reaches the pages of its own instance.
    const work = await addWork(instance(0), gallery.auth, gid, 'Made without Redis');
    expect(work.aid).toBeTruthy();

    await redis.start();
    for (const n of [0, 1]) {
      await vi.waitFor(async () => expect(await json(call(instance(n), '/api/ready'))).toMatchObject({ redis: 'up' }), {
        timeout: 15_000,
        interval: 250,
      });
    }
    expect(alive()).toBe(true);
  });

  it('answers 503 while PostgreSQL is away and recovers without a restart', async () => {
    const pids = cluster.instances.map((running) => running.process.pid);
    await relay.cut();
    try {
      for (const n of [0, 1]) {
        const ready = await call(instance(n), '/api/ready');
        expect(ready.status).toBe(503);
        expect(await ready.json()).toMatchObject({ code: 'unavailable' });
        const me = await call(instance(n), '/api/user', { auth: gallery.auth });
        expect(me.status).toBe(503);
        expect(await me.json()).toMatchObject({ code: 'unavailable' });
        // The process itself is up: liveness still answers.
        expect((await call(instance(n), '/api/health')).status).toBe(200);
      }
    } finally {
      await relay.restore();
    }
    for (const n of [0, 1]) {
      await vi.waitFor(async () => expect((await call(instance(n), '/api/ready')).status).toBe(200), {
        timeout: 15_000,
        interval: 250,
      });
      expect((await json<{ uid: string }>(call(instance(n), '/api/user', { auth: gallery.auth }))).uid).toBe(
        gallery.uid,
      );
    }
    expect(cluster.instances.map((running) => running.process.pid)).toEqual(pids);
    expect(alive()).toBe(true);
  });

  it('loses no committed hold and leaves no half-made one when an instance is killed during holds', async () => {
    const works: Work[] = [];
    for (let n = 0; n < 8; n++) works.push(await addWork(cluster.url, gallery.auth, gid, `Crash hold ${n}`));
    for (const work of works) await offer(cluster.url, gallery.auth, work.aid, collector.email);
    const offers = (await offersOf(cluster.url, collector)).filter((share) => works.some((w) => w.aid === share.aid));
    expect(offers).toHaveLength(works.length);

    // Holds go to instance 1 one after another, 50 ms apart; it is killed as soon as the first is
    // answered, so some have committed, some are under way and the rest find no server.
    let firstAnswered!: () => void;
    const answered = new Promise<void>((resolve) => (firstAnswered = resolve));
    const answers = offers.map(({ sid }, index) =>
      new Promise((resolve) => setTimeout(resolve, index * 50))
        .then(() => call(instance(1), '/api/artwork/shared/hold', { auth: collector.auth, body: { sid } }))
        .then(
          (answer) => {
            firstAnswered();
            return answer.status;
          },
          () => 'cut' as const,
        ),
    );
    await answered;
    await cluster.stop(1, 'SIGKILL');
    const outcomes = await Promise.all(answers);
    expect(outcomes).toContain(200);
    await cluster.restart(1);
    console.log(`holds under way when the instance was killed: ${outcomes.join(', ')}`);

    const { rows } = await cluster.db.query<{ sid: string; aid: string; share: number; artwork: number }>(
      `select s.id as sid, s.artwork_id as aid, s.state as share, a.state as artwork
         from shares s join artworks a on a.id = s.artwork_id where s.artwork_id = any($1)`,
      [works.map((work) => work.aid)],
    );
    for (const [index, { sid }] of offers.entries()) {
      const row = rows.find((candidate) => candidate.sid === sid)!;
      // Whatever was answered 200 is there; every work's state agrees with its one offer.
      if (outcomes[index] === 200) expect(row.share).toBe(HOLDING);
      expect([SHARED, HOLDING]).toContain(row.share);
      expect(row.artwork).toBe(row.share);
    }
    // Holds that did not commit can be made now, on the restarted instance.
    for (const row of rows.filter((candidate) => candidate.share === SHARED)) {
      const held = await call(instance(1), '/api/artwork/shared/hold', {
        auth: collector.auth,
        body: { sid: row.sid },
      });
      expect(held.status).toBe(200);
    }
  });

  it('moves and trashes works all or none when an instance is killed during a bulk change', async () => {
    const works: Work[] = [];
    for (let n = 0; n < 20; n++) works.push(await addWork(cluster.url, gallery.auth, gid, `Crash bulk ${n}`));
    const aids = works.map((work) => work.aid);
    const { rows: items } = await cluster.db.query<{ id: string }>(
      'select id from inventory_items where artwork_id = any($1)',
      [aids],
    );
    const iids = items.map((item) => item.id);
    const folder = await json<{ fid: string }>(
      call(cluster.url, '/api/inventory/folder', {
        auth: gallery.auth,
        headers: { gid },
        body: { name: 'Crash folder' },
      }),
    );
    const database = (await cluster.db.query<{ name: string }>('select current_database() as name')).rows[0]!.name;
    // Kills instance 1 as soon as a transaction of an instance is open on the database, or when
    // the answer comes, whichever is first.
    const killDuring = async (request: Promise<Response>) => {
      const outcome = request.then(
        (answer) => answer.status,
        () => 'cut' as const,
      );
      let settled = false;
      void outcome.then(() => (settled = true));
      while (!settled) {
        const open = await cluster.db.query(
          `select 1 from pg_stat_activity
            where datname = $1 and pid <> pg_backend_pid() and xact_start is not null and state <> 'idle'`,
          [database],
        );
        if (open.rows.length > 0) break;
      }
      await cluster.stop(1, 'SIGKILL');
      const status = await outcome;
      await cluster.restart(1);
      return status;
    };
    const count = async (where: string) =>
      Number(
        (
          await cluster.db.query<{ n: string }>(
            `select count(*) as n from inventory_items where artwork_id = any($1) and ${where}`,
            [aids],
          )
        ).rows[0]!.n,
      );

    const moved = await killDuring(
      call(instance(1), '/api/inventory/items/folder', {
        method: 'PUT',
        auth: gallery.auth,
        headers: { gid },
        body: { iids, fid: folder.fid },
      }),
    );
    const inFolder = await count(`folder_id = '${folder.fid}'`);
    expect([0, iids.length]).toContain(inFolder);
    if (moved === 200) expect(inFolder).toBe(iids.length);

    const trashed = await killDuring(
      call(instance(1), '/api/inventory/item/delete', { auth: gallery.auth, headers: { gid }, body: { iids } }),
    );
    const inTrash = await count('deleted_at is not null');
    expect([0, iids.length]).toContain(inTrash);
    if (trashed === 200) expect(inTrash).toBe(iids.length);
    // The works' audit entries agree with what committed: one `artwork.trashed` each, or none.
    const logged = await cluster.db.query(
      `select 1 from audit_events where action = 'artwork.trashed' and subject_id = any($1)`,
      [aids],
    );
    expect(logged.rows).toHaveLength(inTrash);
    console.log(`bulk move answered ${moved} (${inFolder} moved); bulk trash answered ${trashed} (${inTrash} trashed)`);
  });

  it('leaves no orphan file and loses no stored image when an instance is killed during an upload', async () => {
    const images = await Promise.all(
      [1, 2, 3, 4].map(() => makeImage('jpeg', { width: 2400, height: 1600, noise: true })),
    );
    // A work stored before the crash: its files must outlive the sweep.
    const kept = await addWork(instance(0), gallery.auth, gid, 'Stored before the crash', [await makeImage('jpeg')]);
    expect(kept.images).toHaveLength(1);
    const journaled = async () =>
      (await cluster.db.query<{ prefix: string }>('select prefix from storage_journal where gallery_id = $1', [gid]))
        .rows;
    expect(await journaled()).toEqual([]);

    const upload = addWork(instance(0), gallery.auth, gid, 'Crash upload', images).catch(() => null);
    // Kill the instance once the first files of the upload are in the store.
    const prefix = await vi.waitFor(
      async () => {
        const [entry] = await journaled();
        if (!entry) throw new Error('not journaled yet');
        for await (const key of cluster.storage.keys(entry.prefix)) if (key) return entry.prefix;
        throw new Error('no file yet');
      },
      { timeout: 60_000, interval: 5 },
    );
    await cluster.stop(0, 'SIGKILL');
    const made = await upload;

    const { rows: imageRows } = await cluster.db.query<{ key_prefix: string; original_key: string }>(
      'select key_prefix, original_key from artwork_images where gallery_id = $1',
      [gid],
    );
    const crashedWork = await cluster.db.query("select id from artworks where title = 'Crash upload'");
    const committed = crashedWork.rows.length > 0;
    // The row and its files commit together or not at all.
    expect(imageRows.some((row) => row.key_prefix === prefix)).toBe(committed);
    if (made) expect(committed).toBe(true);

    const leftBehind: string[] = [];
    for await (const key of cluster.storage.keys(prefix)) leftBehind.push(key);
    // Killed before its commit, the upload left files that no row owns: the sweep's work.
    if (!committed) expect(leftBehind.length).toBeGreaterThan(0);

    // Ten minutes pass (the sweep spares younger entries, which may be uploads in flight) and the
    // instance comes back: its start-up sweep removes what the crash left.
    await cluster.db.query(`update storage_journal set created_at = created_at - interval '11 minutes'`);
    await cluster.restart(0);
    await vi.waitFor(async () => expect(await journaled()).toEqual([]), { timeout: 30_000, interval: 200 });

    const stored: string[] = [];
    for await (const key of cluster.storage.keys(`g/${gid}/`)) stored.push(key);
    const owned = new Set(imageRows.map((row) => row.key_prefix));
    // No file without a row…
    expect(stored.filter((key) => !owned.has(key.slice(0, key.lastIndexOf('/') + 1)))).toEqual([]);
    // …and no row without its files.
    for (const row of imageRows) {
      for (const name of ['thumbnail.webp', 'medium.webp', 'large.webp']) {
        expect(stored).toContain(`${row.key_prefix}${name}`);
      }
      expect(stored).toContain(row.original_key);
    }
    expect(stored.length).toBeGreaterThanOrEqual(4);
    console.log(
      `upload killed ${committed ? 'after' : 'before'} its commit (${leftBehind.length} files left behind); ${stored.length} stored files checked`,
    );
  });
});
