import type { Job } from '../../platform/jobs.js';
import { purgeOldRoomVisits } from './room-analytics.service.js';

/** Visits of viewing rooms are deleted 13 months after they were opened. */
export const purgeRoomVisitsJob: Job = {
  name: 'purge-room-visits',
  everyMs: 24 * 60 * 60_000,
  run: (ctx) => purgeOldRoomVisits(ctx),
};
