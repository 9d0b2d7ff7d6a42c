import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { errorBodySchema } from '../errors.js';
import { idText } from '../input.js';
import { pageOf, pageQuerySchema } from '../pagination.js';
import { contentChangeSchema, contentChangesQuerySchema, leadSchema, userLockSchema } from './admin.schemas.js';
import { userSchema } from './user.schemas.js';

/**
 * The platform admin console (issue 13), additions to SPEC §7: locking users, the leads of
 * "keep me posted", and the change log. Platform admins only; everyone else gets 403.
 */

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['admin'];

export const adminUserLockRoute = defineRoute({
  method: 'PUT',
  path: '/admin/user/{uid}/lock',
  summary:
    'Platform admins: lock an account (it cannot sign in and its sessions end at once) or unlock it; never your own',
  tags,
  auth: 'session',
  access: 'admin',
  params: z.object({ uid: idText() }),
  body: userLockSchema,
  responses: { 200: userSchema, ...errors },
});

export const adminLeadsRoute = defineRoute({
  method: 'GET',
  path: '/admin/leads',
  summary: 'Platform admins: the addresses left through "keep me posted", the newest first',
  tags,
  auth: 'session',
  access: 'admin',
  query: pageQuerySchema,
  responses: { 200: pageOf(leadSchema), ...errors },
});

export const adminLeadsExportRoute = defineRoute({
  method: 'GET',
  path: '/admin/leads/export',
  summary: 'Platform admins: every lead as CSV (UTF-8 with BOM for Excel, CRLF, formulas defused)',
  tags,
  auth: 'session',
  access: 'admin',
  responses: { 200: z.string().meta({ description: 'text/csv' }), ...errors },
});

export const adminChangesRoute = defineRoute({
  method: 'GET',
  path: '/admin/changes',
  summary: "Platform admins: the log of admins' changes (content, featured works, locks), the newest first",
  tags,
  auth: 'session',
  access: 'admin',
  query: contentChangesQuerySchema,
  responses: { 200: pageOf(contentChangeSchema), ...errors },
});
