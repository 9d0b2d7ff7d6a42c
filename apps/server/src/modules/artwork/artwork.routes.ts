import {
  artworkDetailRoute,
  artworkInputSchema,
  artworkStateRoute,
  createArtworkRoute,
  createItemRoute,
  createItemsRoute,
  deleteArtworkRoute,
  ErrorCode,
  likedArtworksRoute,
  likeRoute,
  myArtworksRoute,
  PermissionLevel,
  publishedArtworksRoute,
  unlikeRoute,
  updateArtworkRoute,
  updateItemRoute,
  BULK_UPLOAD_MAX,
} from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { loadItem, setArtworkBaseState, trashItems } from '../inventory/inventory.service.js';
import { actorOf } from '../audit/audit.service.js';
import * as artworks from './artwork.service.js';

/** Uploads and reads of artworks (SPEC.md §7 Artwork, and the multipart Inventory routes). */
export function registerArtworkRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, createItemRoute, async ({ identity, headers, data, files }) => {
    const [item] = await artworks.createWorks(ctx, identity, headers.gid, [{ input: data, files }]);
    return item!;
  });

  registerRoute(app, createArtworkRoute, async ({ identity, headers, data, files }) => {
    const [item] = await artworks.createWorks(ctx, identity, headers.gid, [{ input: data, files }]);
    return item!.artwork;
  });

  // The dropzone: one work per file, titled after the file unless `data` says otherwise.
  registerRoute(app, createItemsRoute, async ({ identity, headers, data, files }) => {
    if (files.length === 0 && data.length === 0) {
      throw new AppError(ErrorCode.validation, 'Invalid request: body.images', [
        { field: 'body.images', message: 'add at least one image' },
      ]);
    }
    const count = Math.max(files.length, data.length);
    if (count > BULK_UPLOAD_MAX) throw new AppError(ErrorCode.tooLarge, `At most ${BULK_UPLOAD_MAX} works at once.`);
    const works = Array.from({ length: count }, (_, index) => {
      const file = files[index];
      const fields = data[index] ?? {};
      const title = fields.title ?? titleFromFileName(file?.filename) ?? 'Untitled';
      return { input: artworkInputSchema.parse({ ...fields, title }), files: file ? [file] : [] };
    });
    return { items: await artworks.createWorks(ctx, identity, headers.gid, works) };
  });

  registerRoute(app, updateItemRoute, async ({ identity, headers, data, files }) => {
    const row = await loadItem(ctx, identity, headers.gid, headers.iid, PermissionLevel.write);
    return artworks.updateWork(ctx, identity, row.artwork.id, data, files);
  });

  registerRoute(
    app,
    updateArtworkRoute,
    async ({ identity, headers, data, files }) =>
      (await artworks.updateWork(ctx, identity, headers.aid, data, files)).artwork,
  );

  registerRoute(app, deleteArtworkRoute, async ({ identity, headers }) => {
    if (headers.uid && headers.uid !== identity.userId)
      throw new AppError(ErrorCode.forbidden, 'You may only act as yourself.');
    const { artwork, item } = await artworks.recordOfArtwork(ctx, headers.aid);
    await trashItems(ctx, identity, artwork.galleryId, [item.id]);
    return { ok: true as const };
  });

  registerRoute(app, artworkStateRoute, async ({ identity, body }) => {
    const { artwork, item } = await artworks.recordOfArtwork(ctx, body.aid);
    await loadItem(ctx, identity, artwork.galleryId, item.id, PermissionLevel.write);
    await setArtworkBaseState(ctx, artwork.id, body.state, actorOf(identity));
    return artworks.artworkDetail(ctx, identity, artwork.id);
  });

  registerRoute(app, artworkDetailRoute, ({ identity, params }) => artworks.artworkDetail(ctx, identity, params.aid));
  registerRoute(app, myArtworksRoute, ({ identity, query }) => artworks.myArtworks(ctx, identity, query));
  registerRoute(app, publishedArtworksRoute, ({ query }) => artworks.publishedArtworks(ctx, query));
  registerRoute(app, likedArtworksRoute, ({ identity, query }) => artworks.likedArtworks(ctx, identity, query));
  registerRoute(app, likeRoute, ({ identity, body }) => artworks.setLike(ctx, identity, body.aid, true));
  registerRoute(app, unlikeRoute, ({ identity, body }) => artworks.setLike(ctx, identity, body.aid, false));
}

/** "IMG_2041 (2).jpeg" → "IMG_2041 (2)"; path parts and control characters are dropped. */
export function titleFromFileName(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const stem = (name.split(/[\\/]/).pop() ?? '').replace(/\.[a-z0-9]{1,5}$/i, '');
  const base = [...stem]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return base === '' ? undefined : base.slice(0, 300);
}
