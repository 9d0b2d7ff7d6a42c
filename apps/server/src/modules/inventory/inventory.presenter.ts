import type { FolderDto, InventoryItemDto } from '@vernissage/shared';
import { presentArtwork, type ArtworkRecord } from '../artwork/artwork.presenter.js';
import type { FolderRow, InventoryItemRow } from './inventory.repository.js';

/** An inventory record for members of its workspace (private notes included). */
export function presentItem(item: InventoryItemRow, record: ArtworkRecord): InventoryItemDto {
  return {
    iid: item.id,
    gid: item.galleryId,
    aid: item.artworkId,
    fid: item.folderId,
    idx: item.idx,
    accessLevel: item.accessLevel,
    stockNumber: item.stockNumber,
    location: item.location,
    privateNotes: item.privateNotes,
    state: record.artwork.state,
    deletedAt: item.deletedAt?.toISOString() ?? null,
    artwork: presentArtwork(record, 'member'),
  };
}

export function presentFolder(folder: FolderRow, itemCount: number): FolderDto {
  return {
    fid: folder.id,
    gid: folder.galleryId,
    uid: folder.createdBy,
    name: folder.name,
    accessLevel: folder.accessLevel,
    idx: folder.idx,
    itemCount,
  };
}
