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
  responses: {
    200: z.object({ status: z.literal('ok'), uptime: z.number() }),
  },
});

/** Readiness: the database answers a query. */
export const readyRoute = defineRoute({
  method: 'GET',
  path: '/ready',
  summary: 'Readiness: the database answers',
  tags: ['system'],
  auth: 'public',
  responses: {
    200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
    503: errorBodySchema,
  },
});

export const systemRoutes = [healthRoute, readyRoute] as const;
