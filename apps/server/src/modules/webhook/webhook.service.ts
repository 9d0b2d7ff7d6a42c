import {
  answerPage,
  ErrorCode,
  pageWindow,
  WEBHOOK_ENDPOINTS_MAX,
  type CreatedWebhookEndpointDto,
  type CreateWebhookEndpointInput,
  type PageQuery,
  type UpdateWebhookEndpointInput,
  type WebhookDeliveryEvent,
  type WebhookEvent,
  type WebhookPayload,
} from '@vernissage/shared';
import type { Database } from '../../db/client.js';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidField } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { checkOutboundUrl, RefusedAddressError } from '../../platform/net/public-address.js';
import { requireMembership } from '../workspace/workspace.service.js';
import { actorOf, recordAudit } from '../audit/audit.service.js';
import { deliverWebhooksJob } from './webhook-delivery.js';
import { newWebhookSecret } from './webhook-signature.js';
import { presentWebhookDelivery, presentWebhookEndpoint } from './webhook.presenter.js';
import * as repo from './webhook.repository.js';

// ——— queueing events (called by other modules, inside their transactions) ———

/** A new event id: `evt_` and an opaque id, the same on every attempt and resend of the event. */
function newEventId(): string {
  return `evt_${newId()}`;
}

function payloadOf(gid: string, type: WebhookDeliveryEvent, data: Record<string, unknown>): WebhookPayload {
  return { id: newEventId(), type, created: new Date().toISOString(), gid, data };
}

/** An event a change announces: its type and its `data`. */
export interface WebhookEventInput {
  type: WebhookEvent;
  data: Record<string, unknown>;
}

/**
 * Queues events for every enabled endpoint of the workspace subscribed to each, in the caller's
 * transaction and in one statement whatever their number: they are delivered if and only if the
 * change commits. Answers how many deliveries were queued; when any were, call
 * `wakeWebhookDeliveries` after the commit so they go out at once rather than at the job's next
 * interval.
 *
 * `data` is the workspace's own: keep it small (ids, states, titles), and leave out what its
 * members would not see themselves.
 */
export function queueWebhookEvents(tx: Database, gid: string, events: readonly WebhookEventInput[]): Promise<number> {
  return repo.queueForSubscribers(
    tx,
    gid,
    events.map(({ type, data }) => {
      const payload = payloadOf(gid, type, data);
      return { eventId: payload.id, type, payload };
    }),
  );
}

/** `queueWebhookEvents` for one event. */
export function queueWebhookEvent(
  tx: Database,
  gid: string,
  type: WebhookEvent,
  data: Record<string, unknown>,
): Promise<number> {
  return queueWebhookEvents(tx, gid, [{ type, data }]);
}

/** Starts delivering what a committed change queued, without waiting for it. */
export function wakeWebhookDeliveries(ctx: AppContext): void {
  ctx.jobs.wake(deliverWebhooksJob);
}

// ——— managing endpoints ———

/**
 * Endpoints are managed by the workspace's owners and admins: signed in, or with an API token of
 * theirs that has the `webhooks` scope (the token guard checked the scope; a token acts as its
 * maker, who must still manage the workspace).
 */
function requireWebhookManager(ctx: AppContext, identity: Identity, gid: string, setUp = false) {
  return requireMembership(ctx, identity, gid, { manage: true, setUp });
}

async function requireEndpoint(ctx: AppContext, gid: string, id: string) {
  const row = await repo.findEndpoint(ctx.db, gid, id);
  if (!row) throw new AppError(ErrorCode.notFound, 'No such webhook endpoint in this workspace.');
  return row;
}

async function listing(ctx: AppContext, gid: string, id: string) {
  const found = (await repo.endpointsOf(ctx.db, gid)).find((row) => row.id === id);
  if (!found) throw new AppError(ErrorCode.notFound, 'No such webhook endpoint in this workspace.');
  return presentWebhookEndpoint(found);
}

/**
 * Where deliveries may go: `https://` to a public address (checked again at every delivery),
 * or, with `WEBHOOKS_ALLOW_PRIVATE`, a local receiver. Refused with a 400 on `url`.
 */
async function assertDeliverable(ctx: AppContext, url: string) {
  try {
    await checkOutboundUrl(url, { allowPrivate: ctx.config.webhooks.allowPrivate });
  } catch (error) {
    if (!(error instanceof RefusedAddressError)) throw error;
    throw invalidField('body.url', error.message);
  }
}

export async function listEndpoints(ctx: AppContext, identity: Identity, gid: string) {
  await requireWebhookManager(ctx, identity, gid);
  return (await repo.endpointsOf(ctx.db, gid)).map(presentWebhookEndpoint);
}

/** Registers an endpoint with a new signing secret, answered with it. */
export async function createEndpoint(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  input: CreateWebhookEndpointInput,
): Promise<CreatedWebhookEndpointDto> {
  await requireWebhookManager(ctx, identity, gid, true);
  await assertDeliverable(ctx, input.url);
  if ((await repo.countEndpoints(ctx.db, gid)) >= WEBHOOK_ENDPOINTS_MAX) {
    throw new AppError(ErrorCode.conflict, `A workspace may register at most ${WEBHOOK_ENDPOINTS_MAX} endpoints.`);
  }
  const secret = newWebhookSecret();
  const id = await repo.insertEndpoint(ctx.db, {
    galleryId: gid,
    url: input.url,
    description: input.description || null,
    events: input.events,
    secret,
    createdBy: identity.userId,
  });
  return { secret, endpoint: await listing(ctx, gid, id) };
}

/** Changes an endpoint; `disabled` pauses its deliveries (they wait) and resumes them. */
export async function updateEndpoint(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  id: string,
  patch: UpdateWebhookEndpointInput,
) {
  // Pausing deliveries shuts a door, which a lapsed plan may still do; anything else sets up.
  const onlyPausing = patch.disabled === true && Object.keys(patch).length === 1;
  await requireWebhookManager(ctx, identity, gid, !onlyPausing);
  const row = await requireEndpoint(ctx, gid, id);
  if (patch.url !== undefined) await assertDeliverable(ctx, patch.url);
  await repo.updateEndpoint(ctx.db, gid, id, {
    ...(patch.url !== undefined && { url: patch.url }),
    ...(patch.events !== undefined && { events: patch.events }),
    ...(patch.description !== undefined && { description: patch.description || null }),
    ...(patch.disabled !== undefined && { disabledAt: patch.disabled ? (row.disabledAt ?? new Date()) : null }),
  });
  if (patch.disabled === false) wakeWebhookDeliveries(ctx);
  return listing(ctx, gid, id);
}

export async function deleteEndpoint(ctx: AppContext, identity: Identity, gid: string, id: string) {
  await requireWebhookManager(ctx, identity, gid);
  const endpoint = await requireEndpoint(ctx, gid, id);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteEndpoint(tx, gid, id);
    await recordAudit(tx, {
      gid,
      actor: actorOf(identity),
      action: 'webhook.deleted',
      subject: { type: 'webhook', id, label: endpoint.url },
    });
  });
  return { ok: true as const };
}

/** The signing secret, revealed to the workspace's owners and admins (Stripe's "reveal"). */
export async function revealSecret(ctx: AppContext, identity: Identity, gid: string, id: string) {
  await requireWebhookManager(ctx, identity, gid);
  return { secret: (await requireEndpoint(ctx, gid, id)).secret };
}

/** An endpoint's delivery log, newest first. */
export async function listDeliveries(ctx: AppContext, identity: Identity, gid: string, id: string, query: PageQuery) {
  await requireWebhookManager(ctx, identity, gid);
  await requireEndpoint(ctx, gid, id);
  const { rows, total } = await repo.deliveriesOf(ctx.db, gid, id, pageWindow(query));
  return answerPage(query, rows.map(presentWebhookDelivery), total);
}

async function requireEnabled(ctx: AppContext, gid: string, id: string) {
  const endpoint = await requireEndpoint(ctx, gid, id);
  if (endpoint.disabledAt) throw new AppError(ErrorCode.conflict, 'This endpoint is disabled: enable it first.');
  return endpoint;
}

async function queuedDelivery(ctx: AppContext, gid: string, endpointId: string, did: string) {
  wakeWebhookDeliveries(ctx);
  return presentWebhookDelivery((await repo.findDelivery(ctx.db, gid, endpointId, did))!);
}

/**
 * Sends a delivery's event again as a new delivery with the same event id and payload (the
 * receiver dedupes on it), whatever became of the first; the first stays in the log as it was.
 */
export async function resendDelivery(ctx: AppContext, identity: Identity, gid: string, id: string, did: string) {
  await requireWebhookManager(ctx, identity, gid, true);
  await requireEnabled(ctx, gid, id);
  const original = await repo.findDelivery(ctx.db, gid, id, did);
  if (!original) throw new AppError(ErrorCode.notFound, 'No such delivery of this endpoint.');
  const resent = await repo.queueForEndpoint(ctx.db, {
    galleryId: gid,
    endpointId: id,
    eventId: original.eventId,
    event: original.event,
    payload: original.payload,
  });
  return queuedDelivery(ctx, gid, id, resent);
}

/** Sends the endpoint a `ping`, whatever events it subscribes to, to try the receiver. */
export async function pingEndpoint(ctx: AppContext, identity: Identity, gid: string, id: string) {
  await requireWebhookManager(ctx, identity, gid, true);
  await requireEnabled(ctx, gid, id);
  const payload = payloadOf(gid, 'ping', { endpoint: id, message: 'A test event from Vernissage.' });
  const did = await repo.queueForEndpoint(ctx.db, {
    galleryId: gid,
    endpointId: id,
    eventId: payload.id,
    event: 'ping',
    payload,
  });
  return queuedDelivery(ctx, gid, id, did);
}
