import {
  closeRoundRoute,
  contestListRoute,
  contestRoundRoute,
  contestRoute,
  createContestRoute,
  createRoundRoute,
  deleteEntryRoute,
  inviteJurorRoute,
  juryRoundsRoute,
  myEntriesRoute,
  publishResultsRoute,
  scoreEntryRoute,
  submitEntryRoute,
  updateContestRoute,
  updateEntryRoute,
} from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as entries from './contest-entries.service.js';
import * as jury from './contest-jury.service.js';
import * as contests from './contest.service.js';

/** SPEC.md §7 Contest, with the admin and jury calls ADR 031 adds. */
export function registerContestRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, contestListRoute, ({ identity, query }) => contests.listContests(ctx, identity, query));
  registerRoute(app, contestRoute, ({ identity, params }) => contests.getContest(ctx, identity, params.id));
  registerRoute(app, createContestRoute, ({ identity, body }) => contests.createContest(ctx, identity, body));
  registerRoute(app, updateContestRoute, ({ identity, params, body }) =>
    contests.updateContest(ctx, identity, params.id, body),
  );
  registerRoute(app, createRoundRoute, ({ identity, params, body }) =>
    jury.createRound(ctx, identity, params.id, body),
  );
  registerRoute(app, inviteJurorRoute, ({ identity, params, body }) =>
    jury.inviteJuror(ctx, identity, params.id, body.email),
  );
  registerRoute(app, closeRoundRoute, ({ identity, params }) => jury.closeRound(ctx, identity, params.id));
  registerRoute(app, publishResultsRoute, ({ identity, params }) => jury.publishResults(ctx, identity, params.id));
  registerRoute(app, juryRoundsRoute, ({ identity }) => jury.juryRounds(ctx, identity));
  registerRoute(app, contestRoundRoute, ({ identity, params }) => jury.getRound(ctx, identity, params.id));
  registerRoute(app, scoreEntryRoute, ({ identity, params, body }) => jury.scoreEntry(ctx, identity, params.id, body));
  registerRoute(app, myEntriesRoute, ({ identity, headers }) => entries.myEntries(ctx, identity, headers.gid));
  registerRoute(app, submitEntryRoute, ({ identity, headers, body }) =>
    entries.submitEntry(ctx, identity, headers.gid, body),
  );
  registerRoute(app, updateEntryRoute, ({ identity, headers, body }) =>
    entries.updateEntry(ctx, identity, headers.gid, body),
  );
  registerRoute(app, deleteEntryRoute, ({ identity, params }) => entries.deleteEntry(ctx, identity, params.id));
}
