import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { errorBodySchema } from '../errors.js';
import { idText } from '../input.js';
import { tutorialSchema, tutorialUpdateSchema } from './tutorial.schemas.js';

/**
 * The onboarding tutorial of `/tutorial` (SPEC.md §2, ADR 034), kept per user. `gid` is the
 * workspace the caller works in, whose data proves the workspace steps (a first work, a live
 * site); without it only the person's own data and marks count.
 */

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const headers = z.object({ gid: idText().optional() });
const tags = ['tutorial'];
const ADDITION = '(an addition to SPEC §7)';

export const tutorialRoute = defineRoute({
  method: 'GET',
  path: '/user/tutorial',
  summary: `The caller's tutorial steps for her user type, each done by data or by her mark, and whether she closed it ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'workspace:read',
  headers,
  responses: { 200: tutorialSchema, ...errors },
});

export const updateTutorialRoute = defineRoute({
  method: 'PUT',
  path: '/user/tutorial',
  summary: `Mark one of the caller's steps done or not, and/or skip (close) or reopen the tutorial ${ADDITION}`,
  tags,
  auth: 'session',
  // Your own progress in the workspace: any member.
  access: 'workspace:read',
  headers,
  body: tutorialUpdateSchema,
  responses: { 200: tutorialSchema, ...errors },
});
