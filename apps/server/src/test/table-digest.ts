import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * What the database holds, table by table, to prove that a refused request changed nothing (the
 * sweeps generated from the route contract compare a reading before and after each call).
 */

/** Bookkeeping that any signed-in call may touch: sessions and the auth library's own tables. */
const UNWATCHED_TABLES = new Set(['sessions', 'verifications', 'jwks']);

/**
 * Queues whose rows background work updates or removes at any moment (mail sent, webhooks
 * attempted): for them the digest lists the rows' ids, and a call changed one if it added a row.
 */
const QUEUES = new Set(['mail_queue', 'webhook_deliveries']);

/** The digest function the sweeps create in their own test database. */
const DIGEST_FUNCTION = 'vernissage_test_table_digests';

export type TableDigest = Record<string, string>;

export interface Snapshot {
  /** One hash per watched table, of all its rows. */
  all: TableDigest;
  /** One hash per workspace table (`gallery_id`), of the rows the workspaces asked for own. */
  owned: TableDigest;
}

export interface TableDigests {
  /**
   * The watched tables now, and the rows `gids` own (none when not given). Read again only when a
   * transaction has written since the last reading for the same workspaces (see `writeStamp`), so
   * a sweep reads before and after each call and pays for a digest only where something was written.
   */
  read(gids?: readonly string[]): Promise<Snapshot>;
  /** How many tables are watched. */
  readonly count: number;
}

/**
 * Reads the schema's tables once and creates a PL/pgSQL function over them: a function's query is
 * planned once per connection, where the same union sent as SQL was planned on every digest (58
 * aggregates: 5 of its 8 ms on PGlite, measured). The sweeps take thousands of digests.
 */
export async function tableDigests(db: Database): Promise<TableDigests> {
  const { rows: tables } = await db.execute<{ name: string; tenant: boolean }>(
    sql`select t.table_name as name, exists (select 1 from information_schema.columns c where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'gallery_id') as tenant from information_schema.tables t where t.table_schema = 'public' and t.table_type = 'BASE TABLE' order by 1`,
  );
  const watched = tables.filter((table) => !UNWATCHED_TABLES.has(table.name));
  const ownedRows = 'filter (where x.gallery_id = any(owner_gids))';
  const union = watched
    .map(({ name, tenant }) => {
      const whole = QUEUES.has(name)
        ? (filter = '') => `coalesce(string_agg(x.id, '|') ${filter}, '')`
        : (filter = '') => `md5(coalesce(string_agg(x::text, '|' order by x::text) ${filter}, ''))`;
      return `select '${name}'::text, ${whole()}, ${tenant ? whole(ownedRows) : 'null::text'} from "${name}" x`;
    })
    .join(' union all ');
  await db.execute(
    sql.raw(
      `create or replace function ${DIGEST_FUNCTION}(owner_gids text[]) returns table (digest_table text, digest_all text, digest_owned text) language plpgsql stable as $$ begin return query ${union}; end $$`,
    ),
  );

  /** The watched tables now, and the rows `gids` own (none when not given): one query. */
  const digest = async (gids: readonly string[] = []): Promise<Snapshot> => {
    const { rows } = await db.execute<{ digest_table: string; digest_all: string; digest_owned: string | null }>(
      sql`select * from ${sql.raw(DIGEST_FUNCTION)}(array[${sql.join(
        gids.map((gid) => sql`${gid}`),
        sql`, `,
      )}]::text[])`,
    );
    const snapshot: Snapshot = { all: {}, owned: {} };
    for (const row of rows) {
      snapshot.all[row.digest_table] = row.digest_all;
      if (row.digest_owned !== null) snapshot.owned[row.digest_table] = row.digest_owned;
    }
    return snapshot;
  };
  /**
   * The next transaction id, while no transaction holds one (undefined otherwise). Every write to a
   * table takes a transaction id, so while the stamp stays the same no row has changed: a reading
   * taken after it still holds. An open transaction could write after a reading, so none may be.
   * On PostgreSQL ids are the whole server's: other databases' writes (the other test worker's)
   * move the stamp too, and the sweep reads the digest again, as it would without a stamp.
   */
  const writeStamp = async (): Promise<string | undefined> => {
    const { rows } = await db.execute<{ oldest: string; next: string }>(
      sql`select pg_snapshot_xmin(s)::text as oldest, pg_snapshot_xmax(s)::text as next from pg_current_snapshot() s`,
    );
    const [row] = rows;
    return row && row.oldest === row.next ? row.next : undefined;
  };
  const readings = new Map<string, { snapshot: Snapshot; stamp: string }>();
  return {
    count: watched.length,
    async read(gids = []) {
      const key = gids.join(',');
      const stamp = await writeStamp();
      const last = readings.get(key);
      if (stamp !== undefined && last?.stamp === stamp) return last.snapshot;
      const snapshot = await digest(gids);
      if (stamp === undefined) readings.delete(key);
      else readings.set(key, { snapshot, stamp });
      return snapshot;
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
