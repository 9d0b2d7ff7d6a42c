import {
  createExhibitionRoute,
  deleteExhibitionRoute,
  exhibitionAccessRoute,
  exhibitionListRoute,
  exhibitionRoute,
  publicExhibitionArtsRoute,
  updateExhibitionRoute,
} from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as exhibitions from './exhibition.service.js';

/** SPEC.md §7 Exhibitions. */
export function registerExhibitionRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, createExhibitionRoute, ({ identity, headers, data, files }) =>
    exhibitions.createExhibition(ctx, identity, headers.gid, data, files),
  );
  registerRoute(app, updateExhibitionRoute, ({ identity, headers, data, files }) =>
    exhibitions.updateExhibition(ctx, identity, headers.gid, headers.exhibitionid, data, files),
  );
  registerRoute(app, exhibitionListRoute, ({ identity, headers, query }) =>
    exhibitions.listExhibitions(ctx, identity, headers.gid, query),
  );
  registerRoute(app, publicExhibitionArtsRoute, ({ query }) => exhibitions.publicExhibitionArts(ctx, query));
  registerRoute(app, exhibitionRoute, ({ identity, headers }) =>
    exhibitions.getExhibition(ctx, identity, headers.gid, headers.exhibitionid),
  );
  registerRoute(app, deleteExhibitionRoute, ({ identity, headers }) =>
    exhibitions.deleteExhibition(ctx, identity, headers.gid, headers.exhibitionid),
  );
  registerRoute(app, exhibitionAccessRoute, ({ identity, headers, body }) =>
    exhibitions.setExhibitionAccess(ctx, identity, headers.gid, body),
  );
}
