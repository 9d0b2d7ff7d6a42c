import { and, eq, ne } from 'drizzle-orm';
import { artworks, shares } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';

/**
 * Tells every open page that shows this artwork its current state: the owning workspace, and
 * each person it is offered to. Called after the change has committed.
 */
export async function announceArtwork(ctx: AppContext, aid: string, sid?: string): Promise<void> {
  const [artwork] = await ctx.db
    .select({ gid: artworks.galleryId, state: artworks.state })
    .from(artworks)
    .where(eq(artworks.id, aid));
  if (!artwork) return;
  const event = { type: 'artwork' as const, aid, gid: artwork.gid, state: artwork.state, ...(sid && { sid }) };
  ctx.events.publish(`g:${artwork.gid}`, event);
  const recipients = await ctx.db
    .selectDistinct({ uid: shares.shareuid })
    .from(shares)
    .where(and(eq(shares.artworkId, aid), ne(shares.state, -1)));
  const moved = sid ? await ctx.db.select({ uid: shares.shareuid }).from(shares).where(eq(shares.id, sid)) : [];
  for (const uid of new Set([...recipients, ...moved].map((row) => row.uid))) {
    // Offers waiting for an address (ADR 013) have no one listening yet.
    if (uid) ctx.events.publish(`u:${uid}`, event);
  }
}
