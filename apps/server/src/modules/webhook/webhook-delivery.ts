import { WEBHOOK_HEADERS } from '@vernissage/shared';
import type { AppContext } from '../../platform/context.js';
import { postToCheckedUrl } from '../../platform/http-clients/signed-post.js';
import type { Job } from '../../platform/jobs.js';
import * as repo from './webhook.repository.js';
import { signatureHeader } from './webhook-signature.js';

/** Deliveries one run takes at a time. */
const BATCH = 20;
/** How long one receiver may take to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How long a taken delivery is left to its sender before another may take it (a crash mid-send). */
const LEASE_SECONDS = 60;
/**
 * The waits after each refused attempt, in minutes: 1 min, 5 min, 30 min, 2 h, 8 h, 24 h. A
 * delivery refused once more after the last is `failed` (seven attempts over about a day and a half).
 */
export const WEBHOOK_RETRY_MINUTES = [1, 5, 30, 120, 480, 1440] as const;

/**
 * Sends what is due until nothing is: each delivery signed with its endpoint's secret at the
 * moment it is sent, its address checked again (a name may point elsewhere since registration),
 * 2xx counting as received. A refused attempt is logged on the delivery and retried later, with a
 * longer wait each time. Deliveries are taken under a lease (`SKIP LOCKED`), so several instances
 * share the queue; a crash between sending and recording may send it again once the lease ends —
 * receivers dedupe on the event id.
 */
export async function deliverDueWebhooks(ctx: AppContext): Promise<number> {
  let delivered = 0;
  for (;;) {
    const taken = await repo.takeDue(ctx.db, BATCH, LEASE_SECONDS);
    const outcomes = await Promise.all(taken.map((row) => attempt(ctx, row)));
    delivered += outcomes.filter(Boolean).length;
    if (taken.length < BATCH) return delivered;
  }
}

async function attempt(ctx: AppContext, row: repo.TakenDelivery): Promise<boolean> {
  const body = JSON.stringify(row.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const outcome = await postToCheckedUrl(row.url, {
    body,
    headers: {
      [WEBHOOK_HEADERS.signature]: signatureHeader(row.secret, body, timestamp),
      [WEBHOOK_HEADERS.event]: row.event,
      [WEBHOOK_HEADERS.delivery]: row.id,
    },
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    allowPrivate: ctx.config.webhooks.allowPrivate,
  });
  if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
    await repo.markSucceeded(ctx.db, row.id, outcome.status);
    return true;
  }
  const retryInMinutes = WEBHOOK_RETRY_MINUTES[row.attempts - 1] ?? null;
  const error = outcome.status === null ? outcome.error : `The receiver answered HTTP ${outcome.status}.`;
  ctx.logger.warn(
    { delivery: row.id, endpoint: row.endpointId, attempt: row.attempts, status: outcome.status },
    retryInMinutes === null ? 'webhook delivery failed: given up' : 'webhook delivery refused: will retry',
  );
  await repo.markRefused(ctx.db, row.id, { status: outcome.status, error, retryInMinutes });
  return false;
}

/** Delivers webhooks: at start (what was queued while no instance ran), after commits, and every 30 s. */
export const deliverWebhooksJob: Job = { name: 'deliver-webhooks', everyMs: 30_000, run: deliverDueWebhooks };

/** How long the delivery log keeps what is finished; deliveries still being retried always stay. */
export const WEBHOOK_LOG_DAYS = 30;

/** Deletes finished deliveries older than the log keeps them. */
export function purgeOldDeliveries(ctx: AppContext, now = new Date()): Promise<number> {
  return repo.deleteFinishedBefore(ctx.db, new Date(now.getTime() - WEBHOOK_LOG_DAYS * 24 * 60 * 60 * 1000));
}

/** Keeps the delivery log to its last 30 days, once a day. */
export const purgeWebhookDeliveriesJob: Job = {
  name: 'purge-webhook-deliveries',
  everyMs: 24 * 60 * 60_000,
  run: (ctx) => purgeOldDeliveries(ctx),
};
