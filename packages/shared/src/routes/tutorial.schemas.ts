import { z } from 'zod';
import { UserType } from '../domain.js';
import { text } from '../input.js';

/**
 * The onboarding tutorial (`/tutorial`, ADR 034): a few steps per user type, each done when the
 * data proves it (a first work, a live site) or when the person marks it done by hand.
 */

/** Every step id; a user type walks some of them, in the order of `TUTORIAL_STEPS_BY_TYPE`. */
export const TUTORIAL_STEP_IDS = ['works', 'share', 'site', 'portfolio', 'plan', 'offers', 'hold', 'fair'] as const;
export type TutorialStepId = (typeof TUTORIAL_STEP_IDS)[number];

/** The steps of each user type (SPEC.md §3 codes); `others` get the inventory basics. */
export const TUTORIAL_STEPS_BY_TYPE: Record<UserType, readonly TutorialStepId[]> = {
  [UserType.gallery]: ['works', 'share', 'site'],
  [UserType.artist]: ['portfolio', 'plan'],
  [UserType.collector]: ['offers', 'hold'],
  [UserType.fair]: ['fair'],
  [UserType.others]: ['works', 'share'],
};

/** The page that does each step. */
export const TUTORIAL_STEP_HREFS: Record<TutorialStepId, string> = {
  works: '/inventory/new',
  share: '/inventory',
  site: '/websetting',
  portfolio: '/inventory/new',
  plan: '/pricing',
  offers: '/shared',
  hold: '/shared',
  fair: '/fairs',
};

/** The steps of a user type, none for an unknown one. */
export function tutorialStepsOf(type: number | null | undefined): readonly TutorialStepId[] {
  return TUTORIAL_STEPS_BY_TYPE[type as UserType] ?? [];
}

/**
 * PUT `/user/tutorial`: mark a step done (`done: true`) or not, and/or close (finish or skip,
 * `closed: true`) or reopen the tutorial. A step needs `done`, and `done` a step.
 */
export const tutorialUpdateSchema = z
  .strictObject({
    /** One of the caller's own steps; another type's step is refused. */
    step: text().max(40).optional(),
    done: z.boolean().optional(),
    closed: z.boolean().optional(),
  })
  .refine((body) => (body.step === undefined) === (body.done === undefined), {
    message: 'step and done go together',
    path: ['done'],
  })
  .refine((body) => body.step !== undefined || body.closed !== undefined, {
    message: 'must name a step or closed',
    path: ['step'],
  });
export type TutorialUpdate = z.infer<typeof tutorialUpdateSchema>;

export const tutorialStepSchema = z
  .object({
    id: z.enum(TUTORIAL_STEP_IDS),
    done: z.boolean(),
    /** `data` when the workspace's or the person's data proves it, `marked` when she marked it; null while open. */
    doneBy: z.enum(['data', 'marked']).nullable(),
    /** The page that does it. */
    href: z.string(),
  })
  .meta({ id: 'TutorialStep' });
export type TutorialStepDto = z.infer<typeof tutorialStepSchema>;

export const tutorialSchema = z
  .object({
    /** The caller's user type, which chose the steps. */
    type: z.number().int().nullable(),
    steps: z.array(tutorialStepSchema),
    progress: z.object({ done: z.number().int(), total: z.number().int() }),
    /** Finished or skipped: the dashboard stops showing it (it can be reopened). */
    closed: z.boolean(),
    closedAt: z.string().nullable(),
  })
  .meta({ id: 'Tutorial' });
export type TutorialDto = z.infer<typeof tutorialSchema>;
