import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditEvents } from '../../db/schema/index.js';
import { newId } from '../../platform/ids.js';

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type AuditEventValues = Omit<typeof auditEvents.$inferInsert, 'id' | 'seq' | 'createdAt'>;

/** Writes entries in one statement (in the caller's transaction: they commit with the change or not at all). */
export async function insertEvents(db: Database, events: readonly AuditEventValues[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(auditEvents).values(events.map((event) => ({ id: newId(), ...event })));
}

/** A page of a workspace's log, newest first (then by `seq`: entries of one transaction keep their order). */
export async function eventsOf(
  db: Database,
  galleryId: string,
  filter: { kind?: string; aid?: string },
  window: { limit: number; offset: number },
): Promise<{ rows: AuditEventRow[]; total: number }> {
  const conditions: SQL[] = [eq(auditEvents.galleryId, galleryId)];
  if (filter.kind) conditions.push(eq(auditEvents.kind, filter.kind));
  if (filter.aid) conditions.push(eq(auditEvents.subjectType, 'artwork'), eq(auditEvents.subjectId, filter.aid));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.seq))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(auditEvents).where(where),
  ]);
  return { rows, total: counted?.value ?? 0 };
}
