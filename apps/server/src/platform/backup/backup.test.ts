import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { demoSeeds } from '../../db/seed/demo-seeds.js';
import { runSeeds } from '../../db/seed/seed-runner.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { LocalStorage } from '../storage/local-storage.js';
import { readBody } from '../storage/read-body.js';
import { S3Storage } from '../storage/s3-storage.js';
import { startS3TestServer, type S3TestServer } from '../storage/s3-test-server.js';
import type { FileStorage } from '../storage/file-storage.js';
import { restoreBackup, writeBackup, type BackupLocation } from './backup.js';

/**
 * Backup → wipe → restore → identical (issue 14, item 5): the demo platform (every kind of
 * account, works with images, offers, rooms, fairs…) is backed up to a folder and to an S3
 * bucket, restored into a new empty database and file store, and every row of every table and
 * every file compares equal; the restored platform signs its demo gallery in and lists its works.
 */

/** Every table's rows (generated columns included) as one digest per table. */
async function digests(db: Database): Promise<Record<string, string>> {
  const tables = await db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const result = await db.execute<{ digest: string | null; n: number }>(sql`
      select md5(string_agg(t::text, E'\\n' order by t::text)) as digest, count(*)::int as n
      from ${sql.identifier(name)} t`);
    out[name] = `${result.rows[0]!.n}:${result.rows[0]!.digest ?? ''}`;
  }
  return out;
}

async function filesOf(store: FileStorage): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for await (const key of store.keys()) files.set(key, await readBody((await store.get(key))!.body));
  return files;
}

let source: TestApp;
let sourceDigests: Record<string, string>;
let sourceFiles: Map<string, Buffer>;
let backupDir: string;
let folder: BackupLocation;
let s3: S3TestServer;

beforeAll(async () => {
  source = await createTestApp();
  await runSeeds(source.app.ctx, demoSeeds);
  sourceDigests = await digests(source.database.db);
  sourceFiles = await filesOf(source.app.ctx.storage);
  backupDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vernissage-backup-'));
  folder = { store: new LocalStorage(backupDir), prefix: '' };
  s3 = await startS3TestServer();
}, 300_000);

afterAll(async () => {
  await source?.close();
  await s3?.close();
  if (backupDir) await fs.rm(backupDir, { recursive: true, force: true });
});

/** Copying a few hundred demo files and every table takes a while on a busy machine. */
const SLOW = { timeout: 240_000 };

describe('backup and restore', () => {
  it('bring back every row and every file, into an empty database and store', SLOW, async () => {
    // The demo has something in every part worth checking.
    expect(Number(sourceDigests.artworks!.split(':')[0])).toBeGreaterThan(10);
    expect(Number(sourceDigests.shares!.split(':')[0])).toBeGreaterThan(0);
    expect(sourceFiles.size).toBeGreaterThan(10);

    const manifest = await writeBackup(source.database, source.app.ctx.storage, folder, 'nightly');
    expect(manifest.files).toHaveLength(sourceFiles.size);
    expect(manifest.database).toBe(source.database.kind);
    expect(manifest.tables.find((table) => table.name === 'artworks')!.columns).not.toContain('search_vector');

    const target = await createTestApp();
    try {
      await restoreBackup(target.database.db, target.app.ctx.storage, folder, 'nightly');
      expect(await digests(target.database.db)).toEqual(sourceDigests);
      const restoredFiles = await filesOf(target.app.ctx.storage);
      expect([...restoredFiles.keys()].sort()).toEqual([...sourceFiles.keys()].sort());
      for (const [key, body] of sourceFiles) expect(restoredFiles.get(key)!.equals(body), key).toBe(true);
      // Numbered rows (the audit log's order) went in with their numbers: the next number follows.
      const numbered = await target.database.db.execute<{ table_name: string; column_name: string }>(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public' and is_identity = 'YES'`);
      expect(numbered.rows.length).toBeGreaterThan(0);
      for (const { table_name: table, column_name: column } of numbered.rows) {
        const next = await target.database.db.execute<{ next: string; highest: string | null }>(sql`
          select nextval(pg_get_serial_sequence(${table}, ${column}))::text as next,
                 (select max(${sql.identifier(column)})::text from ${sql.identifier(table)}) as highest`);
        expect(BigInt(next.rows[0]!.next), table).toBeGreaterThan(BigInt(next.rows[0]!.highest ?? 0));
      }

      // The restored platform works: the demo gallery signs in and sees its inventory.
      const login = await target.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { id: 'gallery@demo.vernissage.kr', oauth: 'credentials', password: 'vernissage-demo' },
      });
      expect(login.statusCode).toBe(200);
      const authorization = `Bearer ${login.json<{ accessToken: string }>().accessToken}`;
      const [workspace] = (
        await target.app.inject({ method: 'GET', url: '/api/user/galleries', headers: { authorization } })
      ).json<{ gid: string }[]>();
      const inventory = await target.app.inject({
        method: 'GET',
        url: '/api/inventory',
        headers: { authorization, gid: workspace!.gid },
      });
      expect(inventory.statusCode).toBe(200);
      expect(inventory.json<{ total: number }>().total).toBeGreaterThan(0);
    } finally {
      await target.close();
    }
  });

  it('round-trip through an S3 bucket as well', SLOW, async () => {
    const bucket = { store: new S3Storage(s3.options), prefix: 'backups/' };
    await writeBackup(source.database, source.app.ctx.storage, bucket, 'to-s3');
    const target = await createTestApp();
    try {
      await restoreBackup(target.database.db, target.app.ctx.storage, bucket, 'to-s3');
      expect(await digests(target.database.db)).toEqual(sourceDigests);
      expect((await filesOf(target.app.ctx.storage)).size).toBe(sourceFiles.size);
    } finally {
      await target.close();
    }
  });

  it('refuse a database that is not empty, a tampered backup and a missing one, changing nothing', SLOW, async () => {
    const target = await createTestApp();
    try {
      const empty = await digests(target.database.db);
      // A damaged file in the backup: caught by its digest before any row goes in.
      await fs.cp(path.join(backupDir, 'nightly'), path.join(backupDir, 'damaged'), { recursive: true });
      await fs.cp(path.join(backupDir, '.meta', 'nightly'), path.join(backupDir, '.meta', 'damaged'), {
        recursive: true,
      });
      const damaged = folder;
      const [someKey] = [...sourceFiles.keys()];
      await damaged.store.put(`damaged/files/${someKey}`, Buffer.from('not the picture'), {
        contentType: 'image/webp',
      });
      await expect(restoreBackup(target.database.db, target.app.ctx.storage, damaged, 'damaged')).rejects.toThrow(
        /does not match its digest/,
      );
      expect(await digests(target.database.db)).toEqual(empty);
      expect((await filesOf(target.app.ctx.storage)).size).toBe(0);
      // Replacing a live platform with it fails the same way, and takes none of its files away.
      await expect(
        restoreBackup(source.database.db, source.app.ctx.storage, damaged, 'damaged', { replace: true }),
      ).rejects.toThrow(/does not match its digest/);
      expect(await digests(source.database.db)).toEqual(sourceDigests);
      const kept = await filesOf(source.app.ctx.storage);
      expect([...kept.keys()].sort()).toEqual([...sourceFiles.keys()].sort());

      await expect(restoreBackup(target.database.db, target.app.ctx.storage, folder, 'no-such-backup')).rejects.toThrow(
        /No complete backup/,
      );
      // The source has rows: without `replace` it is refused, untouched.
      await expect(restoreBackup(source.database.db, source.app.ctx.storage, folder, 'nightly')).rejects.toThrow(
        /not empty/,
      );
      expect(await digests(source.database.db)).toEqual(sourceDigests);
    } finally {
      await target.close();
    }
  });

  it('take back the files it copied when the rows then fail, leaving nothing', SLOW, async () => {
    // A backup whose digests hold but whose rows break a rule (a user twice): the files are
    // copied before the rows go in, and must go again.
    const store = folder.store;
    await fs.cp(path.join(backupDir, 'nightly'), path.join(backupDir, 'clashing'), { recursive: true });
    await fs.cp(path.join(backupDir, '.meta', 'nightly'), path.join(backupDir, '.meta', 'clashing'), {
      recursive: true,
    });
    const manifest = JSON.parse((await readBody((await store.get('clashing/manifest.json'))!.body)).toString()) as {
      tables: { name: string; rows: number; sha256: string }[];
    };
    const users = manifest.tables.find((table) => table.name === 'users')!;
    const rows = gunzipSync(await readBody((await store.get('clashing/tables/users.jsonl.gz'))!.body))
      .toString()
      .split('\n');
    const twice = [...rows, rows[0]!].join('\n');
    await store.put('clashing/tables/users.jsonl.gz', gzipSync(twice), { contentType: 'application/gzip' });
    users.rows += 1;
    users.sha256 = createHash('sha256').update(twice).digest('hex');
    await store.put('clashing/manifest.json', Buffer.from(JSON.stringify(manifest)), {
      contentType: 'application/json',
    });

    const target = await createTestApp();
    try {
      const empty = await digests(target.database.db);
      await expect(restoreBackup(target.database.db, target.app.ctx.storage, folder, 'clashing')).rejects.toThrow();
      expect(await digests(target.database.db)).toEqual(empty);
      expect((await filesOf(target.app.ctx.storage)).size).toBe(0);
    } finally {
      await target.close();
    }
  });

  it('replace a database that changed since, with `replace`', SLOW, async () => {
    await source.database.db.execute(sql`update artworks set title = 'changed after the backup'`);
    await source.database.db.execute(sql`delete from shares`);
    expect(await digests(source.database.db)).not.toEqual(sourceDigests);
    await restoreBackup(source.database.db, source.app.ctx.storage, folder, 'nightly', { replace: true });
    expect(await digests(source.database.db)).toEqual(sourceDigests);
  });
});
