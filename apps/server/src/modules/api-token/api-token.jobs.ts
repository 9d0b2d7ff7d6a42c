import type { Job } from '../../platform/jobs.js';
import { purgeOldTokenCalls } from './api-token.service.js';

/** The audit of API token calls is kept 90 days. */
export const purgeTokenCallsJob: Job = {
  name: 'purge-api-token-calls',
  everyMs: 24 * 60 * 60_000,
  run: (ctx) => purgeOldTokenCalls(ctx),
};
