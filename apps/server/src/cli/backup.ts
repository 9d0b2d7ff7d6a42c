import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config/env.js';
import { openConfiguredDatabase } from '../db/open-from-config.js';
import { readManifest, restoreBackup, writeBackup, type BackupLocation } from '../platform/backup/backup.js';
import { createStorage } from '../platform/storage/create-storage.js';
import { LocalStorage } from '../platform/storage/local-storage.js';
import { S3Storage } from '../platform/storage/s3-storage.js';

const USAGE = `Usage:
  npm run backup                               back up the database and every file to ./backups
  npm run backup -- --to <folder | s3://bucket/prefix> [--name <name>]
  npm run restore -- <name> [--from <folder | s3://bucket/prefix>] [--replace]

The database and file store are the ones the environment configures (DATABASE_URL / DATA_DIR,
S3_*), as for npm start. A restore needs an empty database (it is migrated first) unless
--replace, which empties it. s3:// locations use the S3_* credentials of the file store.`;

const DEFAULT_FOLDER = 'backups';

/** A folder, or `s3://bucket/prefix` with the file store's S3 credentials. */
function locationOf(where: string, config: Config): BackupLocation {
  if (!where.startsWith('s3://')) return { store: new LocalStorage(path.resolve(where)), prefix: '' };
  if (config.storage.kind !== 's3') {
    throw new ConfigError(
      'An s3:// backup location uses the S3_* settings of the file store: set S3_BUCKET and its keys.',
    );
  }
  const [bucket, ...rest] = where.slice('s3://'.length).split('/').filter(Boolean);
  if (!bucket) throw new ConfigError(`No bucket in ${where}.`);
  const { kind: _kind, ...options } = config.storage;
  return { store: new S3Storage({ ...options, bucket }), prefix: rest.length > 0 ? `${rest.join('/')}/` : '' };
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

const stamp = () => `vernissage-${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, 'Z')}`;

async function main(command: string | undefined, args: string[]): Promise<number> {
  if (command !== 'backup' && command !== 'restore') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const name = command === 'backup' ? (option(args, '--name') ?? stamp()) : args.find((arg) => !arg.startsWith('--'));
  if (!name || !/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(name)) {
    console.error(USAGE);
    return 2;
  }
  const where = option(args, command === 'backup' ? '--to' : '--from') ?? DEFAULT_FOLDER;
  const location = locationOf(where, config);
  const database = await openConfiguredDatabase(config);
  const files = createStorage(config.storage);
  const log = (message: string) => console.log(message);
  try {
    await database.migrate();
    if (command === 'backup') {
      console.log(`Backing up to ${where} as ${name}:`);
      const manifest = await writeBackup(database, files, location, name, log);
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(`Done: ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files.`);
    } else {
      const manifest = await readManifest(location, name);
      console.log(`Restoring ${name} (made ${manifest.createdAt}) from ${where}:`);
      await restoreBackup(database.db, files, location, name, { replace: args.includes('--replace'), log });
      console.log('Done.');
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv[2], process.argv.slice(3))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
