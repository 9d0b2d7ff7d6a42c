import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig } from '../config/env.js';
import type { DatabaseHandle } from '../db/client.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
  /**
   * Removes the app's data folder only, for a test that closed the app and the database itself
   * (a shutdown, a database gone): `close` would close them a second time.
   */
  discard(): Promise<void>;
}

/**
 * scrypt's cost for the passwords of test apps (about 6 ms a hash, against 95 at the standard
 * 2^14): the server suites sign up and sign in about 500 users a run, which at the standard cost
 * was a sixth of their CPU (ADR 066). The journeys run the built server at the standard cost.
 */
export const TEST_PASSWORD_HASH_COST = 2 ** 10;

/** The real app on a fresh database, without the web app unless asked for. */
export async function createTestApp(
  options: {
    env?: NodeJS.ProcessEnv;
    web?: BuildAppOptions['web'];
    /** Sees every statement the app sends to the database (to count a request's queries). */
    onQuery?: (query: string, params: unknown[]) => void;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase({ onQuery: options.onQuery });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vernissage-test-'));
  const discard = () => fs.rm(dataDir, { recursive: true, force: true });
  try {
    const loaded = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123456789',
      ...options.env,
    });
    const config = { ...loaded, auth: { ...loaded.auth, passwordHashCost: TEST_PASSWORD_HASH_COST } };
    const app = await buildApp({ config, database, web: options.web ?? false, logger: false });
    return {
      app,
      database,
      close: async () => {
        try {
          await app.close();
          await database.close();
        } finally {
          await discard();
        }
      },
      discard,
    };
  } catch (error) {
    // An app that could not be built (a setting refused) leaves no database open nor folder behind.
    await database.close();
    await discard();
    throw error;
  }
}
