import { and, asc, eq, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { storageJournal } from '../../db/schema/index.js';
import type { FileStorage } from './file-storage.js';

/**
 * The storage journal: how files and rows stay in step across crashes, on stores that cannot take
 * part in a database transaction.
 *
 * - An upload's folder is entered (`journalFolders`) before its first file is written; the
 *   transaction that writes the row owning it removes the entry (`settleFolders`).
 * - A row that lets go of a folder (a replaced logo, a removed image, a purged work) enters it in
 *   the same transaction; the files go after the commit (`releaseFolders`).
 * - A sweep releases entries older than a few minutes. Releasing deletes the files only when no
 *   row owns the folder, so a crash before a commit leaves files the sweep removes, and a crash
 *   after one leaves files a row still has.
 */

/** One storage folder (`…/<upload id>/`) of a workspace. */
export interface JournalEntry {
  gid: string;
  prefix: string;
}

/** Whether a row (an image, a logo, a portrait) owns the folder; asked before its files go. */
export type FolderOwnership = (db: Database, entry: JournalEntry) => Promise<boolean>;

/**
 * Enters folders that may soon have no row: call it before writing an upload's files, or in the
 * transaction that lets go of a folder. Entering a folder twice keeps the first entry.
 */
export async function journalFolders(db: Database, entries: readonly JournalEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(storageJournal)
    .values(entries.map((entry) => ({ galleryId: entry.gid, prefix: entry.prefix })))
    .onConflictDoNothing();
}

/** Thrown when a sweep took an upload as abandoned before its row was written. */
export class UploadAbandoned extends Error {
  override name = 'UploadAbandoned';
}

/**
 * In the transaction that writes the rows owning these uploads: their entries go, so no sweep
 * touches their files after the commit. Throws UploadAbandoned (rolling the transaction back) if
 * an entry is already gone: a sweep judged the upload abandoned and has removed its files.
 */
export async function settleFolders(tx: Database, entries: readonly JournalEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const settled = await tx
    .delete(storageJournal)
    .where(or(...entries.map((entry) => entryIs(entry))))
    .returning({ prefix: storageJournal.prefix });
  if (settled.length !== new Set(entries.map((entry) => entry.prefix)).size) {
    throw new UploadAbandoned('An upload took longer than the storage sweep allows, and its files were removed.');
  }
}

export interface JournalDeps {
  db: Database;
  storage: FileStorage;
  logger: FastifyBaseLogger;
}

/**
 * Deletes the files of journaled folders that no row owns: the given ones (after the commit that
 * let go of them, or after a failed upload), or every entry made before `{ before }` (the sweep).
 * An entry is taken with a DELETE before its files are touched, so two instances never work on
 * the same one and a late `settleFolders` fails instead of committing a row without files. A
 * folder whose files cannot be deleted is entered again for the next sweep. Returns how many
 * folders were deleted.
 */
export async function releaseFolders(
  deps: JournalDeps,
  target: { prefixes: readonly string[] } | { before: Date },
  owned: FolderOwnership,
): Promise<number> {
  const candidates =
    'prefixes' in target
      ? target.prefixes
      : (
          await deps.db
            .select({ prefix: storageJournal.prefix })
            .from(storageJournal)
            .where(lt(storageJournal.createdAt, target.before))
            .orderBy(asc(storageJournal.createdAt))
            .limit(1000)
        ).map((row) => row.prefix);
  let deleted = 0;
  for (const prefix of new Set(candidates)) {
    const [taken] = await deps.db
      .delete(storageJournal)
      .where(
        and(
          eq(storageJournal.prefix, prefix),
          'before' in target ? lt(storageJournal.createdAt, target.before) : undefined,
        ),
      )
      .returning({ gid: storageJournal.galleryId, prefix: storageJournal.prefix });
    if (!taken || (await owned(deps.db, taken))) continue;
    try {
      await deps.storage.deleteMany({ prefix });
      deleted += 1;
    } catch (error) {
      deps.logger.warn({ err: error, prefix }, 'stored files could not be deleted; the next sweep retries');
      await journalFolders(deps.db, [taken]).catch((journalError: unknown) =>
        deps.logger.error({ err: journalError, prefix }, 'stored files could not be deleted nor entered again'),
      );
    }
  }
  return deleted;
}

function entryIs(entry: JournalEntry) {
  return and(eq(storageJournal.galleryId, entry.gid), eq(storageJournal.prefix, entry.prefix));
}
