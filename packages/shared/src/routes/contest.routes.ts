import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { errorBodySchema } from '../errors.js';
import { idText, text } from '../input.js';
import { pageOf, pageQuerySchema } from '../pagination.js';
import {
  contestInputSchema,
  contestRoundSchema,
  contestRoundSummarySchema,
  contestSchema,
  contestUpdateSchema,
  entryInputSchema,
  entrySchema,
  entryUpdateSchema,
  scoreInputSchema,
  scoreSchema,
} from './contest.schemas.js';
import { emailSchema } from './user.schemas.js';

/**
 * SPEC.md §7 Contest (ADR 031): open calls made by platform admins, entered with works of a
 * workspace's inventory, judged in blind jury rounds. `gid` is the entrant workspace the caller
 * acts in; the owner of an entry is the signed-in person, never a field of the request.
 */

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const conflict = { 409: errorBodySchema };
const id = idText();
const gid = z.object({ gid: id });
const tags = ['contest'];
const ADDITION = '(an addition to SPEC §7)';

export const contestListRoute = defineRoute({
  method: 'GET',
  path: '/contest',
  summary: 'Published contests, the latest deadline first (platform admins also see drafts)',
  tags,
  auth: 'session',
  // Platform admins also see drafts.
  access: 'session',
  query: pageQuerySchema,
  responses: { 200: pageOf(contestSchema), ...errors },
});

export const contestRoute = defineRoute({
  method: 'GET',
  path: '/contest/{id}',
  summary: 'One published contest (platform admins: any, with its jury rounds)',
  tags,
  auth: 'session',
  // Platform admins also see drafts.
  access: 'session',
  params: z.object({ id }),
  responses: { 200: contestSchema, ...errors },
});

export const createContestRoute = defineRoute({
  method: 'POST',
  path: '/contest',
  summary: `Create a contest: titles, rules, eligible account types, deadline and its time zone, works allowed, prizes (platform admins) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'admin',
  body: contestInputSchema,
  responses: { 200: contestSchema, ...errors },
});

export const updateContestRoute = defineRoute({
  method: 'PUT',
  path: '/contest/{id}',
  summary: `Change a contest; fields left out stay as they are; the deadline is fixed once a round has closed, and the works allowed never go below what an entry holds (409) (platform admins) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'admin',
  params: z.object({ id }),
  body: contestUpdateSchema,
  responses: { 200: contestSchema, ...errors, ...conflict },
});

export const createRoundRoute = defineRoute({
  method: 'POST',
  path: '/contest/{id}/round',
  summary: `Open the next jury round, once the earlier ones are closed (platform admins) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'admin',
  params: z.object({ id }),
  body: z.strictObject({ title: text().trim().max(200).nullable().optional() }),
  responses: { 200: contestRoundSummarySchema, ...errors, ...conflict },
});

export const inviteJurorRoute = defineRoute({
  method: 'POST',
  path: '/contest/round/{id}/juror',
  summary: `Invite a juror by e-mail to an open round; whoever signs in with that address judges it (platform admins) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'admin',
  params: z.object({ id }),
  body: z.strictObject({ email: emailSchema }),
  responses: { 200: contestRoundSummarySchema, ...errors, ...conflict },
});

export const closeRoundRoute = defineRoute({
  method: 'POST',
  path: '/contest/round/{id}/close',
  summary: `Close a round after the contest's deadline: scoring ends and the jury sees every score (platform admins) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'admin',
  params: z.object({ id }),
  responses: { 200: contestRoundSchema, ...errors, ...conflict },
});

export const publishResultsRoute = defineRoute({
  method: 'POST',
  path: '/contest/{id}/publish-results',
  summary: `Publish the results of the last closed round to the entrants, who are mailed (platform admins) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'admin',
  params: z.object({ id }),
  responses: { 200: contestSchema, ...errors, ...conflict },
});

export const juryRoundsRoute = defineRoute({
  method: 'GET',
  path: '/contest/jury',
  summary: `The jury rounds the signed-in person judges ${ADDITION}`,
  tags,
  auth: 'session',
  // The rounds you judge, by your account's email.
  access: 'session',
  responses: { 200: z.object({ rounds: z.array(contestRoundSummarySchema) }), ...errors },
});

export const contestRoundRoute = defineRoute({
  method: 'GET',
  path: '/contest/round/{id}',
  summary: `A round's entries for its jurors (their own scores only until it closes, then every score and the totals) and for platform admins (progress only until it closes) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'juror',
  params: z.object({ id }),
  responses: { 200: contestRoundSchema, ...errors },
});

export const scoreEntryRoute = defineRoute({
  method: 'PUT',
  path: '/contest/round/{id}/score',
  summary: `A juror scores (1–10) and marks an entry of an open round ${ADDITION}`,
  tags,
  auth: 'session',
  // A juror's own score; platform admins read the round but have no score to set.
  access: 'juror',
  params: z.object({ id }),
  body: scoreInputSchema,
  responses: { 200: scoreSchema, ...errors, ...conflict },
});

export const myEntriesRoute = defineRoute({
  method: 'GET',
  path: '/contest/submission',
  summary: `The workspace's own entries, each with its result once published ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'workspace:read',
  headers: gid,
  responses: { 200: z.object({ entries: z.array(entrySchema) }), ...errors },
});

export const submitEntryRoute = defineRoute({
  method: 'POST',
  path: '/contest/submission',
  summary: 'Enter a contest with works of the workspace’s inventory and a statement, until its deadline',
  tags,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: entryInputSchema,
  responses: { 200: entrySchema, ...errors, ...conflict },
});

export const updateEntryRoute = defineRoute({
  method: 'PUT',
  path: '/contest/submission',
  summary: 'Change an entry (its owner only), until the deadline',
  tags,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: entryUpdateSchema,
  responses: { 200: entrySchema, ...errors, ...conflict },
});

export const deleteEntryRoute = defineRoute({
  method: 'DELETE',
  path: '/contest/submission/{id}',
  summary: 'Withdraw an entry: only the person who made it (the owner comes from the session)',
  tags,
  auth: 'session',
  // The workspace is the entry's, reached by its id.
  access: 'workspace:write',
  params: z.object({ id }),
  responses: { 200: z.object({ ok: z.literal(true) }), ...errors },
});
