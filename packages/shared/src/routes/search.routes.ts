import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { errorBodySchema } from '../errors.js';
import { idText, text } from '../input.js';
import { pageOf, pageQuerySchema } from '../pagination.js';
import { artworkSchema } from './artwork.schemas.js';
import {
  featuredOrderSchema,
  featuredWorkInputSchema,
  featuredWorkSchema,
  publicWorkSchema,
  SEARCH_QUERY_MAX,
  searchPlaceSchema,
  searchPlacesQuerySchema,
  searchQuerySchema,
  searchResultSchema,
  searchSuggestionsSchema,
} from './search.schemas.js';

/**
 * SPEC.md §7 Search (ADR 032): public, no session needed, and only what is public — published
 * works, prices only where shown exactly, galleries with live sites. Platform admins choose the
 * staff picks.
 */

const publicErrors = { 400: errorBodySchema };
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['search'];
const ADDITION = '(an addition to SPEC §7)';

export const searchRoute = defineRoute({
  method: 'GET',
  path: '/search',
  summary:
    'Published works found by text (titles, artist, medium, tags, descriptions; Korean partial and typo-tolerant) and facets, with facet counts',
  tags,
  auth: 'public',
  access: 'public',
  query: searchQuerySchema,
  responses: { 200: searchResultSchema, ...publicErrors },
});

export const searchGalleryRoute = defineRoute({
  method: 'GET',
  path: '/search/gallery',
  summary: 'Galleries with live sites and artists with published works, found by name',
  tags,
  auth: 'public',
  access: 'public',
  query: searchPlacesQuerySchema,
  responses: { 200: pageOf(searchPlaceSchema), ...publicErrors },
});

export const searchSuggestRoute = defineRoute({
  method: 'GET',
  path: '/search/query/{q}',
  summary: 'Quick results for a query as it is typed: a few works, artists and galleries',
  tags,
  auth: 'public',
  access: 'public',
  params: z.object({ q: text().trim().min(1).max(SEARCH_QUERY_MAX) }),
  responses: { 200: searchSuggestionsSchema, ...publicErrors },
});

export const searchWorkRoute = defineRoute({
  method: 'GET',
  path: '/search/work/{aid}',
  summary: `One published work as the public sees it, with its gallery and the gallery's live site; 404 for any other ${ADDITION}`,
  tags,
  auth: 'public',
  access: 'public',
  params: z.object({ aid: idText() }),
  responses: { 200: publicWorkSchema, 400: errorBodySchema, 404: errorBodySchema },
});

export const featuredWorksRoute = defineRoute({
  method: 'GET',
  path: '/search/featured/all',
  summary: 'Staff picks: published works platform admins feature, in their order',
  tags,
  auth: 'public',
  access: 'public',
  query: pageQuerySchema,
  responses: { 200: pageOf(artworkSchema), ...publicErrors },
});

export const putFeaturedWorkRoute = defineRoute({
  method: 'PUT',
  path: '/search/featured/{aid}',
  summary: `Feature a published work, or move it (platform admins) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'admin',
  params: z.object({ aid: idText() }),
  body: featuredWorkInputSchema,
  responses: { 200: featuredWorkSchema, ...errors },
});

export const putFeaturedOrderRoute = defineRoute({
  method: 'PUT',
  path: '/search/featured',
  summary: `Put the staff picks in this order, adding the published works not featured yet; picks left out follow in their order. The change log records each added work and one reorder (platform admins) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'admin',
  body: featuredOrderSchema,
  responses: { 200: z.array(featuredWorkSchema), ...errors },
});

export const deleteFeaturedWorkRoute = defineRoute({
  method: 'DELETE',
  path: '/search/featured/{aid}',
  summary: `Stop featuring a work (platform admins) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'admin',
  params: z.object({ aid: idText() }),
  responses: { 200: z.object({ ok: z.literal(true) }), ...errors },
});
