import type { CreateRateLimitOptions, RateLimitOptions } from '@fastify/rate-limit';
import {
  inboxDeleteRoute,
  inboxExportRoute,
  inboxReplyRoute,
  inboxRoute,
  inboxStatusRoute,
  inboxUnreadRoute,
  visitorLeadRoute,
  visitorMessageRoute,
} from '@vernissage/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as visitors from './visitor.service.js';

const minutes = (n: number) => n * 60_000;

/** Messages and leads from one address: enough for a visitor with follow-ups, few for a robot. */
export const visitorAddressLimit: RateLimitOptions = {
  max: 10,
  timeWindow: minutes(10),
  keyGenerator: (request) => `visitor-address|${request.routeOptions.url}|${request.ip}`,
};

/**
 * Messages and leads to one workspace from every address together, so a spread-out flood cannot
 * bury an inbox (or its owners' mailboxes); counted after the body is read, for messages and
 * leads separately (as every limit here: per route, in memory and in Redis alike).
 */
export const visitorGalleryLimit: CreateRateLimitOptions = {
  max: 100,
  timeWindow: minutes(60),
  keyGenerator: (request: FastifyRequest) => {
    const gid = (request.body as { gid?: unknown } | undefined)?.gid;
    return `visitor-gallery|${request.routeOptions.url}|${typeof gid === 'string' ? gid : ''}`;
  },
};

const visitorLimits = { rateLimit: visitorAddressLimit, alsoLimitedBy: [visitorGalleryLimit] };

/** SPEC.md §7 Visitors (public) and the workspace's inbox of what visitors wrote (ADR 018). */
export function registerVisitorRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, visitorMessageRoute, ({ body }) => visitors.receiveMessage(ctx, body), visitorLimits);
  registerRoute(app, visitorLeadRoute, ({ body }) => visitors.receiveLead(ctx, body), visitorLimits);

  registerRoute(app, inboxRoute, ({ identity, headers, query }) =>
    visitors.listInbox(ctx, identity, headers.gid, query),
  );
  registerRoute(app, inboxUnreadRoute, ({ identity, headers }) => visitors.unreadCount(ctx, identity, headers.gid));
  registerRoute(app, inboxStatusRoute, ({ identity, headers, body }) =>
    visitors.markMessages(ctx, identity, headers.gid, body),
  );
  registerRoute(app, inboxReplyRoute, ({ identity, headers, body }) =>
    visitors.replyTo(ctx, identity, headers.gid, body),
  );
  registerRoute(app, inboxDeleteRoute, ({ identity, headers, body }) =>
    visitors.deleteMessages(ctx, identity, headers.gid, body.vmids),
  );
  registerRoute(app, inboxExportRoute, async ({ identity, query, reply }) => {
    const csv = await visitors.exportInbox(ctx, identity, query);
    const day = new Date().toISOString().slice(0, 10);
    // A text/csv string is sent as it is (Fastify serialises only JSON content types).
    void reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="inbox-${day}.csv"`)
      .header('cache-control', 'no-store');
    return csv;
  });
}
