import { loadConfig } from '../config/env.js';
import { openConfiguredDatabase } from '../db/open-from-config.js';
import { backupLocationOf } from '../platform/backup/backup-location.js';
import { readManifest, restoreBackup, writeBackup } from '../platform/backup/backup.js';
import { createStorage } from '../platform/storage/create-storage.js';

const USAGE = `Usage:
  npm run backup                               back up the database and every file to ./backups
  npm run backup -- --to <folder | s3://bucket/prefix> [--name <name>]
  npm run restore -- <name> [--from <folder | s3://bucket/prefix>] [--replace]

The database and file store are the ones the environment configures (DATABASE_URL / DATA_DIR,
S3_*), as for npm start. A restore needs an empty database (it is migrated first) unless
--replace, which empties it. s3:// locations use the S3_* credentials of the file store.`;

const DEFAULT_FOLDER = 'backups';

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
  const location = backupLocationOf(where, config.storage);
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
