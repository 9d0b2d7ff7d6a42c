import { z } from 'zod';
import { defineRoute, type ParsedQuery } from '../contract.js';
import { LOCALES } from '../domain.js';
import { errorBodySchema } from '../errors.js';
import { ID_MAX, idempotencyKeyHeaders, idText, int32FromText, offerPrice, text } from '../input.js';
import { pageOf, pageQuerySchema } from '../pagination.js';
import {
  accessLevelSchema,
  artistInputSchema,
  artistSchema,
  artworkInputSchema,
  artworkSchema,
  artworkStateSchema,
  BULK_UPLOAD_MAX,
  folderSchema,
  gallerySettingInputSchema,
  gallerySettingSchema,
  IMAGES_PER_ARTWORK_MAX,
  inventoryItemSchema,
  shareSchema,
} from './artwork.schemas.js';

/**
 * Routes of SPEC.md §7 Inventory, Artwork and Gallery/artist. Multipart routes take their fields
 * as JSON in the `data` part and their files in `images` (or `photo`, `logo`) parts.
 */

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const uploadErrors = { ...errors, 413: errorBodySchema, 415: errorBodySchema };
/** The file fields of each kind of upload and how many files each may carry in one request. */
const artworkImages = { images: IMAGES_PER_ARTWORK_MAX };
const gid = z.object({ gid: idText() });
const gidOnce = gid.extend(idempotencyKeyHeaders);
const ok = z.object({ ok: z.literal(true) });
const id = idText();
const ids = z.array(id).min(1).max(500);
const inventory = ['inventory'];
const artwork = ['artwork'];
const share = ['share'];
const artist = ['artist'];

/** Changes to an artwork's images, alongside new files in `images` parts. */
export const imageChangesSchema = z.object({
  removeImageIds: z.array(id).max(50).optional(),
  /** The complete new order of the kept image ids (new uploads follow). */
  imageOrder: z.array(id).max(50).optional(),
  primaryImageId: id.optional(),
});
const artworkUpdateSchema = artworkInputSchema.partial().extend(imageChangesSchema.shape);

export const inventorySortSchema = z.enum(['idx', 'newest', 'oldest', 'title', 'year', 'price']);

// ——— inventory ———

export const createItemRoute = defineRoute({
  method: 'POST',
  path: '/inventory/item',
  summary: 'Add a work to the inventory (multipart: `data` JSON, `images` files)',
  tags: inventory,
  auth: 'session',
  access: 'workspace:write',
  multipart: true,
  files: artworkImages,
  headers: gidOnce,
  body: artworkInputSchema,
  responses: { 200: inventoryItemSchema, ...uploadErrors },
});

export const updateItemRoute = defineRoute({
  method: 'PUT',
  path: '/inventory/item',
  summary: 'Change a work and its inventory record (multipart: `data` JSON, new `images` files)',
  tags: inventory,
  auth: 'session',
  access: 'workspace:write',
  multipart: true,
  files: artworkImages,
  headers: gid.extend({ iid: id }),
  body: artworkUpdateSchema,
  responses: { 200: inventoryItemSchema, ...uploadErrors },
});

export const createItemsRoute = defineRoute({
  method: 'POST',
  path: '/inventory/items',
  summary: 'Add many works at once: one per `images` file, with optional `data` (a JSON array by file order)',
  tags: inventory,
  auth: 'session',
  access: 'workspace:write',
  multipart: true,
  files: { images: BULK_UPLOAD_MAX },
  headers: gidOnce,
  body: z.array(artworkInputSchema.partial()).max(BULK_UPLOAD_MAX),
  responses: { 200: z.object({ items: z.array(inventoryItemSchema) }), ...uploadErrors },
});

export const itemStateRoute = defineRoute({
  method: 'PUT',
  path: '/inventory/item/state',
  summary: "Set a work's availability by hand (ready, sold elsewhere, done, withdrawn)",
  tags: inventory,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: z.object({ iid: id, state: artworkStateSchema }),
  responses: { 200: inventoryItemSchema, ...errors },
});

export const itemAccessLevelRoute = defineRoute({
  method: 'PUT',
  path: '/inventory/item/accesslevel',
  summary: 'Set who may change an inventory record (-1 none, 0 read, 1 write)',
  tags: inventory,
  auth: 'session',
  access: 'workspace:manage',
  headers: gid,
  body: z.object({ iid: id, state: accessLevelSchema }),
  responses: { 200: inventoryItemSchema, ...errors },
});

export const itemsFolderRoute = defineRoute({
  method: 'PUT',
  path: '/inventory/items/folder',
  summary: 'Move works into a folder (fid null: out of every folder)',
  tags: inventory,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: z.object({ iids: ids, uid: id.optional(), fid: id.nullable() }),
  responses: { 200: z.object({ moved: z.number().int() }), ...errors },
});

export const itemFolderRoute = defineRoute({
  method: 'PUT',
  path: '/inventory/item/folder',
  summary: 'Move one work into a folder',
  tags: inventory,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: z.object({ iid: id, uid: id.optional(), fid: id.nullable() }),
  responses: { 200: inventoryItemSchema, ...errors },
});

export const deleteItemsRoute = defineRoute({
  method: 'POST',
  path: '/inventory/item/delete',
  summary: 'Move works to the trash (restorable for 30 days)',
  tags: inventory,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: z.object({ iids: ids }),
  responses: { 200: z.object({ deleted: z.number().int() }), ...errors },
});

export const restoreItemsRoute = defineRoute({
  method: 'POST',
  path: '/inventory/item/restore',
  summary: 'Bring works back from the trash',
  tags: inventory,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: z.object({ iids: ids }),
  responses: { 200: z.object({ restored: z.number().int() }), ...errors },
});

export const inventoryRoute = defineRoute({
  method: 'GET',
  path: '/inventory',
  summary: 'The inventory: filter by folder, state, artist and text; sort; page',
  tags: inventory,
  auth: 'session',
  access: 'workspace:read',
  headers: gid,
  query: pageQuerySchema.extend({
    fid: text().max(ID_MAX).optional(),
    state: int32FromText().optional(),
    artistid: text().max(ID_MAX).optional(),
    q: text().trim().max(200).optional(),
    sort: inventorySortSchema.default('idx'),
    trash: z.enum(['true', 'false']).default('false'),
    /** The reader's language: `sort=title` orders by the title she sees (issue 18); Korean when left out. */
    locale: z.enum(LOCALES).optional(),
  }),
  responses: { 200: pageOf(inventoryItemSchema), ...errors },
});

/**
 * What the inventory is filtered, sorted and paged by: `GET /inventory`'s query as the server
 * reads it, with `trash` as a flag (the query spells it `'true'` or `'false'`).
 */
export type InventoryFilter = Omit<ParsedQuery<typeof inventoryRoute>, 'trash'> & { trash: boolean };

export const inventoryItemRoute = defineRoute({
  method: 'GET',
  path: '/inventory/item',
  summary: 'One inventory record with its work',
  tags: inventory,
  auth: 'session',
  access: 'workspace:read',
  headers: gid.extend({ iid: id }),
  responses: { 200: inventoryItemSchema, ...errors },
});

export const shareableItemsRoute = defineRoute({
  method: 'GET',
  path: '/inventory/share/items',
  summary: 'Works that can be offered now (ready or already on offer)',
  tags: inventory,
  auth: 'session',
  access: 'workspace:read',
  headers: gid,
  query: pageQuerySchema,
  responses: { 200: pageOf(inventoryItemSchema), ...errors },
});

export const createFolderRoute = defineRoute({
  method: 'POST',
  path: '/inventory/folder',
  summary: 'Create a folder',
  tags: inventory,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: z.object({
    uid: id.optional(),
    name: text().trim().min(1).max(100),
    accessLevel: accessLevelSchema.default(1),
  }),
  responses: { 200: folderSchema, ...errors },
});

export const foldersRoute = defineRoute({
  method: 'GET',
  path: '/inventory/folder',
  summary: 'The folders of a workspace, with how many works each holds',
  tags: inventory,
  auth: 'session',
  access: 'workspace:read',
  headers: gid,
  responses: { 200: z.array(folderSchema), ...errors },
});

export const renameFolderRoute = defineRoute({
  method: 'PUT',
  path: '/inventory/folder',
  summary: 'Rename a folder',
  tags: inventory,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: z.object({ fid: id, uid: id.optional(), name: text().trim().min(1).max(100) }),
  responses: { 200: folderSchema, ...errors },
});

export const deleteFolderRoute = defineRoute({
  method: 'POST',
  path: '/inventory/folder/delete',
  summary: 'Delete a folder; its works return to no folder, nothing is lost',
  tags: inventory,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: z.object({ fid: id, uid: id.optional() }),
  responses: { 200: ok, ...errors },
});

export const reorderRoute = defineRoute({
  method: 'PUT',
  path: '/inventory/idx',
  summary: 'Reorder works: every id must be yours, or nothing changes',
  tags: inventory,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: z.object({
    newIdxs: z
      .array(z.object({ iid: id, idx: z.number().int().min(0).max(1_000_000) }))
      .min(1)
      .max(10_000),
  }),
  responses: { 200: z.object({ updated: z.number().int() }), ...errors },
});

// ——— artworks ———

export const createArtworkRoute = defineRoute({
  method: 'POST',
  path: '/artwork',
  summary: 'Add a work (multipart: `data` JSON, `images` files)',
  tags: artwork,
  auth: 'session',
  access: 'workspace:write',
  multipart: true,
  files: artworkImages,
  headers: gidOnce,
  body: artworkInputSchema,
  responses: { 200: artworkSchema, ...uploadErrors },
});

export const updateArtworkRoute = defineRoute({
  method: 'PUT',
  path: '/artwork',
  summary: 'Change a work (multipart: `data` JSON, new `images` files)',
  tags: artwork,
  auth: 'session',
  access: 'item:write',
  multipart: true,
  files: artworkImages,
  headers: z.object({ aid: id }),
  body: artworkUpdateSchema,
  responses: { 200: artworkSchema, ...uploadErrors },
});

export const deleteArtworkRoute = defineRoute({
  method: 'PUT',
  path: '/artwork/delete',
  summary: 'Move a work to the trash',
  tags: artwork,
  auth: 'session',
  access: 'item:write',
  headers: z.object({ aid: id, uid: id.optional() }),
  responses: { 200: ok, ...errors },
});

export const myArtworksRoute = defineRoute({
  method: 'GET',
  path: '/artwork/my',
  summary: 'Works you added, in every workspace',
  tags: artwork,
  auth: 'session',
  access: 'session',
  query: pageQuerySchema,
  responses: { 200: pageOf(artworkSchema), ...errors },
});

export const publishedArtworksRoute = defineRoute({
  method: 'GET',
  path: '/artwork',
  summary: 'Published works',
  tags: artwork,
  auth: 'public',
  access: 'public',
  query: pageQuerySchema,
  responses: { 200: pageOf(artworkSchema), 400: errorBodySchema },
});

export const likedArtworksRoute = defineRoute({
  method: 'GET',
  path: '/artwork/liked',
  summary: 'Works you liked',
  tags: artwork,
  auth: 'session',
  access: 'session',
  query: pageQuerySchema,
  responses: { 200: pageOf(artworkSchema), ...errors },
});

export const likeRoute = defineRoute({
  method: 'POST',
  path: '/artwork/like',
  summary: 'Like a published work (again changes nothing)',
  tags: artwork,
  auth: 'session',
  access: 'session',
  body: z.object({ aid: id }),
  responses: { 200: z.object({ liked: z.boolean(), likes: z.number().int() }), ...errors },
});

export const unlikeRoute = defineRoute({
  method: 'POST',
  path: '/artwork/unlike',
  summary: 'Take a like back (again changes nothing)',
  tags: artwork,
  auth: 'session',
  access: 'session',
  body: z.object({ aid: id }),
  responses: { 200: z.object({ liked: z.boolean(), likes: z.number().int() }), ...errors },
});

export const artworkDetailRoute = defineRoute({
  method: 'GET',
  path: '/artwork/detail/{aid}',
  summary: 'One work, as the viewer may see it',
  tags: artwork,
  auth: 'session',
  // A recipient of an offer on the work may read it too.
  access: 'item:read',
  params: z.object({ aid: id }),
  responses: { 200: artworkSchema, ...errors },
});

export const artworkStateRoute = defineRoute({
  method: 'PUT',
  path: '/artwork/state',
  summary: "Set a work's availability by hand (ready, sold elsewhere, done, withdrawn)",
  tags: artwork,
  auth: 'session',
  access: 'item:write',
  body: z.object({ aid: id, state: artworkStateSchema }),
  responses: { 200: artworkSchema, ...errors },
});

// ——— shares, holds, purchases ———

const shareTerms = {
  shareat: z.iso.datetime({ offset: true }).optional(),
  /** More than zero; null or left out: the work's own price. */
  shareprice: offerPrice().nullable().optional(),
};

export const createShareRoute = defineRoute({
  method: 'POST',
  path: '/artwork/share',
  summary:
    'Offer a work to a user by uid, or to an e-mail address (an address with no account is invited to sign up; the answer does not say which) at a price from a time',
  tags: share,
  auth: 'session',
  access: 'item:write',
  body: z
    .object({ aid: id, shareuid: id.optional(), email: z.email().toLowerCase().optional(), ...shareTerms })
    .refine((body) => body.shareuid || body.email, {
      message: 'name the recipient by shareuid or email',
      path: ['shareuid'],
    }),
  responses: { 200: shareSchema, ...errors },
});

export const updateShareRoute = defineRoute({
  method: 'PUT',
  path: '/artwork/share',
  summary: 'Change the price or date of an offer (a released offer is offered again)',
  tags: share,
  auth: 'session',
  // The offer's work, reached by `sid`: only the offering side changes an offer.
  access: 'item:write',
  body: z.object({ sid: id, aid: id.optional(), shareuid: id.optional(), ...shareTerms }),
  responses: { 200: shareSchema, ...errors },
});

export const sharedWithRoute = defineRoute({
  method: 'GET',
  path: '/artwork/shared/{uid}',
  summary: 'Works offered to a user ("Shared with me"): yourself, or anyone for an admin',
  tags: share,
  auth: 'session',
  // Your own offers; a platform admin may name anyone's `uid`.
  access: 'session',
  params: z.object({ uid: id }),
  responses: { 200: z.array(shareSchema), ...errors },
});

export const shareRoute = defineRoute({
  method: 'GET',
  path: '/artwork/shared/a/{sid}',
  summary: 'One offer, for its recipient or the owning workspace',
  tags: share,
  auth: 'session',
  access: 'share',
  params: z.object({ sid: id }),
  responses: { 200: shareSchema, ...errors },
});

export const workspaceSharesRoute = defineRoute({
  method: 'GET',
  path: '/artwork/shares',
  summary: 'The offers a workspace made ("My shares")',
  tags: share,
  auth: 'session',
  access: 'workspace:read',
  headers: gid,
  query: pageQuerySchema.extend({ aid: text().max(ID_MAX).optional(), state: int32FromText().optional() }),
  responses: { 200: pageOf(shareSchema), ...errors },
});

const shareCall = z.object({ sid: id, uid: id.optional(), state: artworkStateSchema.optional() });

export const shareStateRoute = defineRoute({
  method: 'PUT',
  path: '/artwork/shared/state',
  summary: 'Owner moves an offer on: confirm, sold, done, or cancel',
  tags: share,
  auth: 'session',
  // The offer's work, reached by `sid`: setting the state is the offering side's move.
  access: 'item:write',
  body: z.object({ sid: id, uid: id.optional(), state: artworkStateSchema }),
  responses: { 200: shareSchema, ...errors },
});

export const holdRoute = defineRoute({
  method: 'POST',
  path: '/artwork/shared/hold',
  summary: 'The recipient holds the offered work (exclusive; expires)',
  tags: share,
  auth: 'session',
  access: 'share',
  body: shareCall,
  responses: { 200: shareSchema, ...errors },
});

export const holdCancelRoute = defineRoute({
  method: 'POST',
  path: '/artwork/shared/hold/cancel',
  summary: 'Release a hold (recipient or owner)',
  tags: share,
  auth: 'session',
  access: 'share',
  body: shareCall,
  responses: { 200: shareSchema, ...errors },
});

export const holdExtendRoute = defineRoute({
  method: 'POST',
  path: '/artwork/shared/hold/extend',
  summary:
    "The owner extends a hold by the workspace's hold length, from when it would end (at most 30 days ahead; the holder is told by mail) (an addition to SPEC §7)",
  tags: share,
  auth: 'session',
  // The offer's work, reached by `sid`: only the offering side extends a hold.
  access: 'item:write',
  body: z.object({ sid: id }),
  responses: { 200: shareSchema, ...errors },
});

export const purchaseRoute = defineRoute({
  method: 'POST',
  path: '/artwork/shared/purchase',
  summary: 'The recipient asks to buy the offered work (exclusive)',
  tags: share,
  auth: 'session',
  access: 'share',
  body: shareCall,
  responses: { 200: shareSchema, ...errors },
});

export const purchaseCancelRoute = defineRoute({
  method: 'POST',
  path: '/artwork/shared/purchase/cancel',
  summary: 'Withdraw a purchase request (recipient or owner)',
  tags: share,
  auth: 'session',
  access: 'share',
  body: shareCall,
  responses: { 200: shareSchema, ...errors },
});

export const joinWaitlistRoute = defineRoute({
  method: 'POST',
  path: '/artwork/shared/waitlist',
  summary: 'Queue for a held work; offered by mail when the hold ends',
  tags: share,
  auth: 'session',
  // The offer's recipient only.
  access: 'share',
  body: z.object({ sid: id }),
  responses: { 200: shareSchema, ...errors },
});

export const leaveWaitlistRoute = defineRoute({
  method: 'POST',
  path: '/artwork/shared/waitlist/leave',
  summary: 'Leave the queue for a work',
  tags: share,
  auth: 'session',
  // The offer's recipient only.
  access: 'share',
  body: z.object({ sid: id }),
  responses: { 200: shareSchema, ...errors },
});

// ——— gallery settings and artists ———

export const gallerySettingRoute = defineRoute({
  method: 'GET',
  path: '/gallery/setting',
  summary: "A workspace's gallery settings",
  tags: ['gallery'],
  auth: 'session',
  access: 'workspace:read',
  headers: gid,
  responses: { 200: gallerySettingSchema, ...errors },
});

export const updateGallerySettingRoute = defineRoute({
  method: 'PUT',
  path: '/gallery/setting',
  summary: 'Change gallery settings (multipart: `data` JSON, optional `logo` file)',
  tags: ['gallery'],
  auth: 'session',
  access: 'workspace:manage',
  multipart: true,
  files: { logo: 1 },
  headers: gid,
  body: gallerySettingInputSchema.partial(),
  responses: { 200: gallerySettingSchema, ...uploadErrors },
});

export const galleryArtistsRoute = defineRoute({
  method: 'GET',
  path: '/artist/gallery/{gid}',
  summary: "A workspace's artists",
  tags: artist,
  auth: 'session',
  access: 'workspace:read',
  params: gid,
  responses: { 200: z.array(artistSchema), ...errors },
});

export const artistRoute = defineRoute({
  method: 'GET',
  path: '/artist/{artistid}',
  summary: 'One artist',
  tags: artist,
  auth: 'session',
  // The workspace is the artist's, reached by its id.
  access: 'workspace:read',
  params: z.object({ artistid: id }),
  responses: { 200: artistSchema, ...errors },
});

export const deleteArtistsRoute = defineRoute({
  method: 'POST',
  path: '/artist/delete',
  summary: 'Delete artists; their works stay, without an artist',
  tags: artist,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: z.object({ artistids: ids }),
  responses: { 200: z.object({ deleted: z.number().int() }), ...errors },
});

export const createArtistRoute = defineRoute({
  method: 'POST',
  path: '/artist',
  summary: 'Add an artist (multipart: `data` JSON, optional `photo` file)',
  tags: artist,
  auth: 'session',
  access: 'workspace:write',
  multipart: true,
  files: { photo: 1 },
  headers: gidOnce,
  body: artistInputSchema,
  responses: { 200: artistSchema, ...uploadErrors },
});

export const updateArtistRoute = defineRoute({
  method: 'PUT',
  path: '/artist',
  summary: 'Change an artist (multipart: `data` JSON, optional `photo` file)',
  tags: artist,
  auth: 'session',
  access: 'workspace:write',
  multipart: true,
  files: { photo: 1 },
  headers: gid.extend({ artistid: id }),
  body: artistInputSchema.partial(),
  responses: { 200: artistSchema, ...uploadErrors },
});

// ——— real-time ———

/** What `GET /events` sends (as `event: artwork`) when a work's availability changes. */
export const artworkEventSchema = z.object({
  aid: z.string(),
  gid: z.string(),
  state: artworkStateSchema,
  /** The offer the change came through, if one did. */
  sid: z.string().optional(),
});
export type ArtworkEvent = z.infer<typeof artworkEventSchema>;

/**
 * The event stream's path, which every signed-in page opens as it hydrates. The browser builds a
 * route's schemas when it is first read (ADR 056): reading `eventsRoute.path` built this route's and
 * the error answers', 34 ms of hydration's commit on a processor slowed four times (ADR 073).
 */
export const EVENTS_PATH = '/events';

export const eventsRoute = defineRoute({
  method: 'GET',
  path: EVENTS_PATH,
  summary:
    'Server-sent events: `artwork` events ({aid, gid, state, sid?}) for a workspace (gid) and for your own offers, ' +
    '`import` events ({type, progressKey, done, total}) for your own spreadsheet imports; authenticated by the session cookie',
  tags: ['events'],
  auth: 'session',
  // Events of your own offers and imports; those of a workspace (`gid`) need read access to it.
  access: 'session',
  query: z.object({ gid: idText().optional() }),
  responses: { 200: z.string().meta({ description: 'text/event-stream' }), ...errors },
});
