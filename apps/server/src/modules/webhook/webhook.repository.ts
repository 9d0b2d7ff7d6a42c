import { and, asc, count, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { newId } from '../../platform/ids.js';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** An endpoint with the outcome of its newest delivery, as the list shows it. */
export type WebhookEndpointListing = WebhookEndpointRow & {
  lastDelivery: Pick<WebhookDeliveryRow, 'status' | 'createdAt' | 'lastStatus'> | null;
};

/** A workspace's endpoints, newest first, each with its newest delivery. */
export async function endpointsOf(db: Database, galleryId: string): Promise<WebhookEndpointListing[]> {
  const [rows, latest] = await Promise.all([
    db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.galleryId, galleryId))
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id)),
    db
      .selectDistinctOn([webhookDeliveries.endpointId], {
        endpointId: webhookDeliveries.endpointId,
        status: webhookDeliveries.status,
        createdAt: webhookDeliveries.createdAt,
        lastStatus: webhookDeliveries.lastStatus,
      })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.galleryId, galleryId))
      .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)),
  ]);
  const byEndpoint = new Map(latest.map(({ endpointId, ...last }) => [endpointId, last]));
  return rows.map((row) => ({ ...row, lastDelivery: byEndpoint.get(row.id) ?? null }));
}

/** One endpoint of a workspace; undefined for another workspace's. */
export async function findEndpoint(
  db: Database,
  galleryId: string,
  id: string,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.galleryId, galleryId), eq(webhookEndpoints.id, id)));
  return row;
}

export async function countEndpoints(db: Database, galleryId: string): Promise<number> {
  const [counted] = await db
    .select({ value: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.galleryId, galleryId));
  return counted?.value ?? 0;
}

export async function insertEndpoint(
  db: Database,
  input: {
    galleryId: string;
    url: string;
    description: string | null;
    events: string[];
    secret: string;
    createdBy: string;
  },
): Promise<string> {
  const id = newId();
  await db.insert(webhookEndpoints).values({ id, ...input });
  return id;
}

export async function updateEndpoint(
  db: Database,
  galleryId: string,
  id: string,
  patch: Partial<Pick<WebhookEndpointRow, 'url' | 'description' | 'events' | 'disabledAt'>>,
): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set(patch)
    .where(and(eq(webhookEndpoints.galleryId, galleryId), eq(webhookEndpoints.id, id)));
}

/** Deletes an endpoint; its deliveries go with it (cascade). */
export async function deleteEndpoint(db: Database, galleryId: string, id: string): Promise<void> {
  await db.delete(webhookEndpoints).where(and(eq(webhookEndpoints.galleryId, galleryId), eq(webhookEndpoints.id, id)));
}

/**
 * Queues events for every enabled endpoint of the workspace subscribed to each, in one statement
 * (`INSERT … SELECT` joining the events to the endpoints), inside the caller's transaction.
 * Answers how many deliveries were queued.
 */
export async function queueForSubscribers(
  tx: Database,
  galleryId: string,
  events: readonly { eventId: string; type: string; payload: unknown }[],
): Promise<number> {
  if (events.length === 0) return 0;
  const rows = JSON.stringify(
    events.map(({ eventId, type, payload }) => ({ event_id: eventId, event: type, payload })),
  );
  // Every column in the table's order, as an insert of a select needs; ids made by the database.
  const queued = await tx
    .insert(webhookDeliveries)
    .select(
      sql`select replace(gen_random_uuid()::text, '-', ''), e.gallery_id, e.id, ev.event_id, ev.event, ev.payload,
        'pending', 0, now(), null::integer, null::text, now(), null::timestamptz
      from ${webhookEndpoints} e
      join jsonb_to_recordset(${rows}::jsonb) as ev(event_id text, event text, payload jsonb)
        on ev.event = any(e.events)
      where e.gallery_id = ${galleryId} and e.disabled_at is null`,
    )
    .returning({ id: webhookDeliveries.id });
  return queued.length;
}

/** Queues an event for one endpoint (a test event, a resend); answers the delivery's id. */
export async function queueForEndpoint(
  db: Database,
  input: { galleryId: string; endpointId: string; eventId: string; event: string; payload: unknown },
): Promise<string> {
  const id = newId();
  await db.insert(webhookDeliveries).values({ id, ...input });
  return id;
}

/** A page of an endpoint's deliveries, newest first, with how many there are in all. */
export async function deliveriesOf(
  db: Database,
  galleryId: string,
  endpointId: string,
  window: { limit: number; offset: number },
): Promise<{ rows: WebhookDeliveryRow[]; total: number }> {
  const where = and(eq(webhookDeliveries.galleryId, galleryId), eq(webhookDeliveries.endpointId, endpointId));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows, total: counted?.value ?? 0 };
}

/** One delivery of an endpoint of a workspace; undefined for anyone else's. */
export async function findDelivery(
  db: Database,
  galleryId: string,
  endpointId: string,
  id: string,
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.galleryId, galleryId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, id),
      ),
    );
  return row;
}

/** A delivery taken for an attempt, with where it goes and what signs it. */
export type TakenDelivery = WebhookDeliveryRow & { url: string; secret: string };

/**
 * Takes a batch of due deliveries of enabled endpoints: each row locked with `SKIP LOCKED` while
 * it is taken, then leased (its next attempt pushed past the lease) with its attempt counted, so
 * several instances share the work without sending one attempt twice.
 */
export async function takeDue(db: Database, batch: number, leaseSeconds: number): Promise<TakenDelivery[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, sql`now()`),
        isNull(webhookEndpoints.disabledAt),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(batch)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  const taken = await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds}::int)`,
    })
    .where(and(inArray(webhookDeliveries.id, due), eq(webhookDeliveries.status, 'pending')))
    .returning();
  if (taken.length === 0) return [];
  const endpoints = await db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .where(
      inArray(
        webhookEndpoints.id,
        taken.map((row) => row.endpointId),
      ),
    );
  const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
  return taken.flatMap((row) => {
    const endpoint = byId.get(row.endpointId);
    return endpoint ? [{ ...row, url: endpoint.url, secret: endpoint.secret }] : [];
  });
}

/** Records an attempt answered 2xx: the delivery is done. */
export async function markSucceeded(db: Database, id: string, status: number): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'succeeded', lastStatus: status, lastError: null, nextAttemptAt: null, deliveredAt: sql`now()` })
    .where(eq(webhookDeliveries.id, id));
}

/** Records a refused attempt: tried again after `retryInMinutes`, or failed for good when null. */
export async function markRefused(
  db: Database,
  id: string,
  outcome: { status: number | null; error: string; retryInMinutes: number | null },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      lastStatus: outcome.status,
      lastError: outcome.error.slice(0, 1000),
      ...(outcome.retryInMinutes === null
        ? { status: 'failed', nextAttemptAt: null }
        : { nextAttemptAt: sql`now() + make_interval(mins => ${outcome.retryInMinutes}::int)` }),
    })
    .where(eq(webhookDeliveries.id, id));
}

/** Deletes finished deliveries (succeeded or failed for good) made before `cutoff`; answers how many. */
export async function deleteFinishedBefore(db: Database, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(webhookDeliveries)
    .where(and(inArray(webhookDeliveries.status, ['succeeded', 'failed']), lt(webhookDeliveries.createdAt, cutoff)))
    .returning({ id: webhookDeliveries.id });
  return deleted.length;
}
