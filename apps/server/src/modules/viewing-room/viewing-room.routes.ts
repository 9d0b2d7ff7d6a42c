import type { CreateRateLimitOptions, RateLimitOptions } from '@fastify/rate-limit';
import {
  allRoomsRoute,
  createRoomRoute,
  deleteRoomRoute,
  publicRoomRoute,
  roomEventsRoute,
  roomHoldRoute,
  roomRoute,
  roomsRoute,
  unlockRoomRoute,
  updateRoomRoute,
} from '@vernissage/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as rooms from './viewing-room.service.js';

const HEARTBEAT_MS = 25_000;
const minutes = (n: number) => n * 60_000;

const pathOf = (request: FastifyRequest) => (request.params as { path?: string }).path ?? '';

/** Passcode tries at one room from one address. */
const unlockLimit: RateLimitOptions = {
  max: 10,
  timeWindow: minutes(10),
  keyGenerator: (request) => `room-unlock|${request.ip}|${pathOf(request)}`,
};
/** Passcode tries from one address across rooms, against guessing at many rooms at once. */
const unlockAddressLimit: CreateRateLimitOptions = {
  max: 30,
  timeWindow: minutes(10),
  keyGenerator: (request) => `room-unlock-address|${request.ip}`,
};
/**
 * SPEC.md §7 Private shares: the workspace's viewing rooms (`shareid`), and each room's public
 * side by `path` — the room, its passcode, its live stream and holding a work from it.
 */
export function registerViewingRoomRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, createRoomRoute, ({ identity, headers, data }) =>
    rooms.createRoom(ctx, identity, headers.gid, data),
  );
  registerRoute(app, updateRoomRoute, ({ identity, headers, data }) =>
    rooms.updateRoom(ctx, identity, headers.shareid, data),
  );
  registerRoute(app, roomsRoute, ({ identity, headers, query }) => rooms.listRooms(ctx, identity, headers.gid, query));
  registerRoute(app, roomRoute, ({ identity, headers }) => rooms.getRoom(ctx, identity, headers.shareid));
  registerRoute(app, deleteRoomRoute, ({ identity, headers }) => rooms.deleteRoom(ctx, identity, headers.shareid));
  registerRoute(app, allRoomsRoute, ({ identity, query }) => rooms.allRooms(ctx, identity, query));

  registerRoute(app, publicRoomRoute, async ({ params, request, reply }) => {
    // Private: never kept by a shared cache, never indexed.
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    return rooms.publicRoom(ctx, params.path, request.headers.cookie);
  });
  registerRoute(
    app,
    unlockRoomRoute,
    async ({ params, body, reply }) => {
      const { room, cookie } = await rooms.unlockRoom(ctx, params.path, body.passcode);
      reply.header('set-cookie', cookie).header('cache-control', 'private, no-store');
      return room;
    },
    { rateLimit: unlockLimit, alsoLimitedBy: [unlockAddressLimit] },
  );
  registerRoute(app, roomHoldRoute, ({ identity, params, body, request }) =>
    rooms.holdFromRoom(ctx, identity, { path: params.path, aid: body.aid, cookieHeader: request.headers.cookie }),
  );
  registerRoomEvents(app, ctx);
}

/** `GET /share/url/{path}/events`: the room's works' availability as server-sent events. */
function registerRoomEvents(app: FastifyInstance, ctx: AppContext) {
  const open = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of open) end();
    done();
  });
  registerRoute(app, roomEventsRoute, async ({ params, request, reply }) => {
    const response = reply.raw;
    const write = (text: string) => {
      if (!response.writableEnded) response.write(text);
    };
    const unsubscribe = await rooms.followRoom(
      ctx,
      { path: params.path, cookieHeader: request.headers.cookie },
      (event) => write(`event: state\ndata: ${JSON.stringify(event)}\n\n`),
      (error) => request.log.warn({ err: error }, 'room event not sent'),
    );
    reply.hijack();
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    write('retry: 3000\n\n');
    const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (!response.writableEnded) response.end();
    };
    open.add(end);
    request.raw.once('close', end);
    return '';
  });
}
