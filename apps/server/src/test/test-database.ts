import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/client.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL, dropped again on close.
 */
export async function openTestDatabase(options: Pick<DatabaseOptions, 'onQuery'> = {}): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = adminUrl
    ? await openScratchPostgres(adminUrl, options)
    : await openDatabase({ kind: 'pglite', ...options });
  await database.migrate();
  return database;
}

async function openScratchPostgres(
  adminUrl: string,
  options: Pick<DatabaseOptions, 'onQuery'>,
): Promise<DatabaseHandle> {
  const name = `vernissage_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5, ...options });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
