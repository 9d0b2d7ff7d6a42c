import { ConfigError, loadConfig } from '../../config/env.js';
import { openConfiguredDatabase } from '../open-from-config.js';
import { demoSeeds } from './demo-seeds.js';
import { runSeeds } from './seed-runner.js';

/** `npm run seed`: migrate, then apply the demo seeds not yet applied. */
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const report = await runSeeds(database.db, demoSeeds);
    console.log(
      `Seeds applied: ${report.applied.join(', ') || 'none'}; already present: ${report.skipped.join(', ') || 'none'}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
