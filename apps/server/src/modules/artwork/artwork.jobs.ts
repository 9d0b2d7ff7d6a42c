import type { Job } from '../../platform/jobs.js';
import { purgeTrash } from '../inventory/inventory.service.js';
import { releaseExpiredHolds } from '../availability/availability.service.js';
import { deleteStoredFolders, journalImageFoldersOf } from './stored-files.js';

/** Holds end on time, even those that ended while no instance was running. */
export const releaseHoldsJob: Job = { name: 'release-expired-holds', everyMs: 60_000, run: releaseExpiredHolds };

/**
 * Works deleted more than 30 days ago go for good, with their files: journaled before the rows go
 * and deleted after, so a crash in between leaves the sweep to finish, never a row without files.
 */
export const purgeTrashJob: Job = {
  name: 'purge-trash',
  everyMs: 60 * 60_000,
  run: async (ctx) => {
    let folders: string[] = [];
    const purged = await purgeTrash(ctx, async (aids) => {
      folders = await journalImageFoldersOf(ctx, aids);
    });
    await deleteStoredFolders(ctx, folders);
    return purged;
  },
};
