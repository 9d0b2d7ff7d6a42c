import { eventsRoute, PermissionLevel } from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import type { AppEvent } from '../../platform/event-bus.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { mayReadArtwork } from '../inventory/inventory-access.js';
import { requireAccess } from '../workspace/access.js';

const HEARTBEAT_MS = 25_000;

/**
 * `GET /api/events`: a Server-Sent Events stream of state changes for the caller's workspace and
 * their own offers, so every open page shows a hold or a sale at once. Streams end when the
 * server shuts down (the client reconnects to another instance).
 */
export function registerEventRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of open) end();
    done();
  });

  registerRoute(app, eventsRoute, async ({ identity, request, reply, query }) => {
    const role = query.gid
      ? (await requireAccess(ctx, identity, { gid: query.gid, area: 'inventory', need: PermissionLevel.read })).role
      : null;
    const channels = [`u:${identity.userId}`, ...(query.gid ? [`g:${query.gid}`] : [])];

    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    response.write('retry: 3000\n\n');
    // The two channels never carry the same event: members are never offered their own works.
    const write = (event: AppEvent) => response.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    // A plain member hears of a workspace's work only if its record and folder are open to them
    // (the rule of every other path). Checks run one after another, so events keep their order.
    let pending = Promise.resolve();
    const sendIfOpen = (event: AppEvent) => {
      if (event.type !== 'artwork') {
        write(event);
        return;
      }
      pending = pending
        .then(async () => {
          const open = await mayReadArtwork(ctx, identity, event.aid);
          if (open && !response.writableEnded) write(event);
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'live event not checked'));
    };
    const bound = role === 'member';
    const unsubscribe = channels.map((channel) =>
      ctx.events.subscribe(channel, bound && channel.startsWith('g:') ? sendIfOpen : write),
    );
    const heartbeat = setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      // Ends once, whether the visitor left or the server is closing (both may happen).
      if (!open.delete(end)) return;
      clearInterval(heartbeat);
      for (const stop of unsubscribe) stop();
      ctx.metrics.streams(-1);
      if (!response.writableEnded) response.end();
    };
    open.add(end);
    ctx.metrics.streams(1);
    request.raw.once('close', end);
    return '';
  });
}
