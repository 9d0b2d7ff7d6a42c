import { z } from 'zod';
import { idText, int32FromText, text } from '../input.js';
import { pageOf, pageQuerySchema } from '../pagination.js';
import { artworkSchema, MEDIUM_TYPES } from './artwork.schemas.js';
import { ROOM_AVAILABILITY } from './viewing-room.schemas.js';

/** The longest query text search takes. */
export const SEARCH_QUERY_MAX = 100;
/** How many of each kind the quick results (`/search/query/{q}`) carry. */
export const SEARCH_SUGGESTIONS = 5;

/**
 * Price bands, in KRW, of works whose price is public (display `exact`); the upper bound is
 * exclusive and null is open. Works priced in USD are banded at `USD_KRW_REFERENCE` (ADR 032).
 */
export const PRICE_BANDS = [
  { id: 'under_1m', min: 0, max: 1_000_000 },
  { id: '1m_5m', min: 1_000_000, max: 5_000_000 },
  { id: '5m_20m', min: 5_000_000, max: 20_000_000 },
  { id: '20m_100m', min: 20_000_000, max: 100_000_000 },
  { id: 'over_100m', min: 100_000_000, max: null },
] as const;
export const PRICE_BAND_IDS = PRICE_BANDS.map((band) => band.id) as [
  (typeof PRICE_BANDS)[number]['id'],
  ...(typeof PRICE_BANDS)[number]['id'][],
];
export type PriceBand = (typeof PRICE_BAND_IDS)[number];
/** The fixed rate USD prices are banded at: bands are a browsing aid, not a quote. */
export const USD_KRW_REFERENCE = 1400;

/** Size classes by the longest side in centimetres: small below 60, large from 120. */
export const SIZE_CLASSES = ['small', 'medium', 'large'] as const;
export const SIZE_LIMITS_CM = { medium: 60, large: 120 } as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];

/**
 * Where a work is: the Korean region its gallery's address starts with ("서울특별시 …", "경기도
 * …"), or names in English ("…, Seoul"). Works of galleries elsewhere or without an address have
 * no location facet (ADR 032).
 */
export const SEARCH_REGIONS = [
  { id: 'seoul', ko: ['서울'], en: 'seoul' },
  { id: 'busan', ko: ['부산'], en: 'busan' },
  { id: 'daegu', ko: ['대구'], en: 'daegu' },
  { id: 'incheon', ko: ['인천'], en: 'incheon' },
  { id: 'gwangju', ko: ['광주'], en: 'gwangju' },
  { id: 'daejeon', ko: ['대전'], en: 'daejeon' },
  { id: 'ulsan', ko: ['울산'], en: 'ulsan' },
  { id: 'sejong', ko: ['세종'], en: 'sejong' },
  { id: 'gyeonggi', ko: ['경기'], en: 'gyeonggi' },
  { id: 'gangwon', ko: ['강원'], en: 'gangwon' },
  { id: 'chungbuk', ko: ['충북', '충청북'], en: 'chungcheongbuk' },
  { id: 'chungnam', ko: ['충남', '충청남'], en: 'chungcheongnam' },
  { id: 'jeonbuk', ko: ['전북', '전라북'], en: 'jeollabuk' },
  { id: 'jeonnam', ko: ['전남', '전라남'], en: 'jeollanam' },
  { id: 'gyeongbuk', ko: ['경북', '경상북'], en: 'gyeongsangbuk' },
  { id: 'gyeongnam', ko: ['경남', '경상남'], en: 'gyeongsangnam' },
  { id: 'jeju', ko: ['제주'], en: 'jeju' },
] as const;
export const SEARCH_REGION_IDS = SEARCH_REGIONS.map((region) => region.id) as [
  (typeof SEARCH_REGIONS)[number]['id'],
  ...(typeof SEARCH_REGIONS)[number]['id'][],
];
export type SearchRegion = (typeof SEARCH_REGION_IDS)[number];

const queryText = text().trim().max(SEARCH_QUERY_MAX);
const year = int32FromText().min(0).max(9999);

/** `GET /search`: the query text and the facet filters, each optional. */
export const searchQuerySchema = pageQuerySchema.extend({
  q: queryText.optional(),
  medium: z.enum(MEDIUM_TYPES).optional(),
  price: z.enum(PRICE_BAND_IDS).optional(),
  /** Small, medium or large by the longest side (`size` is the page size). */
  sizeClass: z.enum(SIZE_CLASSES).optional(),
  availability: z.enum(ROOM_AVAILABILITY).optional(),
  yearFrom: year.optional(),
  yearTo: year.optional(),
  location: z.enum(SEARCH_REGION_IDS).optional(),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

const facetCount = <T extends z.ZodType>(value: T) => z.array(z.object({ value, count: z.number().int() }));

/**
 * How many works each facet value would find, given the query text and the other facets'
 * filters (a facet's own filter is left out, so its other values stay reachable).
 */
export const searchFacetsSchema = z
  .object({
    medium: facetCount(z.string()),
    price: facetCount(z.enum(PRICE_BAND_IDS)),
    sizeClass: facetCount(z.enum(SIZE_CLASSES)),
    availability: facetCount(z.enum(ROOM_AVAILABILITY)),
    decade: facetCount(z.number().int()),
    location: facetCount(z.enum(SEARCH_REGION_IDS)),
  })
  .meta({ id: 'SearchFacets' });
export type SearchFacetsDto = z.infer<typeof searchFacetsSchema>;

export const searchResultSchema = pageOf(artworkSchema)
  .extend({ facets: searchFacetsSchema })
  .meta({ id: 'SearchResult' });
export type SearchResultDto = z.infer<typeof searchResultSchema>;

export const SEARCH_PLACE_KINDS = ['gallery', 'artist'] as const;

/** A gallery with a live site, or an artist with works in public view. */
export const searchPlaceSchema = z
  .object({
    kind: z.enum(SEARCH_PLACE_KINDS),
    /** `gid` for a gallery, `artistid` for an artist. */
    id: z.string(),
    gid: z.string(),
    name: z.string(),
    nameEn: z.string().nullable(),
    /** The live site (`/web/{domain}`) that shows it, if any. */
    domain: z.string().nullable(),
    /** Published works (an artist's own, or a gallery's). */
    works: z.number().int(),
  })
  .meta({ id: 'SearchPlace' });
export type SearchPlaceDto = z.infer<typeof searchPlaceSchema>;

export const searchPlacesQuerySchema = pageQuerySchema.extend({
  q: queryText.optional(),
  kind: z.enum(SEARCH_PLACE_KINDS).optional(),
});

export const searchSuggestionsSchema = z
  .object({
    q: z.string(),
    works: z.array(artworkSchema),
    artists: z.array(searchPlaceSchema),
    galleries: z.array(searchPlaceSchema),
  })
  .meta({ id: 'SearchSuggestions' });
export type SearchSuggestionsDto = z.infer<typeof searchSuggestionsSchema>;

/**
 * GET `/search/work/{aid}`: one published work as the public sees it, with the gallery that
 * shows it and, when that gallery's site is live, the site's path.
 */
export const publicWorkSchema = z
  .object({
    work: artworkSchema,
    gallery: z.object({
      gid: z.string(),
      name: z.string(),
      nameEn: z.string().nullable(),
      /** `/web/{domain}` while the gallery's site is live, else null. */
      sitePath: z.string().nullable(),
    }),
  })
  .meta({ id: 'PublicWork' });
export type PublicWorkDto = z.infer<typeof publicWorkSchema>;

export const featuredWorkInputSchema = z.strictObject({
  /** Lower first; works with the same position show the latest pick first. */
  idx: z.number().int().min(0).max(10_000).optional(),
});

/** The most picks one save of their order names (the admin page shows that many). */
export const FEATURED_ORDER_MAX = 100;

/**
 * The staff picks in the order they show: works not featured yet join them, and picks left out
 * (say, a work unpublished for now) keep their order after the listed ones.
 */
export const featuredOrderSchema = z.strictObject({
  aids: z
    .array(idText())
    .min(1)
    .max(FEATURED_ORDER_MAX)
    .refine((aids) => new Set(aids).size === aids.length, 'names a work twice'),
});

export const featuredWorkSchema = z
  .object({ aid: z.string(), idx: z.number().int(), createdAt: z.string() })
  .meta({ id: 'FeaturedWork' });
