import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config/env.js';
import { openDatabase } from './db/client.js';

/** The OpenAPI document as `/api/openapi.json` serves it (the parts its readers rely on). */
export interface ApiDescription {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * The API's OpenAPI description, without a running server: the app is built on a throwaway
 * in-memory database and a temporary data directory, asked for its document and closed again.
 * `npm run lint:api` lints it and `npm run sdk:generate` turns it into the SDK's types, so both
 * read exactly what the server serves.
 */
export async function describeApi(): Promise<ApiDescription> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vernissage-openapi-'));
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      // Signs nothing that outlives this function.
      AUTH_SECRET: randomBytes(32).toString('base64url'),
    });
    const app = await buildApp({ config, database, web: false, logger: false });
    try {
      await app.ready();
      return app.swagger() as unknown as ApiDescription;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
