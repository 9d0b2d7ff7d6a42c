import { TUTORIAL_STEP_HREFS, type TutorialDto, type TutorialStepId } from '@vernissage/shared';

/** What the tutorial's answer is made from. */
export interface TutorialState {
  type: number | null;
  steps: readonly TutorialStepId[];
  proven: ReadonlySet<TutorialStepId>;
  marked: ReadonlySet<string>;
  closedAt: Date | null;
}

/** The caller's tutorial: each step done by data (which wins) or by her mark, with the counts. */
export function presentTutorial(state: TutorialState): TutorialDto {
  const steps = state.steps.map((id) => {
    const doneBy = state.proven.has(id) ? 'data' : state.marked.has(id) ? 'marked' : null;
    return { id, done: doneBy !== null, doneBy, href: TUTORIAL_STEP_HREFS[id] } as const;
  });
  return {
    type: state.type,
    steps,
    progress: { done: steps.filter((step) => step.done).length, total: steps.length },
    closed: state.closedAt !== null,
    closedAt: state.closedAt?.toISOString() ?? null,
  };
}
