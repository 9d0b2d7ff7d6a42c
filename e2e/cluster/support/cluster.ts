import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { S3Storage } from '../../../apps/server/src/platform/storage/s3-storage.js';
import { startS3TestServer, type S3TestServer } from '../../../apps/server/src/platform/storage/s3-test-server.js';
import { makeDataDir, removeDataDir, startServer, type RunningServer } from '../../support/server.js';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.js';

/** The PostgreSQL server the suite makes its scratch databases on (trust auth, as in CI). */
export const CLUSTER_POSTGRES_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
/** The Redis server of the suite; each run takes a database index of its own on it. */
export const CLUSTER_REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The bearer token `GET /metrics` asks for on every instance. */
export const METRICS_TOKEN = 'cluster-suite-metrics-token';

/**
 * Fails loudly (never skips) when PostgreSQL or Redis does not answer: a multi-instance suite
 * that passes without them would prove nothing.
 */
export async function requireServices(): Promise<void> {
  const admin = new pg.Client({ connectionString: CLUSTER_POSTGRES_URL, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
    await admin.query('select 1');
  } catch (error) {
    throw new Error(
      `The multi-instance suite needs PostgreSQL at ${CLUSTER_POSTGRES_URL} (set CLUSTER_DATABASE_URL): ${String(error)}`,
    );
  } finally {
    await admin.end().catch(() => undefined);
  }
  const redis = new Redis(CLUSTER_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `The multi-instance suite needs Redis at ${CLUSTER_REDIS_URL} (set CLUSTER_REDIS_URL): ${String(error)}`,
    );
  } finally {
    redis.disconnect();
  }
}

export interface ClusterOptions {
  /** How many instances (2 unless a test needs another count). */
  instances?: number;
  /** The Redis the instances use instead of a database index of the suite's Redis (fault tests). */
  redisUrl?: string;
  /** Where the instances reach PostgreSQL instead of the server itself (a cuttable relay). */
  postgresVia?: { host: string; port: number };
  env?: NodeJS.ProcessEnv;
}

export interface Cluster {
  /** The round-robin proxy: what a browser or an API client would call. */
  url: string;
  /** The instances as they run now (a restart replaces its entry). */
  instances: RunningServer[];
  /** The scratch database, for the assertions of the tests (straight to PostgreSQL). */
  db: pg.Pool;
  /** The bucket the instances store files in. */
  storage: S3Storage;
  redisUrl: string;
  /** What every instance printed so far, restarts included. */
  output(): string;
  /** Sends a signal to an instance (SIGKILL: a crash) and waits for it to end. */
  stop(index: number, signal?: NodeJS.Signals): Promise<number | null>;
  /** Starts an instance again on its data directory; the proxy sends it traffic again. */
  restart(index: number): Promise<RunningServer>;
  close(): Promise<void>;
}

/**
 * Several server processes (the compiled `apps/server/dist/server.js`) on one new PostgreSQL
 * database, one Redis and one S3-compatible store, behind a round-robin proxy. The instances start
 * at the same moment on the empty database, so every cluster also proves that migrations are safe
 * when instances start together. Everything is torn down by `close()`, the database dropped.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  await requireServices();
  const count = options.instances ?? 2;
  const name = `vernissage_cluster_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: CLUSTER_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const direct = new URL(CLUSTER_POSTGRES_URL);
  direct.pathname = `/${name}`;
  const forInstances = new URL(direct);
  if (options.postgresVia) {
    forInstances.hostname = options.postgresVia.host;
    forInstances.port = String(options.postgresVia.port);
  }
  const redisUrl = options.redisUrl ?? (await freeRedisDatabase());

  let s3: S3TestServer | undefined;
  let proxy: RoundRobinProxy | undefined;
  const dataDirs: string[] = [];
  const instances: RunningServer[] = [];
  const earlier: string[] = [];
  const db = new pg.Pool({ connectionString: direct.toString(), max: 4 });

  const close = async () => {
    const stopped = await Promise.allSettled(instances.map(stopWithin));
    await proxy?.close();
    await s3?.close();
    await db.end().catch(() => undefined);
    await dropDatabase(name);
    if (!options.redisUrl) await forgetRedisKeys(redisUrl);
    await Promise.all(dataDirs.map(removeDataDir));
    const failed = stopped.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  };

  try {
    s3 = await startS3TestServer();
    proxy = await startRoundRobinProxy([]);
    const env: NodeJS.ProcessEnv = {
      DATABASE_URL: forInstances.toString(),
      DATABASE_POOL_SIZE: '5',
      REDIS_URL: redisUrl,
      S3_ENDPOINT: s3.options.endpoint,
      S3_REGION: s3.options.region,
      S3_BUCKET: s3.options.bucket,
      S3_ACCESS_KEY_ID: s3.options.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      // One secret for all: sessions and signing keys are shared through the database.
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      METRICS_TOKEN,
      // Links in mail point at the proxy, as they would at the load balancer.
      PUBLIC_URL: proxy.url,
      SHUTDOWN_TIMEOUT_MS: '3000',
      ...options.env,
    };
    for (let index = 0; index < count; index++) dataDirs.push(await makeDataDir());
    // All at once on the empty database: the migrations' advisory lock must make them take turns.
    const started = await Promise.all(dataDirs.map((dataDir) => startServer({ dataDir, env })));
    instances.push(...started);
    proxy.targets.push(...started.map((instance) => instance.url));

    const storage = new S3Storage(s3.options);
    return {
      url: proxy.url,
      instances,
      db,
      storage,
      redisUrl,
      output: () => [...earlier, ...instances.map((instance) => instance.output())].join('\n'),
      stop: (index, signal = 'SIGTERM') => instances[index]!.stop(signal),
      restart: async (index) => {
        const previous = instances[index]!;
        await previous.stop('SIGKILL');
        earlier.push(previous.output());
        const again = await startServer({ dataDir: previous.dataDir, env });
        instances[index] = again;
        proxy!.targets[index] = again.url;
        return again;
      },
      close,
    };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/**
 * A Redis URL on a database index (1–15) with no keys of ours, so runs on one Redis do not count
 * each other's attempts. (Pub/sub ignores the index, but event channels carry unique ids.)
 */
async function freeRedisDatabase(): Promise<string> {
  const base = new URL(CLUSTER_REDIS_URL);
  const order = Array.from({ length: 15 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
  for (const index of order) {
    base.pathname = `/${index}`;
    const redis = new Redis(base.toString(), { maxRetriesPerRequest: 1 });
    try {
      let cursor = '0';
      let found = false;
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', 'vernissage*', 'COUNT', 1000);
        found = keys.length > 0;
        cursor = next;
      } while (!found && cursor !== '0');
      if (!found) return base.toString();
    } finally {
      redis.disconnect();
    }
  }
  throw new Error(`No Redis database index of ${CLUSTER_REDIS_URL} is free of vernissage keys.`);
}

async function forgetRedisKeys(url: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', 'vernissage*', 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: CLUSTER_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * Stops an instance as a deployment would (SIGTERM), and kills it if it has not ended in time, so
 * a shutdown that hangs fails the check below instead of the whole run.
 */
async function stopWithin(instance: RunningServer): Promise<void> {
  const killer = setTimeout(() => instance.process.kill('SIGKILL'), 15_000);
  const code = await instance.stop('SIGTERM');
  clearTimeout(killer);
  if (code === null && instance.process.signalCode === 'SIGKILL') {
    throw new Error(`an instance did not stop within 15 s of SIGTERM:\n${instance.output().slice(-2000)}`);
  }
}

/** The metrics text of one instance, asked directly (each instance is scraped on its own, ADR 046). */
export async function scrapeMetrics(instance: RunningServer): Promise<string> {
  const answer = await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!answer.ok) throw new Error(`/metrics of ${instance.url} answered ${answer.status}`);
  return answer.text();
}
