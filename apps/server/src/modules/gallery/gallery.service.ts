import {
  canManageWorkspace,
  ErrorCode,
  PermissionLevel,
  type ArtistDto,
  type ArtistInput,
  type GallerySettingDto,
  type ParsedBody,
  type updateGallerySettingRoute,
} from '@vernissage/shared';
import type { Database } from '../../db/client.js';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { uploadBytes, type UploadedFile } from '../../platform/http/multipart.js';
import { newId } from '../../platform/ids.js';
import { ingestImage } from '../../platform/images/ingest-image.js';
import { newUploadPrefix, storeImageAt } from '../../platform/images/store-image.js';
import { journalFolders, settleFolders } from '../../platform/storage/storage-journal.js';
import { imageUrls } from '../artwork/artwork.presenter.js';
import { deleteStoredFolders } from '../artwork/stored-files.js';
import { requireAccess } from '../workspace/access.js';
import * as repo from './gallery.repository.js';
import type { ArtistRow, GalleryRow, StoredPicture } from './gallery.repository.js';
import { invalidateSitePages, siteTags } from '../website/site-cache.js';

function urlsOf(picture: StoredPicture | null) {
  // Logos and portraits are shown to members of the workspace only, so the original goes too.
  return picture ? imageUrls(picture.prefix, picture.original) : null;
}

/** What a write under `withPicture` returns: its result, and the picture the row let go of. */
interface PictureWrite<T> {
  result: T;
  released: StoredPicture | null;
}

/**
 * Stores one uploaded picture (a logo, a portrait) and runs `write` in a transaction, in which the
 * new picture's folder is settled and the one the row let go of is journaled; the old files go
 * after the commit. `write` reads the row it replaces with a row lock, so parallel replacements
 * each release the picture the one before them stored: exactly one set of files stays. A failure
 * removes the new files; a crash leaves them to the storage sweep.
 */
async function withPicture<T>(
  ctx: AppContext,
  gid: string,
  keyPrefix: string,
  file: UploadedFile | undefined,
  write: (tx: Database, picture: StoredPicture | undefined) => Promise<PictureWrite<T>>,
): Promise<T> {
  let picture: StoredPicture | undefined;
  if (file) {
    const image = await ingestImage(await uploadBytes(file), ctx.config.images);
    const prefix = newUploadPrefix(keyPrefix);
    await journalFolders(ctx.db, [{ gid, prefix }]);
    try {
      picture = { prefix, original: (await storeImageAt(ctx.storage, prefix, image)).keys.original };
    } catch (error) {
      await deleteStoredFolders(ctx, [prefix]);
      throw error;
    }
  }
  let outcome: PictureWrite<T>;
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const written = await write(tx, picture);
      if (picture) await settleFolders(tx, [{ gid, prefix: picture.prefix }]);
      if (written.released) await journalFolders(tx, [{ gid, prefix: written.released.prefix }]);
      return written;
    });
  } catch (error) {
    if (picture) await deleteStoredFolders(ctx, [picture.prefix]);
    throw error;
  }
  if (outcome.released) await deleteStoredFolders(ctx, [outcome.released.prefix]);
  return outcome.result;
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
  const row = await repo.findGallery(ctx.db, gid);
  if (!row) throw new AppError(ErrorCode.notFound, 'No such workspace.');
  return presentSetting(row);
}

/** Owners and admins change the gallery's settings and logo. */
export async function updateGallerySetting(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  input: ParsedBody<typeof updateGallerySettingRoute>,
  logo: UploadedFile | undefined,
) {
  const { role } = await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.write });
  if (!canManageWorkspace(role))
    throw new AppError(ErrorCode.forbidden, 'Only owners and admins change gallery settings.');
  const row = await withPicture(ctx, gid, `g/${gid}/logo`, logo, async (tx, picture) => {
    const before = await repo.lockGalleryLogo(tx, gid);
    if (!before) throw new AppError(ErrorCode.notFound, 'No such workspace.');
    const updated = await repo.updateGallery(tx, gid, { ...input, ...(picture && { logo: picture }) });
    return { result: updated!, released: picture ? before.logo : null };
  });
  await invalidateSitePages(ctx, [siteTags.site(gid)]);
  return presentSetting(row);
}

// ——— artists ———

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
  const { role } = await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
  const rows = await repo.artistsOf(ctx.db, gid);
  const counts = await repo.artworkCounts(
    ctx.db,
    rows.map((row) => row.id),
    { hideClosed: role === 'member' },
  );
  return rows.map((row) => presentArtist(row, counts.get(row.id) ?? 0));
}

async function loadArtist(ctx: AppContext, identity: Identity, artistid: string, need: PermissionLevel) {
  const row = await repo.findArtist(ctx.db, artistid);
  if (!row) throw new AppError(ErrorCode.notFound, 'No such artist.');
  const { role } = await requireAccess(ctx, identity, { gid: row.galleryId, area: 'inventory', need });
  return { row, role };
}

export async function getArtist(ctx: AppContext, identity: Identity, artistid: string, gid?: string) {
  const { row, role } = await loadArtist(ctx, identity, artistid, PermissionLevel.read);
  if (gid && row.galleryId !== gid) throw new AppError(ErrorCode.notFound, 'No such artist in this workspace.');
  const counts = await repo.artworkCounts(ctx.db, [row.id], { hideClosed: role === 'member' });
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
  const row = await withPicture(ctx, gid, `g/${gid}/artists/${id}`, photo, async (tx, picture) => {
    const created = await repo.insertArtist(tx, { id, galleryId: gid, ...input, photo: picture ?? null });
    return { result: created, released: null };
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
  const { row: found } = await loadArtist(ctx, identity, artistid, PermissionLevel.write);
  if (found.galleryId !== gid) throw new AppError(ErrorCode.notFound, 'No such artist in this workspace.');
  await withPicture(ctx, gid, `g/${gid}/artists/${artistid}`, photo, async (tx, picture) => {
    const before = await repo.lockArtistPhoto(tx, artistid);
    if (!before) throw new AppError(ErrorCode.notFound, 'No such artist.');
    await repo.updateArtist(tx, artistid, { ...input, ...(picture && { photo: picture }) });
    return { result: undefined, released: picture ? before.photo : null };
  });
  await invalidateSitePages(ctx, [siteTags.artist(artistid)]);
  return getArtist(ctx, identity, artistid);
}

/** Deletes artists of the workspace (all named, or none); their works stay, without an artist. */
export async function deleteArtists(ctx: AppContext, identity: Identity, gid: string, artistids: string[]) {
  await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.write });
  const unique = [...new Set(artistids)];
  const rows = await repo.artistsIn(ctx.db, gid, unique);
  if (rows.length !== unique.length)
    throw new AppError(ErrorCode.notFound, 'Some of these artists are not in this workspace: nothing was deleted.');
  // The photos are let go of with the rows, in one transaction, so no deleted artist keeps files.
  const released = await ctx.db.transaction(async (tx) => {
    const photos = await repo.deleteArtists(tx, unique);
    const folders = photos.map((photo) => photo.prefix);
    await journalFolders(
      tx,
      folders.map((prefix) => ({ gid, prefix })),
    );
    return folders;
  });
  await deleteStoredFolders(ctx, released);
  await invalidateSitePages(ctx, unique.map(siteTags.artist));
  return { deleted: rows.length };
}
