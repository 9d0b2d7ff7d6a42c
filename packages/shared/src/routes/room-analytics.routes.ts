import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { errorBodySchema } from '../errors.js';
import { idText } from '../input.js';
import { roomAnalyticsSchema, roomBeaconSchema } from './room-analytics.schemas.js';
import { roomPathSchema } from './viewing-room.routes.js';

/** Who looked at a viewing room, and at what (ADR 019). */
const tags = ['viewing room'];

export const roomVisitRoute = defineRoute({
  method: 'POST',
  path: '/share/url/{path}/visit',
  summary:
    "A room's page reports its visit (sent by the page itself, often with navigator.sendBeacon): seconds visible and works looked at since the last report",
  tags,
  auth: 'public',
  access: 'public',
  params: z.object({ path: roomPathSchema }),
  body: roomBeaconSchema,
  responses: {
    200: z.object({ counted: z.boolean() }),
    400: errorBodySchema,
    404: errorBodySchema,
    429: errorBodySchema,
  },
});

export const roomAnalyticsRoute = defineRoute({
  method: 'GET',
  path: '/share/analytics',
  summary: 'Who opened a room and its recipient links, when, and which works they looked at for how long',
  tags,
  auth: 'session',
  // The workspace is the room's, reached by its id.
  access: 'workspace:read',
  headers: z.object({ shareid: idText() }),
  responses: {
    200: roomAnalyticsSchema,
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
  },
});
