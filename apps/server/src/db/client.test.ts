import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.js';
import { openDatabase } from './client.js';
import { seedRuns } from './schema/index.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

async function migrationCount(database: Awaited<ReturnType<typeof openTestDatabase>>) {
  const result = await database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return result.rows[0]?.count;
}

describe('database', () => {
  it('applies the migrations once; a second run applies nothing', async () => {
    const database = await openTestDatabase();
    const first = await migrationCount(database);
    const migrationFiles = (await fs.readdir(path.resolve(import.meta.dirname, 'migrations'))).filter((file) =>
      file.endsWith('.sql'),
    );
    expect(first).toBe(migrationFiles.length);
    await database.migrate();
    expect(await migrationCount(database)).toBe(first);
    await database.close();
  });

  it('has the trigram extension for search', async () => {
    const database = await openTestDatabase();
    const result = await database.db.execute<{ similar: boolean }>(sql`select 'vernissage' % 'vernisage' as similar`);
    expect(result.rows[0]?.similar).toBe(true);
    await database.close();
  });

  it('keeps PGlite data across a restart, creating missing directories', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'vernissage-db-'));
    dirs.push(root);
    const dataDir = path.join(root, 'nested', 'deeper', 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await first.db.insert(seedRuns).values({ name: 'kept-across-restart' });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.migrate();
    const rows = await second.db.select().from(seedRuns);
    expect(rows.map((row) => row.name)).toEqual(['kept-across-restart']);
    await second.close();
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

// PostgreSQL only: PGlite is one process's own database, so only one instance ever migrates it.
describe.skipIf(!postgresUrl)('PostgreSQL migrations', () => {
  it('let several instances start at once on a new database: one migrates, the others wait', async () => {
    const name = `vernissage_race_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    const instances = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 })),
    );
    try {
      const results = await Promise.allSettled(instances.map((instance) => instance.migrate()));
      expect(results.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'));
      const files = (await fs.readdir(path.resolve(import.meta.dirname, 'migrations'))).filter((file) =>
        file.endsWith('.sql'),
      );
      expect(await migrationCount(instances[0]!)).toBe(files.length);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
