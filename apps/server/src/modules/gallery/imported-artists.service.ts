import { looseKey as nameKey } from '@vernissage/shared';
import type { Database } from '../../db/client.js';
import { newId } from '../../platform/ids.js';
import * as repo from './gallery.repository.js';

/**
 * In a spreadsheet import's transaction (ADR 044): the artist of each name, matched with the
 * workspace's live artists by name or English name (loosely), else created with that name. Answers
 * the artist id by the name as given.
 */
export async function artistIdsForImport(
  tx: Database,
  gid: string,
  wanted: readonly { name: string; nameEn: string | null }[],
): Promise<Map<string, string>> {
  const known = new Map<string, string>();
  const artists = await repo.artistsOf(tx, gid);
  for (const artist of artists) {
    // A name wins over another artist's English name.
    if (artist.nameEn && !known.has(nameKey(artist.nameEn))) known.set(nameKey(artist.nameEn), artist.id);
  }
  for (const artist of artists) known.set(nameKey(artist.name), artist.id);
  const ids = new Map<string, string>();
  for (const { name, nameEn } of wanted) {
    const key = nameKey(name);
    let id = known.get(key) ?? (nameEn ? known.get(nameKey(nameEn)) : undefined);
    if (!id) {
      id = (await repo.insertArtist(tx, { id: newId(), galleryId: gid, name, nameEn, photo: null })).id;
      known.set(key, id);
      if (nameEn) known.set(nameKey(nameEn), id);
    }
    ids.set(name, id);
  }
  return ids;
}
