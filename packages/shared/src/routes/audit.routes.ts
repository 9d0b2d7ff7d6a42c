import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { errorBodySchema } from '../errors.js';
import { idText } from '../input.js';
import { pageOf } from '../pagination.js';
import { auditEventSchema, auditQuerySchema } from './audit.schemas.js';

/** The workspace's audit log (issue 14, ADR 050): its owners read it, signed in; no token may. */
export const auditLogRoute = defineRoute({
  method: 'GET',
  path: '/workspace/audit',
  summary:
    'Who changed availability, prices, permissions, members or deleted something, and when: newest first, by kind or by work; owners only (an addition to SPEC §7)',
  tags: ['workspace'],
  auth: 'session',
  access: 'workspace:owner',
  headers: z.object({ gid: idText() }),
  query: auditQuerySchema,
  responses: {
    200: pageOf(auditEventSchema),
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
  },
});
