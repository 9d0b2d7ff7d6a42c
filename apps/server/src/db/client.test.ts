import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
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
