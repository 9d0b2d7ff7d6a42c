import {
  deleteFeaturedWorkRoute,
  featuredWorksRoute,
  putFeaturedOrderRoute,
  putFeaturedWorkRoute,
  searchGalleryRoute,
  searchRoute,
  searchSuggestRoute,
  searchWorkRoute,
} from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as search from './search.service.js';

/** SPEC.md §7 Search, with the admins' staff-pick calls ADR 032 adds and the public page of one work. */
export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, searchRoute, ({ query }) => search.searchWorks(ctx, query));
  registerRoute(app, searchGalleryRoute, ({ query }) => search.searchPlaces(ctx, query));
  registerRoute(app, searchSuggestRoute, ({ params }) => search.suggest(ctx, params.q));
  registerRoute(app, searchWorkRoute, ({ params }) => search.publicWork(ctx, params.aid));
  registerRoute(app, featuredWorksRoute, ({ query }) => search.featuredWorks(ctx, query));
  registerRoute(app, putFeaturedWorkRoute, ({ identity, params, body }) =>
    search.featureWork(ctx, identity, params.aid, body),
  );
  registerRoute(app, putFeaturedOrderRoute, ({ identity, body }) => search.placePicks(ctx, identity, body.aids));
  registerRoute(app, deleteFeaturedWorkRoute, ({ identity, params }) =>
    search.unfeatureWork(ctx, identity, params.aid),
  );
}
