import {
  createShareRoute,
  holdCancelRoute,
  holdRoute,
  joinWaitlistRoute,
  leaveWaitlistRoute,
  purchaseCancelRoute,
  purchaseRoute,
  sharedWithRoute,
  shareRoute,
  shareStateRoute,
  updateShareRoute,
  workspaceSharesRoute,
} from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { identityOf } from '../../platform/auth/session-guard.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as shares from './share.service.js';

/**
 * Offers, holds and purchases (SPEC.md §7 Artwork). The `uid` the spec's bodies carry is only a
 * selector: who acts is the session's user, and the share decides what that user may do.
 */
export function registerShareRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, createShareRoute, ({ request, body }) => shares.createShare(ctx, identityOf(request), body));
  registerRoute(app, updateShareRoute, ({ request, body }) => shares.updateShare(ctx, identityOf(request), body));
  registerRoute(app, sharedWithRoute, ({ request, params }) => shares.sharedWith(ctx, identityOf(request), params.uid));
  registerRoute(app, shareRoute, ({ request, params }) => shares.getShare(ctx, identityOf(request), params.sid));
  registerRoute(app, workspaceSharesRoute, ({ request, headers, query }) =>
    shares.workspaceShares(ctx, identityOf(request), headers.gid, query),
  );
  registerRoute(app, shareStateRoute, ({ request, body }) =>
    shares.moveShare(ctx, identityOf(request), { sid: body.sid, action: 'setState', state: body.state }),
  );
  registerRoute(app, holdRoute, ({ request, body }) =>
    shares.moveShare(ctx, identityOf(request), { sid: body.sid, action: 'hold' }),
  );
  registerRoute(app, holdCancelRoute, ({ request, body }) =>
    shares.moveShare(ctx, identityOf(request), { sid: body.sid, action: 'holdCancel' }),
  );
  registerRoute(app, purchaseRoute, ({ request, body }) =>
    shares.moveShare(ctx, identityOf(request), { sid: body.sid, action: 'purchase' }),
  );
  registerRoute(app, purchaseCancelRoute, ({ request, body }) =>
    shares.moveShare(ctx, identityOf(request), { sid: body.sid, action: 'purchaseCancel' }),
  );
  registerRoute(app, joinWaitlistRoute, ({ request, body }) => shares.joinWaitlist(ctx, identityOf(request), body.sid));
  registerRoute(app, leaveWaitlistRoute, ({ request, body }) =>
    shares.leaveWaitlist(ctx, identityOf(request), body.sid),
  );
}
