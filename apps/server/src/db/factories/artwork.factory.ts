import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { artworks, inventoryItems } from '../schema/index.js';
import { newId } from '../../platform/ids.js';

export interface ArtworkFactoryInput {
  gid: string;
  createdBy?: string | null;
  title?: string;
  year?: number;
  priceAmount?: number | null;
  priceCurrency?: 'KRW' | 'USD';
  priceDisplay?: 'exact' | 'on_request' | 'hidden';
  artistId?: string | null;
  published?: boolean;
  folderId?: string | null;
}

/**
 * An artwork with its inventory record, written straight to the database (no images): for
 * tests and the demo seed, which must not depend on the upload path they are not about.
 */
export async function createArtwork(db: Database, input: ArtworkFactoryInput) {
  const aid = newId();
  const [artwork] = await db
    .insert(artworks)
    .values({
      id: aid,
      galleryId: input.gid,
      createdBy: input.createdBy ?? null,
      artistId: input.artistId ?? null,
      title: input.title ?? 'Untitled',
      year: input.year ?? null,
      priceAmount: input.priceAmount === undefined ? 1_000_000 : input.priceAmount,
      priceCurrency: input.priceCurrency ?? 'KRW',
      priceDisplay: input.priceDisplay ?? 'exact',
      published: input.published ?? false,
    })
    .returning();
  const [{ next }] = (
    await db.execute<{ next: number }>(
      sql`select coalesce(max(idx), -1)::int + 1 as next from ${inventoryItems} where gallery_id = ${input.gid}`,
    )
  ).rows as [{ next: number }];
  const [item] = await db
    .insert(inventoryItems)
    .values({ id: newId(), galleryId: input.gid, artworkId: aid, idx: next, folderId: input.folderId ?? null })
    .returning();
  return { artwork: artwork!, item: item! };
}

/** Reads an artwork's stored state (tests assert what every surface will show). */
export async function artworkState(db: Database, aid: string): Promise<number | undefined> {
  const [row] = await db.select({ state: artworks.state }).from(artworks).where(eq(artworks.id, aid));
  return row?.state;
}
