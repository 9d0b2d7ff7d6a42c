import { buildApp } from '../../app.js';
import { ConfigError, loadConfig } from '../../config/env.js';
import { openConfiguredDatabase } from '../open-from-config.js';
import { demoLogins, demoSeeds } from './demo-seeds.js';
import { runSeeds } from './seed-runner.js';

/** `npm run seed`: migrate, then apply the demo seeds not yet applied. */
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database, web: false, logger: { level: 'warn' } });
  try {
    const report = await runSeeds(app.ctx, demoSeeds);
    console.log(
      `Seeds applied: ${report.applied.join(', ') || 'none'}; already present: ${report.skipped.join(', ') || 'none'}`,
    );
    for (const login of demoLogins) console.log(`  ${login.role.padEnd(10)} ${login.email}  /  ${login.password}`);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
