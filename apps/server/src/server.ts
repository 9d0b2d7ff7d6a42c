import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { openConfiguredDatabase } from './db/open-from-config.js';
import { lockPublishedDemoPasswords } from './db/seed/demo-accounts.seed.js';
import { demoLogins, demoSeeds } from './db/seed/demo-seeds.js';
import { runSeeds } from './db/seed/seed-runner.js';
import { purgeTokenCallsJob } from './modules/api-token/api-token.jobs.js';
import { purgeTrashJob, releaseHoldsJob } from './modules/artwork/artwork.jobs.js';
import { renewPlansJob } from './modules/billing/billing.jobs.js';
import { remindOpportunitiesJob } from './modules/opportunity/opportunity.jobs.js';
import { purgeRoomVisitsJob } from './modules/room-analytics/room-analytics.jobs.js';
import { sweepStorageJob } from './modules/artwork/stored-files.js';
import { deliverWebhooksJob, purgeWebhookDeliveriesJob } from './modules/webhook/webhook-delivery.js';
import { purgeIdempotentRequestsJob } from './platform/http/idempotency.js';
import { sendMailJob } from './platform/mail/mail-queue.js';
import { shutDown } from './platform/shutdown.js';

/** The process: configuration, database, migrations, seed, listen, graceful shutdown. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openConfiguredDatabase(config);
  await database.migrate();

  const app = await buildApp({
    config,
    database,
    web: config.env === 'development' ? 'development' : 'production',
    logger: {
      level: config.logLevel,
      ...(config.env === 'development' && {
        transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } },
      }),
    },
  });

  const seeded = config.seedDemo ? await runSeeds(app.ctx, demoSeeds) : null;
  if (config.reachableByOthers) {
    const locked = await lockPublishedDemoPasswords(app.ctx);
    if (locked.length > 0) {
      app.log.warn({ accounts: locked }, 'demo accounts had the published password on a reachable server: locked');
    }
  }
  const jobs = app.ctx.jobs;
  jobs.start([
    sendMailJob,
    releaseHoldsJob,
    purgeTrashJob,
    sweepStorageJob,
    purgeRoomVisitsJob,
    purgeTokenCallsJob,
    renewPlansJob,
    remindOpportunitiesJob,
    deliverWebhooksJob,
    purgeWebhookDeliveriesJob,
    purgeIdempotentRequestsJob,
  ]);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    void jobs
      .stop()
      .then(() => shutDown(app, database, config.shutdownTimeoutMs))
      .then((finished) => process.exit(finished ? 0 : 1));
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  printBanner(config, database.kind, port, seeded?.applied ?? null);
}

function printBanner(config: Config, kind: string, port: number, applied: string[] | null) {
  const lines = [
    '',
    `  Vernissage is running at http://localhost:${port}/  (${config.env}, database: ${kind})`,
    `  API reference: http://localhost:${port}/api/docs`,
  ];
  if (config.seedDemo) {
    if (applied && applied.length > 0) lines.push(`  Demo data seeded: ${applied.join(', ')}`);
    if (demoLogins.length > 0) {
      lines.push('  Demo logins:');
      for (const login of demoLogins) lines.push(`    ${login.role.padEnd(10)} ${login.email}  /  ${login.password}`);
    }
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error('Vernissage failed to start:', error);
  process.exit(1);
});
