import type { Job } from '../../platform/jobs.js';
import { purgeTrash } from '../inventory/inventory.service.js';
import { releaseExpiredHolds } from './share.service.js';
import { deleteStoredFolders, imageFoldersOf } from './stored-files.js';

/** Holds end on time, even those that ended while no instance was running. */
export const releaseHoldsJob: Job = { name: 'release-expired-holds', everyMs: 60_000, run: releaseExpiredHolds };

/** Works deleted more than 30 days ago go for good, with their files. */
export const purgeTrashJob: Job = {
  name: 'purge-trash',
  everyMs: 60 * 60_000,
  run: (ctx) => purgeTrash(ctx, async (aids) => deleteStoredFolders(ctx, await imageFoldersOf(ctx, aids))),
};
