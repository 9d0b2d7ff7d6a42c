import { ConfigError, loadConfig } from '../config/env.js';
import { openConfiguredDatabase } from '../db/open-from-config.js';
import { listAdmins, setAdmin } from '../modules/user/admin.service.js';

const USAGE = `Usage:
  npm run admin -- grant <email>    make the account a platform admin
  npm run admin -- revoke <email>   take platform admin away
  npm run admin -- list             list platform admins`;

/** `npm run admin`: the only way to grant or revoke platform admin. */
async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (!command || !['grant', 'revoke', 'list'].includes(command) || (command !== 'list' && !email)) {
    console.error(USAGE);
    return 2;
  }
  const database = await openConfiguredDatabase(loadConfig());
  try {
    await database.migrate();
    if (command === 'list') {
      const admins = await listAdmins(database.db);
      console.log(
        admins.length === 0 ? 'No platform admins.' : admins.map((a) => `${a.email}  (${a.name})`).join('\n'),
      );
      return 0;
    }
    const row = await setAdmin(database.db, email!, command === 'grant');
    if (!row) {
      console.error(`No account uses ${email}.`);
      return 1;
    }
    console.log(
      command === 'grant' ? `${row.email} is now a platform admin.` : `${row.email} is no longer a platform admin.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
