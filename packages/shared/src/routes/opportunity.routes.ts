import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { errorBodySchema } from '../errors.js';
import { idText } from '../input.js';
import { pageOf, pageQuerySchema } from '../pagination.js';
import {
  opportunityInputSchema,
  opportunityQuerySchema,
  opportunitySchema,
  opportunityUpdateSchema,
} from './opportunity.schemas.js';

/**
 * SPEC.md §7 Other: opportunities (ADR 033). Reading is public and shows published ones only;
 * signed-in people save them and are reminded before the deadline; platform admins write them,
 * every change recorded with who and when.
 */

const errors = { 400: errorBodySchema, 404: errorBodySchema };
const sessionErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['opportunity'];
const ADDITION = '(an addition to SPEC §7)';
const params = z.object({ id: idText() });
const ok = z.object({ ok: z.literal(true) });

export const opportunityListRoute = defineRoute({
  method: 'GET',
  path: '/opportunity/all',
  summary: 'Published opportunities, the nearest deadline first: by kind, deadline after, country, location and words',
  tags,
  auth: 'public',
  access: 'public',
  query: opportunityQuerySchema,
  responses: { 200: pageOf(opportunitySchema), ...errors },
});

export const opportunityRoute = defineRoute({
  method: 'GET',
  path: '/opportunity/opid/{id}',
  summary: 'One published opportunity, its description as safe HTML',
  tags,
  auth: 'public',
  access: 'public',
  params,
  responses: { 200: opportunitySchema, ...errors },
});

export const saveOpportunityRoute = defineRoute({
  method: 'POST',
  path: '/opportunity/opid/{id}/save',
  summary: `Save a published opportunity; a reminder mail comes before its deadline ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'session',
  params,
  responses: { 200: opportunitySchema, ...sessionErrors },
});

export const unsaveOpportunityRoute = defineRoute({
  method: 'DELETE',
  path: '/opportunity/opid/{id}/save',
  summary: `Forget a saved opportunity (and its reminder) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'session',
  params,
  responses: { 200: ok, ...sessionErrors },
});

export const savedOpportunitiesRoute = defineRoute({
  method: 'GET',
  path: '/opportunity/saved',
  summary: `The caller's saved opportunities that are still published, the nearest deadline first ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'session',
  query: pageQuerySchema,
  responses: { 200: pageOf(opportunitySchema), ...sessionErrors },
});

export const createOpportunityRoute = defineRoute({
  method: 'POST',
  path: '/opportunity',
  summary: `Create an opportunity (platform admins) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'admin',
  body: opportunityInputSchema,
  responses: { 200: opportunitySchema, ...sessionErrors },
});

export const updateOpportunityRoute = defineRoute({
  method: 'PUT',
  path: '/opportunity/{id}',
  summary: `Change an opportunity; fields left out stay as they are (platform admins) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'admin',
  params,
  body: opportunityUpdateSchema,
  responses: { 200: opportunitySchema, ...sessionErrors },
});

export const deleteOpportunityRoute = defineRoute({
  method: 'DELETE',
  path: '/opportunity/{id}',
  summary: `Delete an opportunity (platform admins) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'admin',
  params,
  responses: { 200: ok, ...sessionErrors },
});

export const adminOpportunityListRoute = defineRoute({
  method: 'GET',
  path: '/opportunity/admin/list',
  summary: `Every opportunity, drafts too, the latest change first (platform admins) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'admin',
  query: pageQuerySchema,
  responses: { 200: pageOf(opportunitySchema), ...sessionErrors },
});

export const adminOpportunityRoute = defineRoute({
  method: 'GET',
  path: '/opportunity/admin/opid/{id}',
  summary: `One opportunity, a draft too, for the editor (platform admins) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'admin',
  params,
  responses: { 200: opportunitySchema, ...sessionErrors },
});
