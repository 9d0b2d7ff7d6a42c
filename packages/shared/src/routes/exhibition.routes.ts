import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { errorBodySchema } from '../errors.js';
import { idempotencyKeyHeaders, idText } from '../input.js';
import { pageOf, pageQuerySchema } from '../pagination.js';
import { accessLevelSchema } from './artwork.schemas.js';
import {
  EXHIBITION_STATUSES,
  exhibitionGrantSchema,
  exhibitionInputSchema,
  exhibitionSchema,
  exhibitionSummarySchema,
  exhibitionUpdateSchema,
  publicExhibitionArtSchema,
  VIEWS_PER_EXHIBITION_MAX,
} from './exhibition.schemas.js';

/**
 * Routes of SPEC.md §7 Exhibitions. POST and PUT take the fields as JSON in the `data` part, the
 * cover in a `cover` part and installation views in `images` parts. `gid` is the workspace the
 * caller acts in: the owner, or a workspace the exhibition is shared with.
 */

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const uploadErrors = { ...errors, 413: errorBodySchema, 415: errorBodySchema };
const exhibitionFiles = { cover: 1, images: VIEWS_PER_EXHIBITION_MAX };
const id = idText();
const gid = z.object({ gid: id });
const tags = ['exhibition'];

export const createExhibitionRoute = defineRoute({
  method: 'POST',
  path: '/exhibition',
  summary: 'Create an exhibition (multipart: `data` JSON, `cover` and `images` files)',
  tags,
  auth: 'session',
  access: 'workspace:write',
  multipart: true,
  files: exhibitionFiles,
  headers: gid.extend(idempotencyKeyHeaders),
  body: exhibitionInputSchema,
  responses: { 200: exhibitionSchema, ...uploadErrors },
});

export const updateExhibitionRoute = defineRoute({
  method: 'PUT',
  path: '/exhibition',
  summary: 'Change an exhibition, its works and images (multipart: `data` JSON, new `cover` and `images` files)',
  tags,
  auth: 'session',
  // Also a workspace the exhibition is shared with, at its level.
  access: 'workspace:write',
  multipart: true,
  files: exhibitionFiles,
  headers: gid.extend({ exhibitionid: id }),
  body: exhibitionUpdateSchema,
  responses: { 200: exhibitionSchema, ...uploadErrors },
});

export const exhibitionListRoute = defineRoute({
  method: 'GET',
  path: '/exhibition/list',
  summary: "The workspace's exhibitions and those shared with it, latest first",
  tags,
  auth: 'session',
  access: 'workspace:read',
  headers: gid,
  query: pageQuerySchema.extend({ status: z.enum(EXHIBITION_STATUSES).optional() }),
  responses: { 200: pageOf(exhibitionSummarySchema), ...errors },
});

export const publicExhibitionArtsRoute = defineRoute({
  method: 'GET',
  path: '/exhibition/list/publicArts',
  summary: 'The works of published exhibitions, for the public site and search (anyone may look)',
  tags,
  auth: 'public',
  access: 'public',
  query: pageQuerySchema.extend({ gid: id.optional(), exhibitionid: id.optional() }),
  responses: { 200: pageOf(publicExhibitionArtSchema), ...errors },
});

export const exhibitionRoute = defineRoute({
  method: 'GET',
  path: '/exhibition',
  summary: 'One exhibition with its works (live availability), images and, for its owner, its grants',
  tags,
  auth: 'session',
  // Also a workspace the exhibition is shared with.
  access: 'workspace:read',
  headers: gid.extend({ exhibitionid: id }),
  responses: { 200: exhibitionSchema, ...errors },
});

export const deleteExhibitionRoute = defineRoute({
  method: 'DELETE',
  path: '/exhibition',
  summary: 'Delete an exhibition (its owning workspace only); the artworks stay in the inventory',
  tags,
  auth: 'session',
  access: 'workspace:manage',
  headers: gid.extend({ exhibitionid: id }),
  responses: { 200: z.object({ ok: z.literal(true) }), ...errors },
});

export const exhibitionAccessRoute = defineRoute({
  method: 'PUT',
  path: '/exhibition/access',
  summary: 'Share an exhibition with another workspace (a fair, a co-organising gallery): 0 read, 1 write; -1 revokes',
  tags,
  auth: 'session',
  access: 'workspace:manage',
  headers: gid,
  body: z.object({ exhibitionid: id, gid: id, accessLevel: accessLevelSchema }),
  responses: { 200: z.object({ exhibitionid: z.string(), grants: z.array(exhibitionGrantSchema) }), ...errors },
});
