import {
  artistInputSchema,
  artistRoute,
  createArtistRoute,
  deleteArtistsRoute,
  galleryArtistsRoute,
  gallerySettingInputSchema,
  gallerySettingRoute,
  updateArtistRoute,
  updateGallerySettingRoute,
} from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import { identityOf } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { readMultipart } from '../../platform/http/multipart.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as gallery from './gallery.service.js';

/** SPEC.md §7 Gallery/artist: gallery settings and the workspace's artists. */
export function registerGalleryRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, gallerySettingRoute, ({ request, headers }) =>
    gallery.getGallerySetting(ctx, identityOf(request), headers.gid),
  );
  registerRoute(app, updateGallerySettingRoute, async ({ request, headers }) => {
    const { data, files } = await readMultipart(request, gallerySettingInputSchema.partial(), {
      files: updateGallerySettingRoute.files,
      requireChange: true,
    });
    return gallery.updateGallerySetting(ctx, identityOf(request), headers.gid, data, files[0]);
  });
  registerRoute(app, galleryArtistsRoute, ({ request, params }) =>
    gallery.listArtists(ctx, identityOf(request), params.gid),
  );
  registerRoute(app, artistRoute, ({ request, params }) =>
    gallery.getArtist(ctx, identityOf(request), params.artistid),
  );
  registerRoute(app, createArtistRoute, async ({ request, headers }) => {
    const { data, files } = await readMultipart(request, artistInputSchema, {
      files: createArtistRoute.files,
      dataRequired: true,
    });
    return gallery.createArtist(ctx, identityOf(request), headers.gid, data, files[0]);
  });
  registerRoute(app, updateArtistRoute, async ({ request, headers }) => {
    const { data, files } = await readMultipart(request, artistInputSchema.partial(), {
      files: updateArtistRoute.files,
      requireChange: true,
    });
    return gallery.updateArtist(ctx, identityOf(request), headers.gid, headers.artistid, data, files[0]);
  });
  registerRoute(app, deleteArtistsRoute, ({ request, headers, body }) =>
    gallery.deleteArtists(ctx, identityOf(request), headers.gid, body.artistids),
  );
}
