import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../server-root.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/**
 * The Drizzle database, whichever engine is under it. Typed as node-postgres: PGlite's results have
 * the same shape (`rows`), so code and raw queries read the same on both.
 */
export type Database = NodePgDatabase<Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: the Drizzle handle plus what the process needs to manage it. */
export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies pending migrations; a second call applies nothing. */
  migrate(): Promise<void>;
  /** Answers when the engine answers a query. */
  ping(): Promise<void>;
  /** PostgreSQL's pool now (for the metrics); PGlite has no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: the whole database as a tarball `loadDataDir` opens again. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'src', 'db', 'migrations');

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `loadDataDir` starts it from a dump
   * of another PGlite database (the tests' migrated template).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
) & {
  /** Sees every statement Drizzle sends (tests count the queries of a request with it). */
  onQuery?: (query: string, params: unknown[]) => void;
};

function loggerOf(options: Pick<DatabaseOptions, 'onQuery'>): Logger | undefined {
  const onQuery = options.onQuery;
  return onQuery && { logQuery: (query, params) => onQuery(query, params) };
}

/** Opens PGlite (embedded, the default) or PostgreSQL (when DATABASE_URL is set). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize ?? 10, loggerOf(options))
    : pgliteHandle(await startPglite(options), { onQuery: options.onQuery });
}

/** PGlite with the extensions the migrations need; in memory when there is no `dataDir`. */
export async function startPglite({ dataDir, loadDataDir }: { dataDir?: string; loadDataDir?: Blob }): Promise<PGlite> {
  // PGlite does not create missing parent directories.
  if (dataDir) await fs.mkdir(path.dirname(dataDir), { recursive: true });
  return PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
}

/**
 * The handle of an open PGlite. Closing it closes the engine, unless `close` says otherwise (the
 * tests keep their engines for the next test: `test/test-database.ts`).
 */
export function pgliteHandle(
  client: PGlite,
  options: Pick<DatabaseOptions, 'onQuery'> & { close?: () => Promise<void> } = {},
): DatabaseHandle {
  const db = drizzlePglite({ client, schema, logger: loggerOf(options) }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    dump: () => client.dumpDataDir('none'),
    close: options.close ?? (() => client.close()),
  };
}

async function openPostgres(url: string, poolSize: number, logger: Logger | undefined): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server closed (a restart, a failover, a dropped database) must not
  // crash the process: the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
  const db = drizzlePg({ client: pool, schema, logger });
  await db.execute(sql`select 1`);
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateUnderLock(pool),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** The advisory lock key of migrations: any fixed bigint, the same for every instance. */
const MIGRATION_LOCK_KEY = '7312460215';

/**
 * Runs the migrations on one connection that holds a session-level advisory lock, so instances
 * that start together take turns: the first applies them, the others then find nothing to do.
 * (Without it two instances both create the same tables and one start fails.)
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client: connection }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
