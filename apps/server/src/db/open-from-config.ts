import path from 'node:path';
import type { Config } from '../config/env.js';
import { openDatabase, type DatabaseHandle } from './client.js';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}
