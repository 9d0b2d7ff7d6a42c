import {
  artistRoute,
  createArtistRoute,
  deleteArtistsRoute,
  galleryArtistsRoute,
  gallerySettingRoute,
  updateArtistRoute,
  updateGallerySettingRoute,
} from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as gallery from './gallery.service.js';

/** SPEC.md §7 Gallery/artist: gallery settings and the workspace's artists. */
export function registerGalleryRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, gallerySettingRoute, ({ identity, headers }) =>
    gallery.getGallerySetting(ctx, identity, headers.gid),
  );
  registerRoute(app, updateGallerySettingRoute, ({ identity, headers, data, files }) =>
    gallery.updateGallerySetting(ctx, identity, headers.gid, data, files[0]),
  );
  registerRoute(app, galleryArtistsRoute, ({ identity, params }) => gallery.listArtists(ctx, identity, params.gid));
  registerRoute(app, artistRoute, ({ identity, params }) => gallery.getArtist(ctx, identity, params.artistid));
  registerRoute(app, createArtistRoute, ({ identity, headers, data, files }) =>
    gallery.createArtist(ctx, identity, headers.gid, data, files[0]),
  );
  registerRoute(app, updateArtistRoute, ({ identity, headers, data, files }) =>
    gallery.updateArtist(ctx, identity, headers.gid, headers.artistid, data, files[0]),
  );
  registerRoute(app, deleteArtistsRoute, ({ identity, headers, body }) =>
    gallery.deleteArtists(ctx, identity, headers.gid, body.artistids),
  );
}
