import {
  canManageWorkspace,
  ErrorCode,
  PermissionLevel,
  type ArtistDto,
  type ArtistInput,
  type GallerySettingDto,
} from '@vernissage/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StoredPicture } from '../../db/schema/columns.js';
import { artists, artworks, galleries } from '../../db/schema/index.js';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { UploadedFile } from '../../platform/http/multipart.js';
import { newId } from '../../platform/ids.js';
import { ingestImage } from '../../platform/images/ingest-image.js';
import { deleteStoredImage, storeImage } from '../../platform/images/store-image.js';
import { imageUrls } from '../artwork/artwork.presenter.js';
import { requireAccess } from '../workspace/access.js';

type ArtistRow = typeof artists.$inferSelect;
type GalleryRow = typeof galleries.$inferSelect;

function urlsOf(picture: StoredPicture | null) {
  return picture ? imageUrls(picture.prefix, picture.original) : null;
}

/** Stores one uploaded picture, runs `write`, and removes the picture again if `write` fails. */
async function withPicture<T>(
  ctx: AppContext,
  keyPrefix: string,
  file: UploadedFile | undefined,
  write: (picture: StoredPicture | undefined) => Promise<T>,
) {
  if (!file) return write(undefined);
  const stored = await storeImage(ctx.storage, keyPrefix, await ingestImage(file.buffer, ctx.config.images));
  try {
    return await write({ prefix: stored.prefix, original: stored.keys.original });
  } catch (error) {
    await deleteStoredImage(ctx.storage, stored);
    throw error;
  }
}

async function dropPicture(ctx: AppContext, picture: StoredPicture | null) {
  if (!picture) return;
  await deleteStoredImage(ctx.storage, picture).catch((error: unknown) =>
    ctx.logger.warn({ err: error, prefix: picture.prefix }, 'old picture could not be deleted'),
  );
}

// ——— gallery settings ———

function presentSetting(row: GalleryRow): GallerySettingDto {
  return {
    gid: row.id,
    name: row.name,
    nameen: row.nameen,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    about: row.about,
    aboutEn: row.aboutEn,
    holdDays: row.holdDays,
    logo: urlsOf(row.logo),
  };
}

export async function getGallerySetting(ctx: AppContext, identity: Identity, gid: string) {
  await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
  const row = await ctx.db.query.galleries.findFirst({ where: eq(galleries.id, gid) });
  if (!row) throw new AppError(ErrorCode.notFound, 'No such workspace.');
  return presentSetting(row);
}

/** Owners and admins change the gallery's settings and logo. */
export async function updateGallerySetting(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  input: Partial<Omit<GallerySettingDto, 'gid' | 'logo'>>,
  logo: UploadedFile | undefined,
) {
  const { role } = await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.write });
  if (!canManageWorkspace(role))
    throw new AppError(ErrorCode.forbidden, 'Only owners and admins change gallery settings.');
  const before = await ctx.db.query.galleries.findFirst({ where: eq(galleries.id, gid) });
  const row = await withPicture(ctx, `g/${gid}/logo`, logo, async (picture) => {
    const [updated] = await ctx.db
      .update(galleries)
      .set({ ...input, ...(picture && { logo: picture }) })
      .where(eq(galleries.id, gid))
      .returning();
    return updated!;
  });
  if (logo && before?.logo) await dropPicture(ctx, before.logo);
  return presentSetting(row);
}

// ——— artists ———

async function artworkCounts(ctx: AppContext, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await ctx.db
    .select({ artistId: artworks.artistId, count: sql<number>`count(*)::int` })
    .from(artworks)
    .where(and(inArray(artworks.artistId, ids), isNull(artworks.deletedAt)))
    .groupBy(artworks.artistId);
  return new Map(rows.map((row) => [row.artistId!, row.count]));
}

function presentArtist(row: ArtistRow, artworkCount: number): ArtistDto {
  return {
    artistid: row.id,
    gid: row.galleryId,
    name: row.name,
    nameEn: row.nameEn,
    biography: row.biography,
    biographyEn: row.biographyEn,
    birthYear: row.birthYear,
    nationality: row.nationality,
    website: row.website,
    cv: row.cv,
    photo: urlsOf(row.photo),
    artworkCount,
  };
}

export async function listArtists(ctx: AppContext, identity: Identity, gid: string): Promise<ArtistDto[]> {
  await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
  const rows = await ctx.db.query.artists.findMany({
    where: and(eq(artists.galleryId, gid), isNull(artists.deletedAt)),
    orderBy: (table, { asc }) => [asc(table.name), asc(table.id)],
  });
  const counts = await artworkCounts(
    ctx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentArtist(row, counts.get(row.id) ?? 0));
}

async function loadArtist(ctx: AppContext, identity: Identity, artistid: string, need: PermissionLevel) {
  const row = await ctx.db.query.artists.findFirst({ where: and(eq(artists.id, artistid), isNull(artists.deletedAt)) });
  if (!row) throw new AppError(ErrorCode.notFound, 'No such artist.');
  await requireAccess(ctx, identity, { gid: row.galleryId, area: 'inventory', need });
  return row;
}

export async function getArtist(ctx: AppContext, identity: Identity, artistid: string, gid?: string) {
  const row = await loadArtist(ctx, identity, artistid, PermissionLevel.read);
  if (gid && row.galleryId !== gid) throw new AppError(ErrorCode.notFound, 'No such artist in this workspace.');
  const counts = await artworkCounts(ctx, [row.id]);
  return presentArtist(row, counts.get(row.id) ?? 0);
}

export async function createArtist(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  input: ArtistInput,
  photo: UploadedFile | undefined,
) {
  await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.write });
  const id = newId();
  const row = await withPicture(ctx, `g/${gid}/artists/${id}`, photo, async (picture) => {
    const [created] = await ctx.db
      .insert(artists)
      .values({ id, galleryId: gid, ...input, photo: picture ?? null })
      .returning();
    return created!;
  });
  return presentArtist(row, 0);
}

export async function updateArtist(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  artistid: string,
  input: Partial<ArtistInput>,
  photo: UploadedFile | undefined,
) {
  const before = await loadArtist(ctx, identity, artistid, PermissionLevel.write);
  if (before.galleryId !== gid) throw new AppError(ErrorCode.notFound, 'No such artist in this workspace.');
  await withPicture(ctx, `g/${gid}/artists/${artistid}`, photo, async (picture) => {
    await ctx.db
      .update(artists)
      .set({ ...input, ...(picture && { photo: picture }) })
      .where(eq(artists.id, artistid));
  });
  if (photo && before.photo) await dropPicture(ctx, before.photo);
  return getArtist(ctx, identity, artistid);
}

/** Deletes artists of the workspace (all named, or none); their works stay, without an artist. */
export async function deleteArtists(ctx: AppContext, identity: Identity, gid: string, artistids: string[]) {
  await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.write });
  const unique = [...new Set(artistids)];
  const rows = await ctx.db.query.artists.findMany({
    where: and(eq(artists.galleryId, gid), inArray(artists.id, unique), isNull(artists.deletedAt)),
  });
  if (rows.length !== unique.length)
    throw new AppError(ErrorCode.notFound, 'Some of these artists are not in this workspace: nothing was deleted.');
  await ctx.db.transaction(async (tx) => {
    await tx.update(artworks).set({ artistId: null }).where(inArray(artworks.artistId, unique));
    await tx.update(artists).set({ deletedAt: new Date() }).where(inArray(artists.id, unique));
  });
  for (const row of rows) await dropPicture(ctx, row.photo);
  return { deleted: rows.length };
}
