import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { errorBodySchema } from '../errors.js';
import { idText } from '../input.js';
import { pageOf, pageQuerySchema } from '../pagination.js';
import {
  apiTokenCallSchema,
  apiTokenSchema,
  createApiTokenSchema,
  createdApiTokenSchema,
} from './api-token.schemas.js';

/**
 * A workspace's API tokens (issue 16, ADR 040), managed by its owners and admins only — and never
 * with a token. Another workspace's token id answers 404.
 */

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const gid = z.object({ gid: idText() });
const params = z.object({ id: idText() });
const tags = ['workspace'];
const ADDITION = '(an addition to SPEC §7)';

export const apiTokensRoute = defineRoute({
  method: 'GET',
  path: '/workspace/tokens',
  summary: `The workspace's API tokens, newest first, with their scopes, expiry and last use; never the token itself ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'workspace:manage',
  headers: gid,
  responses: { 200: z.array(apiTokenSchema), ...errors },
});

export const createApiTokenRoute = defineRoute({
  method: 'POST',
  path: '/workspace/tokens',
  summary: `Make an API token with a name, scopes and an expiry; the token is answered in full this once only ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'workspace:manage',
  headers: gid,
  body: createApiTokenSchema,
  responses: { 200: createdApiTokenSchema, ...errors },
});

export const revokeApiTokenRoute = defineRoute({
  method: 'DELETE',
  path: '/workspace/tokens/{id}',
  summary: `Revoke an API token: it is refused from the next call on; its audit stays ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'workspace:manage',
  headers: gid,
  params,
  responses: { 200: apiTokenSchema, ...errors, 404: errorBodySchema },
});

export const apiTokenCallsRoute = defineRoute({
  method: 'GET',
  path: '/workspace/tokens/{id}/calls',
  summary: `The calls made with an API token, newest first: method, path, status and time ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'workspace:manage',
  headers: gid,
  params,
  query: pageQuerySchema,
  responses: { 200: pageOf(apiTokenCallSchema), ...errors, 404: errorBodySchema },
});
