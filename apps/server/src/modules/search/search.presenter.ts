import {
  type SearchFacetsDto,
  type SearchPlaceDto,
  PRICE_BAND_IDS,
  ROOM_AVAILABILITY,
  SEARCH_REGION_IDS,
  SIZE_CLASSES,
} from '@vernissage/shared';
import type { FacetRow, FeaturedRow, PlaceRow } from './search.repository.js';

/** Facet counts in a fixed order: bands, sizes and availability as declared, media by count, decades newest first. */
export function presentFacets(rows: FacetRow[]): SearchFacetsDto {
  const of = (facet: string) => rows.filter((row) => row.facet === facet);
  const ordered = <T extends string>(facet: string, values: readonly T[]) =>
    values.flatMap((value) =>
      of(facet)
        .filter((row) => row.value === value)
        .map((row) => ({ value, count: row.count })),
    );
  return {
    medium: of('medium')
      .map((row) => ({ value: row.value, count: row.count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    price: ordered('price', PRICE_BAND_IDS),
    sizeClass: ordered('sizeClass', SIZE_CLASSES),
    availability: ordered('availability', ROOM_AVAILABILITY),
    location: ordered('location', SEARCH_REGION_IDS),
    decade: of('decade')
      .map((row) => ({ value: Number(row.value), count: row.count }))
      .sort((a, b) => b.value - a.value),
  };
}

/** A gallery or artist found by search: public names, its live site, how many works it shows. */
export function presentPlace(row: PlaceRow): SearchPlaceDto {
  return {
    kind: row.kind,
    id: row.id,
    gid: row.gid,
    name: row.name,
    nameEn: row.nameEn,
    domain: row.domain,
    works: row.works,
  };
}

/** The gallery of a public work: its names, and its site's path while the site is live. */
export function presentWorkGallery(gallery: {
  id: string;
  name: string;
  nameEn: string | null;
  domain: string | null;
}) {
  return {
    gid: gallery.id,
    name: gallery.name,
    nameEn: gallery.nameEn,
    sitePath: gallery.domain ? `/web/${gallery.domain}` : null,
  };
}

/** A staff pick as an admin set it. */
export function presentFeatured(row: FeaturedRow) {
  return { aid: row.artworkId, idx: row.idx, createdAt: row.createdAt.toISOString() };
}
