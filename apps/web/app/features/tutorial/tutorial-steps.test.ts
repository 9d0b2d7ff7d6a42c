import { matchRoutes } from 'react-router';
import {
  TUTORIAL_STEP_HREFS,
  TUTORIAL_STEP_IDS,
  TUTORIAL_STEPS_BY_TYPE,
  tutorialStepsOf,
  tutorialUpdateSchema,
  USER_TYPES,
  UserType,
} from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import routes from '../../routes';
import en from '../../../public/locales/en/tutorial.json';
import ko from '../../../public/locales/ko/tutorial.json';
import { isChatWidgetAllowed } from '../chat-widget/chat-widget-rule';

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** The app's route config as `matchRoutes` reads it. */
function routeObjects(entries: readonly RouteEntry[]): RouteEntry[] {
  return entries.map((entry) => ({
    ...(entry.index ? { index: true } : { path: entry.path ?? '' }),
    ...(entry.children && { children: routeObjects(entry.children) }),
  }));
}

describe('the tutorial steps', () => {
  it('give every user type at least one step, each step once', () => {
    for (const type of USER_TYPES) {
      const steps = tutorialStepsOf(type);
      expect(steps.length, String(type)).toBeGreaterThan(0);
      expect(new Set(steps).size).toBe(steps.length);
    }
    expect(tutorialStepsOf(null)).toEqual([]);
    expect(tutorialStepsOf(42)).toEqual([]);
    expect(TUTORIAL_STEPS_BY_TYPE[UserType.gallery]).toEqual(['works', 'share', 'site']);
  });

  it('lead to pages of the app, none of the catch-all', () => {
    const config = routeObjects(routes) as Parameters<typeof matchRoutes>[0];
    const pageOf = (href: string) => matchRoutes(config, href)?.at(-1)?.route.path;
    expect(pageOf('/no-such-page')).toBe('*');
    for (const id of TUTORIAL_STEP_IDS) {
      const page = pageOf(TUTORIAL_STEP_HREFS[id]);
      expect(page, id).toBeTruthy();
      expect(page, id).not.toBe('*');
    }
  });

  it('are written in Korean and English', () => {
    for (const id of TUTORIAL_STEP_IDS) {
      for (const locale of [ko, en]) {
        expect(
          Object.values(locale.steps[id]).every((text) => text.length > 0),
          id,
        ).toBe(true);
      }
    }
  });

  it('are changed by a step with done, or by closed, and nothing else', () => {
    const valid = [{ step: 'works', done: true }, { closed: true }, { step: 'works', done: false, closed: false }];
    const invalid = [{}, { step: 'works' }, { done: true }, { closed: 1 }, { step: 'works', done: true, uid: 'x' }];
    for (const body of valid) expect(tutorialUpdateSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
    for (const body of invalid) expect(tutorialUpdateSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
});

describe('the tutorial page', () => {
  it('never loads the chat widget (SPEC.md §2)', () => {
    expect(isChatWidgetAllowed('/tutorial')).toBe(false);
  });
});
