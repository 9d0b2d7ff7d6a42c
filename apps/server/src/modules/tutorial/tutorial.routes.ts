import { tutorialRoute, updateTutorialRoute } from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as tutorial from './tutorial.service.js';

/** The onboarding tutorial of `/tutorial` (ADR 034). */
export function registerTutorialRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, tutorialRoute, ({ identity, headers }) => tutorial.getTutorial(ctx, identity, headers.gid));
  registerRoute(app, updateTutorialRoute, ({ identity, headers, body }) =>
    tutorial.updateTutorial(ctx, identity, headers.gid, body),
  );
}
