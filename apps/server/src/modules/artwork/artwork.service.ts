import {
  ADMIN_LEVEL,
  ArtworkState,
  canManageWorkspace,
  type ArtworkDto,
  type ArtworkInput,
  ErrorCode,
  PermissionLevel,
  type InventoryItemDto,
  WORKSPACE_ROLES,
  type WorkspaceRole,
} from '@vernissage/shared';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { artists, artworkLikes, artworks, inventoryItems } from '../../db/schema/index.js';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { UploadedFile } from '../../platform/http/multipart.js';
import { newId } from '../../platform/ids.js';
import type { IngestedImage } from '../../platform/images/ingest-image.js';
import type { StoredImage } from '../../platform/images/store-image.js';
import { inventoryAccess, requireArtworkAccess, requireInventoryAccess } from '../inventory/inventory-access.js';
import { presentItem } from '../inventory/inventory.presenter.js';
import { artworkOpenToMembers, findFolder, nextIdx } from '../inventory/inventory.repository.js';
import { requireAccess } from '../workspace/access.js';
import {
  assertImageRoom,
  imageCount,
  ingestUploads,
  insertImageRows,
  rearrangeImages,
  withStoredImages,
} from './artwork-images.js';
import { presentArtwork } from './artwork.presenter.js';
import {
  findArtwork,
  findItemOfArtwork,
  loadArtworkRecord,
  loadArtworkRecords,
  type ArtworkRow,
} from './artwork.repository.js';
import { deleteStoredFolders } from './stored-files.js';

interface PreparedWork {
  input: ArtworkInput;
  aid: string;
  images: IngestedImage[];
}

type ArtworkPatch = Partial<ArtworkInput> & {
  removeImageIds?: string[];
  imageOrder?: string[];
  primaryImageId?: string;
};

/**
 * The artwork columns an input sets; fields it leaves out are not touched. Never its state:
 * availability changes only through modules/availability.
 */
function artworkColumns(
  input: Partial<ArtworkInput>,
): Partial<Omit<typeof artworks.$inferInsert, 'state' | 'baseState'>> {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.titleEn !== undefined && { titleEn: input.titleEn }),
    ...(input.artistid !== undefined && { artistId: input.artistid }),
    ...(input.series !== undefined && { series: input.series }),
    ...(input.dateText !== undefined && { dateText: input.dateText }),
    ...(input.year !== undefined && { year: input.year }),
    ...(input.medium && { mediumType: input.medium.type ?? null, mediumText: input.medium.text ?? null }),
    ...(input.dimensions && {
      height: input.dimensions.height ?? null,
      width: input.dimensions.width ?? null,
      depth: input.dimensions.depth ?? null,
      dimensionUnit: input.dimensions.unit,
      framed: input.dimensions.framed,
      dimensionText: input.dimensions.text ?? null,
    }),
    ...(input.edition && {
      editionType: input.edition.type,
      editionSize: input.edition.type === 'unique' ? null : (input.edition.size ?? null),
      artistProofs: input.edition.artistProofs ?? null,
    }),
    ...(input.price && {
      priceAmount: input.price.amount ?? null,
      priceCurrency: input.price.currency,
      priceDisplay: input.price.display,
    }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.descriptionEn !== undefined && { descriptionEn: input.descriptionEn }),
    ...(input.tags !== undefined && { tags: [...new Set(input.tags)] }),
    ...(input.published !== undefined && { published: input.published }),
  };
}

function itemColumns(input: Partial<ArtworkInput>): Partial<typeof inventoryItems.$inferInsert> {
  return {
    ...(input.stockNumber !== undefined && { stockNumber: input.stockNumber }),
    ...(input.location !== undefined && { location: input.location }),
    ...(input.privateNotes !== undefined && { privateNotes: input.privateNotes }),
    ...(input.fid !== undefined && { folderId: input.fid }),
    ...(input.accessLevel !== undefined && { accessLevel: input.accessLevel }),
  };
}

/**
 * Artist and folder ids an input names must be the workspace's own; a folder it files the work
 * into must be writable by the caller, and only owners and admins set access levels.
 */
async function assertInputAllowed(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  role: WorkspaceRole,
  input: Partial<ArtworkInput>,
) {
  if (input.accessLevel !== undefined && !canManageWorkspace(role)) {
    throw new AppError(ErrorCode.forbidden, 'Only owners and admins set access levels.');
  }
  if (input.artistid) {
    const artist = await ctx.db.query.artists.findFirst({
      where: and(eq(artists.id, input.artistid), eq(artists.galleryId, gid), isNull(artists.deletedAt)),
    });
    if (!artist) throw new AppError(ErrorCode.notFound, 'No such artist in this workspace.');
  }
  if (input.fid) {
    const folder = await findFolder(ctx.db, gid, input.fid);
    if (!folder) throw new AppError(ErrorCode.notFound, 'No such folder in this workspace.');
    await requireInventoryAccess(ctx, identity, gid, { folder }, PermissionLevel.write);
  }
}

async function presentInventory(ctx: AppContext, aid: string): Promise<InventoryItemDto> {
  const record = await loadArtworkRecord(ctx.db, aid);
  const item = await findItemOfArtwork(ctx.db, aid);
  return presentItem(item!, record!);
}

/**
 * Adds works with their inventory records and images. Every image is checked and converted
 * before anything is written; files are stored, then the rows go in one transaction, and the
 * files are removed again if that fails.
 */
export async function createWorks(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  works: { input: ArtworkInput; files: UploadedFile[] }[],
): Promise<InventoryItemDto[]> {
  const { role } = await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.write });
  for (const work of works) {
    await assertInputAllowed(ctx, identity, gid, role, work.input);
    assertImageRoom(0, work.files.length);
  }
  const prepared: PreparedWork[] = [];
  for (const work of works) prepared.push({ ...work, aid: newId(), images: await ingestUploads(ctx, work.files) });

  const created = await storeAll(ctx, gid, prepared, async (stored) =>
    ctx.db.transaction(async (tx) => {
      let idx = await nextIdx(tx, gid);
      for (const [index, work] of prepared.entries()) {
        await tx.insert(artworks).values({
          id: work.aid,
          galleryId: gid,
          createdBy: identity.userId,
          title: work.input.title,
          ...artworkColumns(work.input),
        });
        await tx
          .insert(inventoryItems)
          .values({ id: newId(), galleryId: gid, artworkId: work.aid, idx: idx++, ...itemColumns(work.input) });
        await insertImageRows(tx, {
          gid,
          aid: work.aid,
          images: work.images,
          stored: stored[index]!,
          startIdx: 0,
          primaryFirst: true,
        });
      }
      return prepared.map((work) => work.aid);
    }),
  );
  for (const work of prepared) {
    ctx.reports.report(
      `New artwork registered: “${work.input.title}” (${work.images.length} image(s)) in workspace ${gid} by ${identity.user.email}`,
    );
  }
  return Promise.all(created.map((aid) => presentInventory(ctx, aid)));
}

/** Stores the images of several works, undoing every work's files if any step fails. */
async function storeAll<T>(
  ctx: AppContext,
  gid: string,
  works: PreparedWork[],
  write: (stored: StoredImage[][]) => Promise<T>,
): Promise<T> {
  const run = async (index: number, stored: StoredImage[][]): Promise<T> => {
    const work = works[index];
    if (!work) return write(stored);
    return withStoredImages(ctx, gid, work.aid, work.images, (files) => run(index + 1, [...stored, files]));
  };
  return run(0, []);
}

/** Changes a work, its record and its images, under the record's access rules. */
export async function updateWork(
  ctx: AppContext,
  identity: Identity,
  aid: string,
  patch: ArtworkPatch,
  files: UploadedFile[],
): Promise<InventoryItemDto> {
  const { artwork, item, role } = await requireArtworkAccess(ctx, identity, aid, PermissionLevel.write);
  await assertInputAllowed(ctx, identity, artwork.galleryId, role, patch);
  assertImageRoom((await imageCount(ctx.db, aid)) - (patch.removeImageIds?.length ?? 0), files.length);
  const images = await ingestUploads(ctx, files);
  const removedFolders = await withStoredImages(ctx, artwork.galleryId, aid, images, (stored) =>
    ctx.db.transaction(async (tx) => {
      const columns = artworkColumns(patch);
      if (Object.keys(columns).length > 0) await tx.update(artworks).set(columns).where(eq(artworks.id, aid));
      const itemPatch = itemColumns(patch);
      if (item && Object.keys(itemPatch).length > 0)
        await tx.update(inventoryItems).set(itemPatch).where(eq(inventoryItems.id, item.id));
      const removed = await rearrangeImages(tx, aid, patch);
      const kept = await imageCount(tx, aid);
      await insertImageRows(tx, {
        gid: artwork.galleryId,
        aid,
        images,
        stored,
        startIdx: kept,
        primaryFirst: kept === 0,
      });
      return removed;
    }),
  );
  await deleteStoredFolders(ctx, removedFolders);
  return presentInventory(ctx, aid);
}

// ——— reading ———

/** One work as the viewer may see it: members fully; recipients of an offer and everyone for published works, without private fields. */
export async function artworkDetail(ctx: AppContext, identity: Identity, aid: string): Promise<ArtworkDto> {
  const record = await loadArtworkRecord(ctx.db, aid);
  if (!record) throw new AppError(ErrorCode.notFound, 'No such artwork.');
  const gid = record.artwork.galleryId;
  const item = await findItemOfArtwork(ctx.db, aid);
  const { role, access } = await inventoryAccess(ctx, identity, gid, { item });
  if (access >= PermissionLevel.read) return presentArtwork(record, 'member');
  // A member shut out of this work sees no more of it than the public does.
  const offered = await ctx.db.query.shares.findFirst({
    where: (shares, { and: both, eq: equals, ne }) =>
      both(
        equals(shares.artworkId, aid),
        equals(shares.shareuid, identity.userId),
        ne(shares.state, ArtworkState.cancel),
      ),
  });
  if (offered || record.artwork.published || identity.user.level >= ADMIN_LEVEL)
    return presentArtwork(record, 'outsider');
  if (role) await requireInventoryAccess(ctx, identity, gid, { item }, PermissionLevel.read);
  throw new AppError(ErrorCode.notFound, 'No such artwork.');
}

async function pageOfArtworks(
  ctx: AppContext,
  rows: ArtworkRow[],
  total: number,
  page: { page: number; size: number },
  viewer: 'member' | 'outsider',
) {
  const records = await loadArtworkRecords(ctx.db, rows);
  return { items: records.map((record) => presentArtwork(record, viewer)), total, ...page };
}

type Page = { page: number; size: number };

/** Roles whose view of the inventory no member level narrows (`accessOf`), as an SQL list. */
const MANAGER_ROLES = sql`(${sql.join(
  WORKSPACE_ROLES.filter(canManageWorkspace).map((role) => sql`${role}`),
  sql`, `,
)})`;

/** A page of artworks matching `where`, newest first, with the total. */
async function artworksWhere(ctx: AppContext, where: SQL | undefined, page: Page, viewer: 'member' | 'outsider') {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(artworks)
      .where(where)
      .orderBy(desc(artworks.createdAt), artworks.id)
      .limit(page.size)
      .offset(page.page * page.size),
    ctx.db
      .select({ value: sql<number>`count(*)::int` })
      .from(artworks)
      .where(where),
  ]);
  return pageOfArtworks(ctx, rows, total?.value ?? 0, page, viewer);
}

/** Works the caller added (their portfolio), across workspaces they are still in and may see them. */
export function myArtworks(ctx: AppContext, identity: Identity, page: Page) {
  const mine = and(
    eq(artworks.createdBy, identity.userId),
    isNull(artworks.deletedAt),
    sql`exists (select 1 from gallery_members m where m.gallery_id = artworks.gallery_id and m.user_id = ${identity.userId} and (m.role in ${MANAGER_ROLES} or ${artworkOpenToMembers(artworks.id)}))`,
  );
  return artworksWhere(ctx, mine, page, 'member');
}

/** Published works, newest first; anyone may look. */
export function publishedArtworks(ctx: AppContext, page: Page) {
  return artworksWhere(ctx, and(eq(artworks.published, true), isNull(artworks.deletedAt)), page, 'outsider');
}

/** Published works the caller liked, the latest like first. */
export async function likedArtworks(ctx: AppContext, identity: Identity, page: Page) {
  const liked = and(eq(artworkLikes.userId, identity.userId), isNull(artworks.deletedAt), eq(artworks.published, true));
  const joined = () =>
    ctx.db
      .select({ artwork: artworks })
      .from(artworkLikes)
      .innerJoin(artworks, eq(artworks.id, artworkLikes.artworkId));
  const [rows, total] = await Promise.all([
    joined()
      .where(liked)
      .orderBy(desc(artworkLikes.createdAt), artworks.id)
      .limit(page.size)
      .offset(page.page * page.size),
    ctx.db.$count(
      artworkLikes,
      and(
        eq(artworkLikes.userId, identity.userId),
        sql`exists (select 1 from artworks a where a.id = ${artworkLikes.artworkId} and a.deleted_at is null and a.published)`,
      ),
    ),
  ]);
  return pageOfArtworks(
    ctx,
    rows.map((row) => row.artwork),
    total,
    page,
    'outsider',
  );
}

/** Likes and unlikes are idempotent: the outcome is the same however often they are sent. */
export async function setLike(ctx: AppContext, identity: Identity, aid: string, liked: boolean) {
  const artwork = await findArtwork(ctx.db, aid);
  if (!artwork || !artwork.published) throw new AppError(ErrorCode.notFound, 'No such published artwork.');
  if (liked) {
    await ctx.db.insert(artworkLikes).values({ userId: identity.userId, artworkId: aid }).onConflictDoNothing();
  } else {
    await ctx.db
      .delete(artworkLikes)
      .where(and(eq(artworkLikes.userId, identity.userId), eq(artworkLikes.artworkId, aid)));
  }
  const [count] = await ctx.db
    .select({ value: sql<number>`count(*)::int` })
    .from(artworkLikes)
    .where(eq(artworkLikes.artworkId, aid));
  return { liked, likes: count?.value ?? 0 };
}
