import type { Job } from '../../platform/jobs.js';
import { remindSavedOpportunities } from './opportunity.service.js';

/** Reminds people of saved opportunities three days before they close (ADR 033). */
export const remindOpportunitiesJob: Job = {
  name: 'remind-opportunities',
  everyMs: 15 * 60_000,
  run: (ctx) => remindSavedOpportunities(ctx),
};
