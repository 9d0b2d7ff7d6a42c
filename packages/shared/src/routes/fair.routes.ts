import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { errorBodySchema } from '../errors.js';
import { idText } from '../input.js';
import {
  FAIR_ACCESS_LEVELS,
  fairGrantSchema,
  fairInputSchema,
  fairSchema,
  fairUpdateSchema,
  memoInputSchema,
  memoSchema,
  participantDetailSchema,
  participantSchema,
  participantUpdateSchema,
  publicFairSchema,
  submissionInputSchema,
  submissionReviewSchema,
  submissionSchema,
} from './fair.schemas.js';

/**
 * Routes of SPEC.md §7 Fairs that organise a fair (ADR 031). `gid` is the workspace the caller
 * acts in: the organising fair workspace, a co-organiser, or (reading) an invited exhibitor. The
 * fair of PUT and DELETE travels in the `fairid` header (SPEC's `fairId`; header names are
 * case-insensitive).
 */

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const id = idText();
const gid = z.object({ gid: id });
const tags = ['fair'];

export const createFairRoute = defineRoute({
  method: 'POST',
  path: '/fairManagement/fair',
  summary: 'Create a fair (fair workspaces only)',
  tags,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: fairInputSchema,
  responses: { 200: fairSchema, ...errors },
});

export const updateFairRoute = defineRoute({
  method: 'PUT',
  path: '/fairManagement/fair',
  summary: 'Change a fair (its organiser or a co-organiser); fields left out stay as they are',
  tags,
  auth: 'session',
  // The organising workspace, or one the fair is shared with, at its level.
  access: 'workspace:write',
  headers: gid.extend({ fairid: id }),
  body: fairUpdateSchema,
  responses: { 200: fairSchema, ...errors },
});

export const fairListRoute = defineRoute({
  method: 'GET',
  path: '/fairManagement/fair',
  summary: 'The fairs the workspace organises or co-organises, latest first',
  tags,
  auth: 'session',
  access: 'workspace:read',
  headers: gid,
  responses: { 200: z.object({ fairs: z.array(fairSchema) }), ...errors },
});

export const fairRoute = defineRoute({
  method: 'GET',
  path: '/fairManagement/fair/{id}',
  summary: 'One fair, for its organisers and the workspaces invited to it',
  tags,
  auth: 'session',
  // The organising workspace, or one the fair is shared with.
  access: 'workspace:read',
  headers: gid,
  params: z.object({ id }),
  responses: { 200: fairSchema, ...errors },
});

export const deleteFairRoute = defineRoute({
  method: 'DELETE',
  path: '/fairManagement/fair',
  summary: "Delete a fair (its organising workspace's owners and admins only)",
  tags,
  auth: 'session',
  // The organising workspace only.
  access: 'workspace:manage',
  headers: gid.extend({ fairid: id }),
  responses: { 200: z.object({ ok: z.literal(true) }), ...errors },
});

export const fairAccessRoute = defineRoute({
  method: 'PUT',
  path: '/fairManagement/fair/access',
  summary: 'Invite a workspace to a fair or make a fair workspace a co-organiser; `none` takes it back',
  tags,
  auth: 'session',
  // The organising workspace only.
  access: 'workspace:manage',
  headers: gid,
  body: z.strictObject({ fid: id, gid: id, accessLevel: z.enum(FAIR_ACCESS_LEVELS) }),
  responses: { 200: z.object({ fairId: z.string(), grants: z.array(fairGrantSchema) }), ...errors },
});

export const joinFairRoute = defineRoute({
  method: 'POST',
  path: '/fairManagement/join',
  summary: 'Apply to a fair for a gallery or artist workspace (in its application window, or when invited)',
  tags,
  auth: 'session',
  access: 'workspace:write',
  body: z.strictObject({ gid: id, artFairId: id }),
  responses: { 200: participantSchema, ...errors, 409: errorBodySchema },
});

export const myParticipationsRoute = defineRoute({
  method: 'GET',
  path: '/fairManagement/participant',
  summary: 'The fairs the workspace has applied to, with where it stands',
  tags,
  auth: 'session',
  access: 'workspace:read',
  headers: gid,
  responses: { 200: z.object({ participants: z.array(participantSchema) }), ...errors },
});

export const participantRoute = defineRoute({
  method: 'GET',
  path: '/fairManagement/participant/{id}',
  summary:
    'One participant with its submissions, for its own workspace and for the fair’s organisers (who also get the memos)',
  tags,
  auth: 'session',
  // The fair's side or the exhibitor's side of the participation.
  access: 'workspace:read',
  headers: gid,
  params: z.object({ id }),
  responses: { 200: participantDetailSchema, ...errors },
});

export const fairParticipantsRoute = defineRoute({
  method: 'GET',
  path: '/fairManagement/fair/participant',
  summary: "A fair's participants, for its organisers",
  tags,
  auth: 'session',
  access: 'workspace:read',
  headers: gid.extend({ fairid: id }),
  responses: { 200: z.object({ participants: z.array(participantSchema) }), ...errors },
});

export const updateParticipantRoute = defineRoute({
  method: 'PUT',
  path: '/fairManagement/participant/{id}',
  summary:
    'The organiser decides (status, booth, section) or the exhibitor withdraws; each change of status is mailed; a booth another participant of the fair has is refused (409 booth_taken)',
  tags,
  auth: 'session',
  // The fair's side or the exhibitor's side of the participation.
  access: 'workspace:write',
  headers: gid,
  params: z.object({ id }),
  body: participantUpdateSchema,
  responses: { 200: participantSchema, ...errors, 409: errorBodySchema },
});

export const supportedFairsRoute = defineRoute({
  method: 'GET',
  path: '/fairManagement/fair/supported',
  summary: 'Fairs open to the workspace: those it is invited to and published fairs taking applications',
  tags,
  auth: 'session',
  access: 'workspace:read',
  headers: gid,
  responses: { 200: z.object({ fairs: z.array(fairSchema) }), ...errors },
});

export const addMemoRoute = defineRoute({
  method: 'POST',
  path: '/fairManagement/participant/{id}/memo',
  summary: 'An organiser’s note on a participant; the author and time come from the session and the server',
  tags,
  auth: 'session',
  // The fair's side (an organiser) of the participation only.
  access: 'workspace:write',
  headers: gid,
  params: z.object({ id }),
  body: memoInputSchema,
  responses: { 200: memoSchema, ...errors },
});

export const submitRoute = defineRoute({
  method: 'POST',
  path: '/fairManagement/fair/submission',
  summary:
    'An exhibitor saves or submits an application, booth plan, artwork list (works of its inventory) or catalogue entry',
  tags,
  auth: 'session',
  // The exhibitor's side of the participation.
  access: 'workspace:write',
  headers: gid,
  body: submissionInputSchema,
  responses: { 200: submissionSchema, ...errors, 409: errorBodySchema },
});

export const reviewSubmissionRoute = defineRoute({
  method: 'PUT',
  path: '/fairManagement/fair/submission/{id}',
  summary:
    'The organiser reviews a submission: in review, approved, changes requested or rejected (an addition to SPEC §7)',
  tags,
  auth: 'session',
  // The fair's side of the participation.
  access: 'workspace:write',
  headers: gid,
  params: z.object({ id }),
  body: submissionReviewSchema,
  responses: { 200: submissionSchema, ...errors, 409: errorBodySchema },
});

export const publicFairRoute = defineRoute({
  method: 'GET',
  path: '/web/fair/exhibitors',
  summary: 'A published fair’s accepted exhibitors with booths and works (anyone may look; never prices)',
  tags,
  auth: 'public',
  access: 'public',
  headers: z.object({ fairid: id }),
  responses: { 200: publicFairSchema, 400: errorBodySchema, 404: errorBodySchema },
});
