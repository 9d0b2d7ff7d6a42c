import {
  addMemoRoute,
  createFairRoute,
  publicFairRoute,
  reviewSubmissionRoute,
  submitRoute,
  supportedFairsRoute,
  fairParticipantsRoute,
  joinFairRoute,
  myParticipationsRoute,
  participantRoute,
  updateParticipantRoute,
  deleteFairRoute,
  fairAccessRoute,
  fairListRoute,
  fairRoute,
  updateFairRoute,
} from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as participants from './fair-participants.service.js';
import { publicFair } from './fair-public.service.js';
import * as submissions from './fair-submissions.service.js';
import * as fairs from './fair.service.js';

/** SPEC.md §7 Fairs: organising a fair (ADR 031). */
export function registerFairRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, createFairRoute, ({ identity, headers, body }) =>
    fairs.createFair(ctx, identity, headers.gid, body),
  );
  registerRoute(app, updateFairRoute, ({ identity, headers, body }) =>
    fairs.updateFair(ctx, identity, headers.gid, headers.fairid, body),
  );
  registerRoute(app, fairListRoute, ({ identity, headers }) => fairs.listFairs(ctx, identity, headers.gid));
  registerRoute(app, fairRoute, ({ identity, headers, params }) =>
    fairs.getFair(ctx, identity, headers.gid, params.id),
  );
  registerRoute(app, deleteFairRoute, ({ identity, headers }) =>
    fairs.deleteFair(ctx, identity, headers.gid, headers.fairid),
  );
  registerRoute(app, fairAccessRoute, ({ identity, headers, body }) =>
    fairs.setFairAccess(ctx, identity, headers.gid, body),
  );
  registerRoute(app, joinFairRoute, ({ identity, body }) => participants.joinFair(ctx, identity, body));
  registerRoute(app, myParticipationsRoute, ({ identity, headers }) =>
    participants.myParticipations(ctx, identity, headers.gid),
  );
  registerRoute(app, participantRoute, ({ identity, headers, params }) =>
    submissions.participantDetail(ctx, identity, headers.gid, params.id),
  );
  registerRoute(app, fairParticipantsRoute, ({ identity, headers }) =>
    participants.fairParticipants(ctx, identity, headers.gid, headers.fairid),
  );
  registerRoute(app, updateParticipantRoute, ({ identity, headers, params, body }) =>
    participants.updateParticipant(ctx, identity, headers.gid, params.id, body),
  );
  registerRoute(app, supportedFairsRoute, ({ identity, headers }) => fairs.supportedFairs(ctx, identity, headers.gid));
  registerRoute(app, addMemoRoute, ({ identity, headers, params, body }) =>
    submissions.addMemo(ctx, identity, headers.gid, params.id, body),
  );
  registerRoute(app, submitRoute, ({ identity, headers, body }) =>
    submissions.submit(ctx, identity, headers.gid, body),
  );
  registerRoute(app, reviewSubmissionRoute, ({ identity, headers, params, body }) =>
    submissions.reviewSubmission(ctx, identity, headers.gid, params.id, body),
  );
  registerRoute(app, publicFairRoute, ({ headers }) => publicFair(ctx, headers.fairid));
}
