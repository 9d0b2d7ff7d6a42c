import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  MIGRATIONS_FOLDER,
  openDatabase,
  pgliteHandle,
  startPglite,
  type DatabaseHandle,
  type DatabaseOptions,
} from '../db/client.js';
import { keptEngines } from './kept-pglite.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL, dropped again on close. Both start from a template
 * migrated once per set of migrations: running every migration costs seconds, and the suite opens
 * a database well over a hundred times. A closed PGlite is emptied and kept for the worker's next
 * open (`kept-pglite.ts`, ADR 080).
 */
export async function openTestDatabase(options: Pick<DatabaseOptions, 'onQuery'> = {}): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = adminUrl ? await openScratchPostgres(adminUrl, options) : await openKeptPglite(options);
  // Finds nothing to do on a template's copy; still run, so a test database is never behind.
  await database.migrate();
  return database;
}

/**
 * The worker's engines, each loaded from the template. The files a worker runs share this module
 * (the server project's `isolate: false`), and so its engines and the template, read once: reading
 * the 44 MB dump again cost 0.1-0.3 s of every open.
 */
const pgliteEngines = keptEngines(async () => startPglite({ loadDataDir: await pgliteTestTemplate() }));

async function openKeptPglite(options: Pick<DatabaseOptions, 'onQuery'>): Promise<DatabaseHandle> {
  const lease = await pgliteEngines.take();
  return pgliteHandle(lease.engine, { ...options, close: lease.release });
}

/** The migrated template every PGlite test database is loaded from, on PostgreSQL runs too. */
export function pgliteTestTemplate(): Promise<Blob> {
  return (pgliteTemplate ??= migratedPgliteTemplate());
}
let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A dump of a migrated PGlite, made once into the temporary folder and loaded by every later test
 * database (about one second, against three or more to create and migrate one).
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `vernissage-test-database-${await templateKey()}.tar`);
  try {
    return new Blob([await fs.readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const template = await openDatabase({ kind: 'pglite' });
  await template.migrate();
  const dump = await template.dump!();
  await template.close();
  // Test files in other workers may make it at the same moment: each writes its own file and
  // renames it into place, so no reader sees half a dump.
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  await fs.writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await fs.rename(partial, file);
  // Dumps of older migrations are 40 MB each: only the newest is kept.
  for (const old of await fs.readdir(os.tmpdir())) {
    if (/^vernissage-test-database-\w+\.tar$/.test(old) && old !== path.basename(file)) {
      await fs.rm(path.join(os.tmpdir(), old), { force: true });
    }
  }
  return dump;
}

async function openScratchPostgres(
  adminUrl: string,
  options: Pick<DatabaseOptions, 'onQuery'>,
): Promise<DatabaseHandle> {
  const template = await migratedPostgresTemplate(adminUrl);
  const name = `vernissage_test_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name), poolSize: 5, ...options });
  return {
    ...database,
    close: async () => {
      await database.close();
      await onAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A migrated PostgreSQL database marked as a template, that each test database is copied from
 * (`CREATE DATABASE … TEMPLATE` copies files). Workers that start together take turns under an
 * advisory lock.
 */
async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `vernissage_test_template_${await templateKey()}`;
  await onAdmin(adminUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(7312460216)');
    try {
      const found = await admin.query<{ datname: string; datistemplate: boolean }>(
        "SELECT datname, datistemplate FROM pg_database WHERE datname LIKE 'vernissage_test_template_%' ORDER BY oid DESC",
      );
      if (found.rows.some((row) => row.datname === name && row.datistemplate)) return;
      // This one half made, and all but the two newest of other migrations (a run of another
      // checkout may be copying those).
      const others = found.rows.filter((row) => row.datname !== name);
      for (const row of [...found.rows.filter((row) => row.datname === name), ...others.slice(2)]) {
        await admin.query(`ALTER DATABASE ${row.datname} IS_TEMPLATE false`);
        await admin.query(`DROP DATABASE ${row.datname} WITH (FORCE)`);
      }
      await admin.query(`CREATE DATABASE ${name}`);
      const template = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name), poolSize: 1 });
      await template.migrate();
      await template.close();
      await admin.query(`ALTER DATABASE ${name} IS_TEMPLATE true`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(7312460216)');
    }
  });
  return name;
}

async function onAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Names a template by every migration file and PGlite's version (a new one may dump otherwise). */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const entries = await fs.readdir(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(path.relative(MIGRATIONS_FOLDER, file)).update(await fs.readFile(file));
  hash.update(await fs.readFile(pgliteManifest()));
  return hash.digest('hex').slice(0, 16);
}

function pgliteManifest(): string {
  let folder = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (path.basename(folder) !== 'pglite') folder = path.dirname(folder);
  return path.join(folder, 'package.json');
}
