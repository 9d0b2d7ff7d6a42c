import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { errorBodySchema } from '../errors.js';
import { idempotencyKeyHeaders, idText, text } from '../input.js';
import { pageOf, pageQuerySchema } from '../pagination.js';
import { shareSchema } from './artwork.schemas.js';
import {
  PASSCODE_MAX,
  publicRoomSchema,
  roomInputSchema,
  roomSchema,
  roomUpdateSchema,
} from './viewing-room.schemas.js';

/**
 * Routes of SPEC.md §7 Private shares: the viewing rooms of a workspace (`shareid`) and their
 * public pages by `path`. POST and PUT are multipart as the spec says; the room's pictures are
 * its works' own, so they carry only the `data` part.
 */

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const publicErrors = { 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };
const tags = ['viewing room'];
const id = idText();
/** A room's or a link's path: base64url, as the server issues them. */
export const roomPathSchema = text()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'is not a room path');
const ok = z.object({ ok: z.literal(true) });

export const createRoomRoute = defineRoute({
  method: 'POST',
  path: '/share',
  summary: 'Make a viewing room of works of the workspace (multipart: `data` JSON)',
  tags,
  auth: 'session',
  access: 'workspace:write',
  multipart: true,
  files: {},
  headers: z.object({ gid: id, ...idempotencyKeyHeaders }),
  body: roomInputSchema,
  responses: { 200: roomSchema, ...errors },
});

export const updateRoomRoute = defineRoute({
  method: 'PUT',
  path: '/share',
  summary: 'Change a viewing room: works, prices, fields shown, links, passcode, expiry (multipart)',
  tags,
  auth: 'session',
  // The workspace is the room's, reached by its id.
  access: 'workspace:write',
  multipart: true,
  files: {},
  headers: z.object({ shareid: id }),
  body: roomUpdateSchema,
  responses: { 200: roomSchema, ...errors },
});

export const roomsRoute = defineRoute({
  method: 'GET',
  path: '/share/list',
  summary: "The workspace's viewing rooms, newest first",
  tags,
  auth: 'session',
  access: 'workspace:read',
  headers: z.object({ gid: id }),
  query: pageQuerySchema,
  responses: { 200: pageOf(roomSchema), ...errors },
});

export const roomRoute = defineRoute({
  method: 'GET',
  path: '/share',
  summary: 'One viewing room, for its workspace',
  tags,
  auth: 'session',
  // The workspace is the room's, reached by its id.
  access: 'workspace:read',
  headers: z.object({ shareid: id }),
  responses: { 200: roomSchema, ...errors },
});

export const deleteRoomRoute = defineRoute({
  method: 'DELETE',
  path: '/share',
  summary: 'Delete a viewing room: its paths answer 404 from then on',
  tags,
  auth: 'session',
  // The workspace is the room's, reached by its id.
  access: 'workspace:write',
  headers: z.object({ shareid: id }),
  responses: { 200: ok, ...errors },
});

export const allRoomsRoute = defineRoute({
  method: 'GET',
  path: '/share/all',
  summary: 'Every viewing room of the platform (platform admins only)',
  tags,
  auth: 'session',
  access: 'admin',
  query: pageQuerySchema,
  responses: { 200: pageOf(roomSchema), ...errors },
});

export const publicRoomRoute = defineRoute({
  method: 'GET',
  path: '/share/url/{path}',
  summary:
    'A viewing room by its path or a recipient link: only the fields it shows; locked until its passcode is given (POST …/unlock)',
  tags,
  auth: 'public',
  access: 'public',
  params: z.object({ path: roomPathSchema }),
  responses: { 200: publicRoomSchema, ...publicErrors },
});

export const unlockRoomRoute = defineRoute({
  method: 'POST',
  path: '/share/url/{path}/unlock',
  summary: 'Give a room its passcode; the answer sets an httpOnly cookie that opens it (rate-limited)',
  tags,
  auth: 'public',
  access: 'public',
  params: z.object({ path: roomPathSchema }),
  body: z.object({ passcode: text().min(1).max(PASSCODE_MAX) }),
  responses: { 200: publicRoomSchema, 401: errorBodySchema, ...publicErrors },
});

export const roomEventsRoute = defineRoute({
  method: 'GET',
  path: '/share/url/{path}/events',
  summary: 'Server-sent events of a room: `state` events ({aid, availability}) of its works, nothing else',
  tags,
  auth: 'public',
  access: 'public',
  params: z.object({ path: roomPathSchema }),
  responses: { 200: z.string().meta({ description: 'text/event-stream' }), ...publicErrors },
});

export const roomHoldRoute = defineRoute({
  method: 'POST',
  path: '/share/url/{path}/hold',
  summary: "A signed-in visitor holds a work of the room at the room's price (an offer made for them, then held)",
  tags,
  auth: 'session',
  // A signed-in visitor who has the room's pass, when it has one.
  access: 'session',
  params: z.object({ path: roomPathSchema }),
  body: z.object({ aid: id }),
  responses: { 200: shareSchema, ...errors },
});
