import {
  createShareRoute,
  holdCancelRoute,
  holdExtendRoute,
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
import { registerRoute } from '../../platform/http/register-route.js';
import * as shares from './share.service.js';

/**
 * Offers, holds and purchases (SPEC.md §7 Artwork). The `uid` the spec's bodies carry is only a
 * selector: who acts is the session's user, and the share decides what that user may do.
 */
export function registerShareRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, createShareRoute, ({ identity, body }) => shares.createShare(ctx, identity, body));
  registerRoute(app, updateShareRoute, ({ identity, body }) => shares.updateShare(ctx, identity, body));
  registerRoute(app, sharedWithRoute, ({ identity, params }) => shares.sharedWith(ctx, identity, params.uid));
  registerRoute(app, shareRoute, ({ identity, params }) => shares.getShare(ctx, identity, params.sid));
  registerRoute(app, workspaceSharesRoute, ({ identity, headers, query }) =>
    shares.workspaceShares(ctx, identity, headers.gid, query),
  );
  registerRoute(app, shareStateRoute, ({ identity, body }) =>
    shares.moveShare(ctx, identity, { sid: body.sid, action: 'setState', state: body.state }),
  );
  registerRoute(app, holdRoute, ({ identity, body }) =>
    shares.moveShare(ctx, identity, { sid: body.sid, action: 'hold' }),
  );
  registerRoute(app, holdCancelRoute, ({ identity, body }) =>
    shares.moveShare(ctx, identity, { sid: body.sid, action: 'holdCancel' }),
  );
  registerRoute(app, holdExtendRoute, ({ identity, body }) => shares.extendHold(ctx, identity, body.sid));
  registerRoute(app, purchaseRoute, ({ identity, body }) =>
    shares.moveShare(ctx, identity, { sid: body.sid, action: 'purchase' }),
  );
  registerRoute(app, purchaseCancelRoute, ({ identity, body }) =>
    shares.moveShare(ctx, identity, { sid: body.sid, action: 'purchaseCancel' }),
  );
  registerRoute(app, joinWaitlistRoute, ({ identity, body }) => shares.joinWaitlist(ctx, identity, body.sid));
  registerRoute(app, leaveWaitlistRoute, ({ identity, body }) => shares.leaveWaitlist(ctx, identity, body.sid));
}
