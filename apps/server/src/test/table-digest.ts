import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * What the database holds, table by table, to prove that a refused request changed nothing (the
 * sweeps generated from the route contract compare one before and after each call).
 */

/** Bookkeeping that any signed-in call may touch: sessions and the auth library's own tables. */
const UNWATCHED_TABLES = new Set(['sessions', 'verifications', 'jwks']);

/**
 * Queues whose rows background work updates or removes at any moment (mail sent, webhooks
 * attempted): for them the digest lists the rows' ids, and a call changed one if it added a row.
 */
const QUEUES = new Set(['mail_queue', 'webhook_deliveries']);

export type TableDigest = Record<string, string>;

export interface TableDigests {
  /** One hash per table (all rows); with `gids`, of the rows those workspaces own (`gallery_id`). */
  digest(gids?: string[]): Promise<TableDigest>;
  /** How many tables are watched. */
  readonly count: number;
}

/** Reads the schema's tables once; each digest is then one query. */
export async function tableDigests(db: Database): Promise<TableDigests> {
  const { rows: tables } = await db.execute<{ name: string; tenant: boolean }>(
    sql`select t.table_name as name, exists (select 1 from information_schema.columns c where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'gallery_id') as tenant from information_schema.tables t where t.table_schema = 'public' and t.table_type = 'BASE TABLE' order by 1`,
  );
  const watched = tables.filter((table) => !UNWATCHED_TABLES.has(table.name));
  return {
    count: watched.length,
    async digest(gids) {
      const where = gids
        ? `where x.gallery_id in (${gids.map((gid) => `'${gid.replace(/'/g, "''")}'`).join(',')})`
        : '';
      const query = watched
        .filter((table) => !gids || table.tenant)
        .map(({ name }) =>
          QUEUES.has(name)
            ? `select '${name}' as t, coalesce(string_agg(x.id, '|'), '') as h from "${name}" x ${where}`
            : `select '${name}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x ${where}`,
        )
        .join(' union all ');
      const { rows } = await db.execute<{ t: string; h: string }>(sql.raw(query));
      return Object.fromEntries(rows.map((row) => [row.t, row.h]));
    },
  };
}

/** Tables whose digest differs; for queues, those that gained a row (sent mail leaves the queue). */
export function changedTables(before: TableDigest, after: TableDigest): string[] {
  return Object.keys(before).filter((table) => {
    if (!QUEUES.has(table)) return before[table] !== after[table];
    const had = new Set(before[table]!.split('|'));
    return after[table]!.split('|').some((id) => id !== '' && !had.has(id));
  });
}
