import { tutorialStepsOf, type TutorialDto, type TutorialUpdate } from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { invalidField } from '../../platform/errors.js';
import { requireMembership } from '../workspace/workspace.service.js';
import { presentTutorial } from './tutorial.presenter.js';
import * as repo from './tutorial.repository.js';

/**
 * GET `/user/tutorial`: the caller's steps for her user type, proven by her data and that of the
 * workspace `gid` she works in (a member's only: another workspace is a 403), or marked by her.
 */
export async function getTutorial(ctx: AppContext, identity: Identity, gid: string | undefined): Promise<TutorialDto> {
  if (gid !== undefined) await requireMembership(ctx, identity, gid);
  const { userId } = identity;
  const steps = tutorialStepsOf(identity.user.type);
  const [proven, marked, closedAt] = await Promise.all([
    repo.provenSteps(ctx.db, { userId, gid: gid ?? null }, steps),
    repo.markedSteps(ctx.db, userId),
    repo.closedAtOf(ctx.db, userId),
  ]);
  return presentTutorial({ type: identity.user.type, steps, proven, marked, closedAt });
}

/**
 * PUT `/user/tutorial`: marks one of her own steps done or not, and/or closes (finishes or skips)
 * or reopens the tutorial. A step her user type does not walk is a 400, and nothing is stored.
 */
export async function updateTutorial(
  ctx: AppContext,
  identity: Identity,
  gid: string | undefined,
  update: TutorialUpdate,
): Promise<TutorialDto> {
  if (gid !== undefined) await requireMembership(ctx, identity, gid);
  const { step, done, closed } = update;
  if (step !== undefined && !tutorialStepsOf(identity.user.type).some((id) => id === step)) {
    throw invalidField('body.step', 'is not a step of your tutorial');
  }
  await ctx.db.transaction(async (tx) => {
    if (step !== undefined && done !== undefined) await repo.setMark(tx, identity.userId, step, done);
    if (closed !== undefined) await repo.setClosed(tx, identity.userId, closed);
  });
  return getTutorial(ctx, identity, gid);
}
