import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { errorBodySchema } from '../errors.js';
import { idText } from '../input.js';
import { todaySchema } from './today.schemas.js';

/** The home of the app (issue 17, ADR 037): what a workspace has to do today. */
export const todayRoute = defineRoute({
  method: 'GET',
  path: '/workspace/today',
  summary:
    'What the workspace has to do today: purchases to confirm, holds running out, unread messages, room opens, a few figures and its fairs (an addition to SPEC §7)',
  tags: ['workspace'],
  auth: 'session',
  access: 'workspace:read',
  headers: z.object({ gid: idText() }),
  responses: { 200: todaySchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
});
