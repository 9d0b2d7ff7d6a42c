import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { exhibitionImages, exhibitions, galleries, siteDomains } from '../../db/schema/index.js';

const covers = alias(exhibitionImages, 'cover');

/** A published exhibition on `day`, of a workspace whose site is live, with its cover if any. */
export interface SiteExhibitionRow {
  exhibition: Pick<
    typeof exhibitions.$inferSelect,
    'id' | 'galleryId' | 'title' | 'titleEn' | 'startDate' | 'endDate' | 'venue'
  >;
  site: Pick<typeof siteDomains.$inferSelect, 'name' | 'settings'>;
  gallery: { name: string; nameEn: string | null };
  cover: Pick<typeof exhibitionImages.$inferSelect, 'keyPrefix' | 'width' | 'height' | 'placeholder'> | null;
}

/**
 * The exhibitions open on `day` across the platform: published, of a workspace whose site is
 * live (an exhibition is public only on its owner's site, ADR 025), the latest opened first.
 */
export async function currentSiteExhibitions(db: Database, day: string, limit: number): Promise<SiteExhibitionRow[]> {
  return db
    .select({
      exhibition: {
        id: exhibitions.id,
        galleryId: exhibitions.galleryId,
        title: exhibitions.title,
        titleEn: exhibitions.titleEn,
        startDate: exhibitions.startDate,
        endDate: exhibitions.endDate,
        venue: exhibitions.venue,
      },
      site: { name: siteDomains.name, settings: siteDomains.settings },
      gallery: { name: galleries.name, nameEn: galleries.nameen },
      cover: {
        keyPrefix: covers.keyPrefix,
        width: covers.width,
        height: covers.height,
        placeholder: covers.placeholder,
      },
    })
    .from(exhibitions)
    .innerJoin(siteDomains, and(eq(siteDomains.galleryId, exhibitions.galleryId), eq(siteDomains.live, true)))
    .innerJoin(galleries, eq(galleries.id, exhibitions.galleryId))
    .leftJoin(
      covers,
      and(
        eq(covers.galleryId, exhibitions.galleryId),
        eq(covers.exhibitionId, exhibitions.id),
        eq(covers.kind, 'cover'),
      ),
    )
    .where(and(eq(exhibitions.published, true), lte(exhibitions.startDate, day), gte(exhibitions.endDate, day)))
    .orderBy(desc(exhibitions.startDate), desc(exhibitions.createdAt), asc(exhibitions.id))
    .limit(limit);
}
