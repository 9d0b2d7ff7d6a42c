import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { errorBodySchema } from '../errors.js';

/** Liveness: the process answers. */
export const healthRoute = defineRoute({
  method: 'GET',
  path: '/health',
  summary: 'Liveness: the process is up',
  tags: ['system'],
  auth: 'public',
  access: 'public',
  responses: {
    200: z.object({ status: z.literal('ok'), uptime: z.number() }),
  },
});

/**
 * Readiness: the database answers a query (else 503). With Redis configured, `redis` says whether
 * it answers; without it the instance still serves, `degraded` (ADR 049).
 */
export const readyRoute = defineRoute({
  method: 'GET',
  path: '/ready',
  summary: 'Readiness: the database answers (and whether Redis does, when configured)',
  tags: ['system'],
  auth: 'public',
  access: 'public',
  responses: {
    200: z.object({
      status: z.enum(['ready', 'degraded']),
      database: z.enum(['pglite', 'postgres']),
      redis: z.enum(['up', 'down']).optional(),
    }),
    503: errorBodySchema,
  },
});

export const systemRoutes = [healthRoute, readyRoute] as const;
