import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inventoryImports, inventoryItems, users } from '../../db/schema/index.js';

export type ImportRow = typeof inventoryImports.$inferSelect;

/** An import with the name of the person who made it (null once they are gone). */
export type ImportListing = ImportRow & { creatorName: string | null };

const listing = { row: inventoryImports, creatorName: users.name };

function flatten(entry: { row: ImportRow; creatorName: string | null }): ImportListing {
  return { ...entry.row, creatorName: entry.creatorName };
}

/** Every stock number of the workspace's live works, as written (one query for the whole file). */
export async function liveStockNumbers(db: Database, gid: string): Promise<string[]> {
  const rows = await db
    .select({ stockNumber: inventoryItems.stockNumber })
    .from(inventoryItems)
    .where(
      and(eq(inventoryItems.galleryId, gid), isNull(inventoryItems.deletedAt), isNotNull(inventoryItems.stockNumber)),
    );
  return rows.map((row) => row.stockNumber!);
}

export async function insertImport(db: Database, values: typeof inventoryImports.$inferInsert): Promise<void> {
  await db.insert(inventoryImports).values(values);
}

/** A workspace's latest imports, newest first. */
export async function importsOf(db: Database, gid: string, limit: number): Promise<ImportListing[]> {
  const rows = await db
    .select(listing)
    .from(inventoryImports)
    .leftJoin(users, eq(users.id, inventoryImports.createdBy))
    .where(eq(inventoryImports.galleryId, gid))
    .orderBy(desc(inventoryImports.createdAt), desc(inventoryImports.id))
    .limit(limit);
  return rows.map(flatten);
}

/** One import of a workspace; undefined for another workspace's. */
export async function findImport(db: Database, gid: string, id: string): Promise<ImportListing | undefined> {
  const [row] = await db
    .select(listing)
    .from(inventoryImports)
    .leftJoin(users, eq(users.id, inventoryImports.createdBy))
    .where(and(eq(inventoryImports.galleryId, gid), eq(inventoryImports.id, id)));
  return row && flatten(row);
}

/** The workspace's latest import not undone: the only one that may be undone. */
export async function latestLiveImportId(db: Database, gid: string): Promise<string | null> {
  const [row] = await db
    .select({ id: inventoryImports.id })
    .from(inventoryImports)
    .where(and(eq(inventoryImports.galleryId, gid), isNull(inventoryImports.undoneAt)))
    .orderBy(desc(inventoryImports.createdAt), desc(inventoryImports.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Whether any work an import made has moved on since: an offer made of it (whatever became of
 * the offer), or a state other than available, set by hand or through an offer.
 */
export async function importHasMovedOn(db: Database, importId: string): Promise<boolean> {
  const result = await db.execute<{ moved: boolean }>(sql`
    select exists (
      select 1 from inventory_items i
      join artworks a on a.id = i.artwork_id
      where i.import_id = ${importId}
        and (a.state <> 0 or a.base_state <> 0 or exists (select 1 from shares s where s.artwork_id = a.id))
    ) as moved`);
  return result.rows[0]?.moved === true;
}

/** The live records an import made (those already in the trash stay there). */
export async function liveItemIdsOf(db: Database, importId: string): Promise<string[]> {
  const rows = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.importId, importId), isNull(inventoryItems.deletedAt)));
  return rows.map((row) => row.id);
}

/** Marks an import undone unless it already is; false when another request got there first. */
export async function markUndone(db: Database, id: string, at: Date | null): Promise<boolean> {
  const rows = await db
    .update(inventoryImports)
    .set({ undoneAt: at })
    .where(
      and(eq(inventoryImports.id, id), at ? isNull(inventoryImports.undoneAt) : isNotNull(inventoryImports.undoneAt)),
    )
    .returning({ id: inventoryImports.id });
  return rows.length === 1;
}
