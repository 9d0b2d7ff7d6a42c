import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, DatabaseKind } from '../../db/client.js';
import type { FileStorage } from '../storage/file-storage.js';
import { readBody } from '../storage/read-body.js';

/**
 * Backups (issue 14, ADR 047): every row of every table of the `public` schema and every stored
 * file, written to a store (a local folder or an S3 bucket) under `<prefix><name>/`:
 *
 * - `tables/<table>.jsonl.gz` — one JSON object per row as PostgreSQL writes it (`row_to_json`,
 *   never parsed by us, so numbers and timestamps keep every digit), generated columns left out;
 * - `files/<key>` — the stored files, byte for byte;
 * - `manifest.json` — written last (a backup without one is incomplete): the migrations the
 *   database had, each table's columns, row count and digest, each file's type, size and digest.
 *
 * The same SQL runs on PGlite and PostgreSQL; rows are read in one repeatable-read snapshot.
 */

export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** The engine it was made on (a restore may go to either). */
  database: DatabaseKind;
  /** The hashes of the migrations applied, in order: a restore needs the same. */
  migrations: string[];
  tables: { name: string; columns: string[]; rows: number; sha256: string }[];
  files: { key: string; contentType: string; size: number; sha256: string }[];
}

/** Where a backup lives: a store and the folder-like prefix of its files (`''` or ending in `/`). */
export interface BackupLocation {
  store: FileStorage;
  prefix: string;
}

const ROWS_PER_READ = 2000;
const ROWS_PER_INSERT = 500;

/** Files copied at once: stores answer each file slowly (S3 round trips, a local fsync), not heavily. */
const FILES_AT_ONCE = 8;

/**
 * Runs `work` on every item, at most FILES_AT_ONCE at a time. The first failure stops the workers
 * from taking more, and is thrown only once every work under way has ended, so a caller that
 * cleans up after a failure sees everything that was done.
 */
async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      try {
        await work(items[next++]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(FILES_AT_ONCE, items.length) }, worker));
  const refused = outcomes.find((outcome) => outcome.status === 'rejected');
  if (refused) throw refused.reason;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** The tables of the `public` schema, by name. */
async function tableNames(db: Database): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return result.rows.map((row) => row.name);
}

/** A table's columns that take values (generated ones are computed again on restore). */
async function writableColumns(db: Database, table: string): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    select column_name as name from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`);
  return result.rows.map((row) => row.name);
}

async function appliedMigrations(db: Database): Promise<string[]> {
  const result = await db.execute<{ hash: string }>(
    sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return result.rows.map((row) => row.hash);
}

const columnList = (columns: string[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );

/** Writes a backup named `name`; answers its manifest. */
export async function writeBackup(
  { db, kind }: Pick<DatabaseHandle, 'db' | 'kind'>,
  files: FileStorage,
  to: BackupLocation,
  name: string,
  log: (message: string) => void = () => {},
): Promise<BackupManifest> {
  const base = `${to.prefix}${name}/`;
  if (await to.store.exists(`${base}manifest.json`)) throw new Error(`A backup named ${name} exists already.`);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    database: kind,
    migrations: [],
    tables: [],
    files: [],
  };

  await db.transaction(
    async (tx) => {
      const database = tx as unknown as Database;
      manifest.migrations = await appliedMigrations(database);
      for (const table of await tableNames(database)) {
        const columns = await writableColumns(database, table);
        const lines: string[] = [];
        // ctid is stable within the snapshot, so the pages neither skip nor repeat a row.
        for (let offset = 0; ; offset += ROWS_PER_READ) {
          const page = await database.execute<{ row: string }>(sql`
            select row_to_json(t)::text as row
            from (select ${columnList(columns)} from ${sql.identifier(table)} order by ctid
                  limit ${ROWS_PER_READ} offset ${offset}) t`);
          for (const { row } of page.rows) lines.push(row);
          if (page.rows.length < ROWS_PER_READ) break;
        }
        const text = lines.join('\n');
        await to.store.put(`${base}tables/${table}.jsonl.gz`, gzipSync(text), { contentType: 'application/gzip' });
        manifest.tables.push({ name: table, columns, rows: lines.length, sha256: sha256(text) });
        log(`  ${table}: ${lines.length} rows`);
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const keys: string[] = [];
  for await (const key of files.keys()) keys.push(key);
  await inParallel(keys, async (key) => {
    const file = await files.get(key);
    if (!file) return; // deleted since it was listed
    const body = await readBody(file.body);
    await to.store.put(`${base}files/${key}`, body, { contentType: file.contentType });
    manifest.files.push({ key, contentType: file.contentType, size: body.length, sha256: sha256(body) });
  });
  log(`  ${manifest.files.length} files`);
  manifest.files.sort((a, b) => a.key.localeCompare(b.key));
  await to.store.put(`${base}manifest.json`, Buffer.from(JSON.stringify(manifest, null, 2)), {
    contentType: 'application/json',
  });
  return manifest;
}

/** Reads a backup's manifest; throws when there is none (an incomplete or mistyped backup). */
export async function readManifest(from: BackupLocation, name: string): Promise<BackupManifest> {
  const file = await from.store.get(`${from.prefix}${name}/manifest.json`);
  if (!file) throw new Error(`No complete backup named ${name} there (no manifest.json).`);
  const manifest = JSON.parse((await readBody(file.body)).toString('utf8')) as { format: unknown };
  if (manifest.format !== BACKUP_FORMAT) {
    throw new Error(`Backup format ${String(manifest.format)} is not ${String(BACKUP_FORMAT)}.`);
  }
  return manifest as BackupManifest;
}

/** Tables ordered so that every table comes after the tables its foreign keys point at. */
async function parentsFirst(db: Database, tables: string[]): Promise<string[]> {
  const result = await db.execute<{ child: string; parent: string }>(sql`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = 'public'`);
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parents = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  for (const { child, parent } of result.rows) {
    // A table that points at itself is loaded in one statement; PostgreSQL checks at its end.
    if (unquote(child) !== unquote(parent)) parents.get(unquote(child))?.add(unquote(parent));
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) =>
        !placed.has(table) && [...parents.get(table)!].every((parent) => placed.has(parent) || !parents.has(parent)),
    );
    if (ready.length === 0) throw new Error('The tables refer to each other in a cycle; cannot order the restore.');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** Whether a table points at itself (its rows must go in one statement). */
async function selfReferencing(db: Database): Promise<Set<string>> {
  const result = await db.execute<{ name: string }>(sql`
    select c.conrelid::regclass::text as name from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = 'public' and c.conrelid = c.confrelid`);
  return new Set(result.rows.map((row) => row.name.replace(/^"|"$/g, '')));
}

/**
 * Restores a backup into a migrated database and a file store. The database must have the
 * backup's migrations exactly, and be empty unless `replace` (then every table is emptied first).
 * Files are copied first and checked against their digests; the rows then go in one transaction,
 * so a failed restore leaves the database as it was.
 */
export async function restoreBackup(
  db: Database,
  files: FileStorage,
  from: BackupLocation,
  name: string,
  options: { replace?: boolean; log?: (message: string) => void } = {},
): Promise<BackupManifest> {
  const log = options.log ?? (() => {});
  const manifest = await readManifest(from, name);
  const base = `${from.prefix}${name}/`;
  const migrations = await appliedMigrations(db);
  if (migrations.join() !== manifest.migrations.join()) {
    throw new Error(
      `The database has ${migrations.length} migrations and the backup ${manifest.migrations.length} (or different ones): restore with the release that made the backup.`,
    );
  }
  const tables = await tableNames(db);
  const missing = manifest.tables.filter((table) => !tables.includes(table.name));
  if (missing.length > 0)
    throw new Error(`The database lacks tables of the backup: ${missing.map((t) => t.name).join(', ')}`);
  if (!options.replace) {
    for (const table of tables) {
      const counted = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
      if (counted.rows[0]!.n > 0)
        throw new Error(`The database is not empty (${table} has rows); pass --replace to replace it.`);
    }
  }

  // Each table's rows, read and checked before anything changes.
  const contents = new Map<string, string[]>();
  for (const table of manifest.tables) {
    const file = await from.store.get(`${base}tables/${table.name}.jsonl.gz`);
    if (!file) throw new Error(`The backup lacks the rows of ${table.name}.`);
    const text = gunzipSync(await readBody(file.body)).toString('utf8');
    if (sha256(text) !== table.sha256) throw new Error(`The rows of ${table.name} do not match their digest.`);
    contents.set(table.name, text === '' ? [] : text.split('\n'));
  }

  // A file that fails its digest stops the restore; the files it added are taken back (a file that
  // was there before, replaced with `replace`, is left: the database still names it).
  const copied: string[] = [];
  try {
    await inParallel(manifest.files, async (entry) => {
      const file = await from.store.get(`${base}files/${entry.key}`);
      if (!file) throw new Error(`The backup lacks the file ${entry.key}.`);
      const body = await readBody(file.body);
      if (sha256(body) !== entry.sha256) throw new Error(`The file ${entry.key} does not match its digest.`);
      const existed = await files.exists(entry.key);
      if (existed && !options.replace) throw new Error(`The file store already has ${entry.key}.`);
      await files.put(entry.key, body, { contentType: entry.contentType });
      if (!existed) copied.push(entry.key);
    });
  } catch (error) {
    await files.deleteMany({ keys: copied });
    throw error;
  }
  log(`  ${manifest.files.length} files`);

  const order = await parentsFirst(
    db,
    manifest.tables.map((table) => table.name),
  );
  const whole = await selfReferencing(db);
  try {
    await insertRows(db, manifest, contents, { order, whole, replace: options.replace ? tables : undefined, log });
  } catch (error) {
    await files.deleteMany({ keys: copied });
    throw error;
  }
  return manifest;
}

interface RowInsertPlan {
  /** Table names, parents first. */
  order: string[];
  /** Tables that reference themselves: their rows go in one statement. */
  whole: Set<string>;
  /** The tables to empty first (a restore with `replace`). */
  replace?: string[];
  log: (message: string) => void;
}

/** All rows in one transaction. */
async function insertRows(
  db: Database,
  manifest: BackupManifest,
  contents: Map<string, string[]>,
  { order, whole, replace, log }: RowInsertPlan,
) {
  await db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    if (replace) await database.execute(sql`truncate table ${columnList(replace)} cascade`);
    for (const name of order) {
      const table = manifest.tables.find((entry) => entry.name === name)!;
      const lines = contents.get(name)!;
      const step = whole.has(name) ? Math.max(lines.length, 1) : ROWS_PER_INSERT;
      for (let start = 0; start < lines.length; start += step) {
        const batch = `[${lines.slice(start, start + step).join(',')}]`;
        await database.execute(sql`
          insert into ${sql.identifier(name)} (${columnList(table.columns)})
          select ${columnList(table.columns)} from json_populate_recordset(null::${sql.identifier(name)}, ${batch}::json)`);
      }
      log(`  ${name}: ${lines.length} rows`);
    }
    await resetSequences(database);
  });
}

/**
 * Rows went in with their own numbers, so every identity or serial column's sequence is moved past
 * the highest (else the next row would take a number already used, or sort before older ones).
 */
async function resetSequences(db: Database) {
  const columns = await db.execute<{ table_name: string; column_name: string; sequence: string }>(sql`
    select table_name, column_name, pg_get_serial_sequence(format('%I', table_name), column_name) as sequence
    from information_schema.columns
    where table_schema = 'public' and (is_identity = 'YES' or column_default like 'nextval(%')`);
  for (const { table_name: table, column_name: column, sequence } of columns.rows) {
    await db.execute(sql`
      select setval(${sequence}::regclass, coalesce(max(${sql.identifier(column)}), 0) + 1, false)
      from ${sql.identifier(table)}`);
  }
}
