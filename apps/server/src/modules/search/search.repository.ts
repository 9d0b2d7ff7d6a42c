import {
  PRICE_BANDS,
  SEARCH_REGIONS,
  SIZE_LIMITS_CM,
  USD_KRW_REFERENCE,
  UserType,
  pageWindow,
  type PageQuery,
  type SearchQuery,
} from '@vernissage/shared';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { artists, artworks, featuredWorks, galleries, siteDomains } from '../../db/schema/index.js';

/**
 * The SQL of search (ADR 032). Text is matched per word: a word is found when it is a substring of
 * a work's folded text (Hangul decomposed into jamo, so "김환" finds "김환기"), or close to one of
 * its words by trigram word similarity (typos), or an English stem of it (`english` full text:
 * "paintings" finds "painting"), or when it matches the name of the work's artist the same ways.
 * Every arm is served by a GIN index (migrations 0023 and 0026).
 */

export type ArtworkRow = typeof artworks.$inferSelect;

/** Words of a query searched for, at most; the rest are dropped. */
const MAX_TERMS = 6;
/** The word similarity a typo must reach (pg_trgm's default of 0.6 misses one wrong jamo in a name). */
const WORD_SIMILARITY_THRESHOLD = '0.45';

const PUBLIC_WORK = and(eq(artworks.published, true), isNull(artworks.deletedAt))!;

/**
 * The folded text and the English vector of a work: generated columns of migration 0026, indexed
 * by `artworks_search_trgm_idx` and `artworks_search_fts_idx`, left out of the Drizzle schema so
 * that no other select fetches them.
 */
const workFold = sql`${artworks}.search_fold`;
const workVector = sql`${artworks}.search_vector`;
const artistFold = sql`search_fold(coalesce(${artists.name}, '') || ' ' || coalesce(${artists.nameEn}, ''))`;
const galleryFold = sql`search_fold(coalesce(${galleries.name}, '') || ' ' || coalesce(${galleries.nameen}, ''))`;

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
function likeEscaped(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The words of a query, lower-cased, without repeats. */
export function termsOf(q: string | undefined): string[] {
  if (!q) return [];
  return [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_TERMS);
}

/** One word against a folded text: substring, or also a typo-close word when `typos`. */
function foldMatches(fold: SQL, term: string, typos = true): SQL {
  const substring = sql`${fold} ilike search_fold(${`%${likeEscaped(term)}%`})`;
  return typos ? sql`(${substring} or search_fold(${term}) <% ${fold})` : substring;
}

/** One word against a work: its text, its English stems, or its artist's name. */
function workMatches(term: string, typos: boolean): SQL {
  const artistIds = sql`array(select ${artists.id} from ${artists} where ${artists.deletedAt} is null and ${foldMatches(artistFold, term, typos)})`;
  // Cheapest first: PostgreSQL tries the arms of an OR in order, and word similarity is the dearest.
  return sql`(${artworks.artistId} = any(${artistIds}) or ${workVector} @@ plainto_tsquery('english'::regconfig, ${term}) or ${foldMatches(workFold, term, typos)})`;
}

/** The price in KRW at the reference rate, for works whose price is public; null otherwise. */
const publicPriceKrw = sql`(case when ${artworks.priceDisplay} = 'exact' then ${artworks.priceAmount} * (case when ${artworks.priceCurrency} = 'USD' then ${USD_KRW_REFERENCE} else 1 end) end)`;
const priceBand = sql.join(
  [
    sql`(case`,
    ...PRICE_BANDS.map(
      (band) =>
        sql`when ${publicPriceKrw} >= ${sql.raw(String(band.min))}${band.max === null ? sql`` : sql` and ${publicPriceKrw} < ${sql.raw(String(band.max))}`} then ${band.id}`,
    ),
    sql`end)`,
  ],
  sql` `,
);
const longestSideCm = sql`(greatest(${artworks.height}, ${artworks.width}, ${artworks.depth}) * (case when ${artworks.dimensionUnit} = 'in' then 2.54 else 1 end))`;
const sizeClass = sql`(case when ${longestSideCm} is null then null when ${longestSideCm} < ${sql.raw(String(SIZE_LIMITS_CM.medium))} then 'small' when ${longestSideCm} < ${sql.raw(String(SIZE_LIMITS_CM.large))} then 'medium' else 'large' end)`;
/** `roomAvailabilityOf` in SQL: ready/shared available, holding/waiting on hold, the rest sold. */
const availability = sql`(case when ${artworks.state} in (0, 1) then 'available' when ${artworks.state} in (2, 3) then 'on_hold' else 'sold' end)`;

/**
 * The region of a gallery's address (`SEARCH_REGIONS`): a Korean address starts with it, an
 * English one names it as a word. Computed per gallery, never per work.
 */
const galleryRegion = sql.join(
  [
    sql`(case`,
    ...SEARCH_REGIONS.map((region) => {
      const korean = region.ko.map((prefix) => sql`ltrim(${galleries.address}) like ${`${prefix}%`}`);
      return sql`when ${sql.join(korean, sql` or `)} or ${galleries.address} ~* ${`\\m${region.en}`} then ${region.id}`;
    }),
    sql`end)`,
  ],
  sql` `,
);

type Filter = 'medium' | 'price' | 'sizeClass' | 'availability' | 'year' | 'location';

/** Each facet filter of the query, as a condition on a work; absent filters are left out. */
function filtersOf(query: SearchQuery): Partial<Record<Filter, SQL>> {
  const filters: Partial<Record<Filter, SQL>> = {};
  if (query.medium) filters.medium = sql`${artworks.mediumType} = ${query.medium}`;
  if (query.price) filters.price = sql`${priceBand} = ${query.price}`;
  if (query.sizeClass) filters.sizeClass = sql`${sizeClass} = ${query.sizeClass}`;
  if (query.availability) filters.availability = sql`${availability} = ${query.availability}`;
  if (query.yearFrom !== undefined || query.yearTo !== undefined)
    filters.year = sql`${artworks.year} between ${query.yearFrom ?? 0} and ${query.yearTo ?? 9999}`;
  if (query.location)
    filters.location = sql`${artworks.galleryId} in (select ${galleries.id} from ${galleries} where ${galleryRegion} = ${query.location})`;
  return filters;
}

/** All the filters, joined by AND (true when none). */
function allOf(filters: Partial<Record<Filter, SQL>>): SQL {
  const conditions = Object.values(filters);
  return conditions.length > 0 ? sql`(${sql.join(conditions, sql` and `)})` : sql`true`;
}

/**
 * Exact titles or artist names first, then those that start with the query, then the closest by
 * similarity, then the newest.
 */
function relevance(q: string): SQL {
  const lowered = q.toLowerCase();
  const prefix = `${likeEscaped(lowered)}%`;
  const names = [
    sql`lower(${artworks.title})`,
    sql`lower(${artworks.titleEn})`,
    sql`lower(${artists.name})`,
    sql`lower(${artists.nameEn})`,
  ];
  const exact = sql.join(
    names.map((name) => sql`${name} = ${lowered}`),
    sql` or `,
  );
  const starts = sql.join(
    names.map((name) => sql`${name} like ${prefix}`),
    sql` or `,
  );
  return sql`((case when ${exact} then 4 else 0 end) + (case when ${starts} then 2 else 0 end) + word_similarity(search_fold(${q}), ${workFold}) + coalesce(word_similarity(search_fold(${q}), ${artistFold}), 0))`;
}

export interface FacetRow {
  facet: string;
  value: string;
  count: number;
}

/** Runs `work` with the typo threshold of this transaction (a setting, so it must share one). */
function withTypoThreshold<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true)`);
    return work(tx);
  });
}

/**
 * One page of public works matching the query and its filters, best first, and when asked the
 * facet counts: for each facet, the works matching the text and every other facet's filter.
 * Typo-close words are only looked for when the words as written find nothing: on a common word
 * ("moon") the similarity arm would otherwise recheck a large part of the catalogue for works the
 * visitor did not ask for.
 */
export async function searchWorks(
  db: Database,
  query: SearchQuery,
  options: { facets: boolean },
): Promise<{ rows: ArtworkRow[]; facets: FacetRow[] }> {
  const terms = termsOf(query.q);
  if (terms.length === 0) return findWorks(db, query, sql`true`, options);
  const asWritten = await findWorks(
    db,
    query,
    sql.join(
      terms.map((term) => workMatches(term, false)),
      sql` and `,
    ),
    options,
  );
  const foundNothing = options.facets ? totalOf(asWritten.facets) === 0 : asWritten.rows.length === 0;
  if (!foundNothing) return asWritten;
  const typos = sql.join(
    terms.map((term) => workMatches(term, true)),
    sql` and `,
  );
  return withTypoThreshold(db, (tx) => findWorks(tx, query, typos, options));
}

/** The works `textMatch` selects, filtered, ranked and paged, with their facet counts when asked. */
async function findWorks(
  db: Database,
  query: SearchQuery,
  textMatch: SQL,
  options: { facets: boolean },
): Promise<{ rows: ArtworkRow[]; facets: FacetRow[] }> {
  const { limit, offset } = pageWindow(query);
  const order = query.q?.trim()
    ? [desc(relevance(query.q)), desc(artworks.createdAt), asc(artworks.id)]
    : [desc(artworks.createdAt), asc(artworks.id)];
  const rows = await db
    .select({ artwork: artworks })
    .from(artworks)
    .leftJoin(artists, eq(artists.id, artworks.artistId))
    .where(and(PUBLIC_WORK, textMatch, allOf(filtersOf(query))))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const facets = options.facets ? await facetCounts(db, and(PUBLIC_WORK, textMatch)!, query) : [];
  return { rows: rows.map((row) => row.artwork), facets };
}

/** The total the facet scan counted: works matching the text and every filter. */
export function totalOf(rows: FacetRow[]): number {
  return rows.find((row) => row.facet === 'total')?.count ?? 0;
}

/** One cell of the facet scan: works sharing every facet value, and whether their year is in range. */
interface FacetCell {
  medium: string | null;
  price: string | null;
  sizeClass: string | null;
  availability: string;
  location: string | null;
  decade: string | null;
  yearOk: boolean;
  count: number;
}

const CELL_FACETS = ['medium', 'price', 'sizeClass', 'availability', 'location'] as const;

/**
 * The facet counts and the total (facet `total`) over the works `matched` selects. One scan
 * groups the works by all their facet values at once (a few hundred cells even for every public
 * work); each facet is then summed here from the cells that pass every other facet's filter, so
 * the database never expands a row per facet.
 */
async function facetCounts(db: Database, matched: SQL, query: SearchQuery): Promise<FacetRow[]> {
  const yearOk =
    query.yearFrom !== undefined || query.yearTo !== undefined
      ? sql`coalesce(${artworks.year} between ${query.yearFrom ?? 0} and ${query.yearTo ?? 9999}, false)`
      : sql`true`;
  const result = await db.execute<
    Omit<FacetCell, 'count'> & { size_class: string | null; year_ok: boolean; count: string | number }
  >(sql`
    select ${artworks.mediumType} as medium, ${priceBand} as price, ${sizeClass} as size_class, ${availability} as availability,
      gallery_regions.region as location, ((${artworks.year} / 10) * 10)::text as decade, ${yearOk} as year_ok, count(*) as count
    from ${artworks}
    left join (select ${galleries.id} as id, ${galleryRegion} as region from ${galleries}) as gallery_regions
      on gallery_regions.id = ${artworks.galleryId}
    where ${matched}
    group by 1, 2, 3, 4, 5, 6, 7`);
  const cells: FacetCell[] = result.rows.map((row) => ({
    medium: row.medium,
    price: row.price,
    sizeClass: row.size_class,
    availability: row.availability,
    location: row.location,
    decade: row.decade,
    yearOk: row.year_ok,
    count: Number(row.count),
  }));
  const wanted = {
    medium: query.medium,
    price: query.price,
    sizeClass: query.sizeClass,
    availability: query.availability,
    location: query.location,
  };
  const passes = (cell: FacetCell, except?: (typeof CELL_FACETS)[number] | 'year') =>
    (except === 'year' || cell.yearOk) &&
    CELL_FACETS.every((facet) => facet === except || wanted[facet] === undefined || cell[facet] === wanted[facet]);
  const counts = new Map<string, FacetRow>();
  const add = (facet: string, value: string | null, count: number) => {
    if (value === null) return;
    const key = `${facet}\u0000${value}`;
    const row = counts.get(key) ?? { facet, value, count: 0 };
    row.count += count;
    counts.set(key, row);
  };
  for (const cell of cells) {
    if (passes(cell)) add('total', '', cell.count);
    for (const facet of CELL_FACETS) if (passes(cell, facet)) add(facet, cell[facet], cell.count);
    if (passes(cell, 'year')) add('decade', cell.decade, cell.count);
  }
  return [...counts.values()];
}

export interface PlaceRow {
  kind: 'gallery' | 'artist';
  id: string;
  gid: string;
  name: string;
  nameEn: string | null;
  domain: string | null;
  works: number;
  total: number;
}

/**
 * Galleries with a live site and artists in public view (a published work, or a work a live site
 * shows), matched by name, best first, with how many there are in all. An artist's own workspace
 * is no gallery: she is listed once, as an artist (her site is reached from her works' pages).
 */
export async function searchPlaces(
  db: Database,
  query: { q?: string | undefined; kind?: 'gallery' | 'artist' | undefined } & PageQuery,
): Promise<PlaceRow[]> {
  const term = query.q?.toLowerCase().trim() ?? '';
  const { limit, offset } = pageWindow(query);
  const galleryMatch = term
    ? sql`(${foldMatches(galleryFold, term)} or d.name ilike ${`%${likeEscaped(term)}%`})`
    : sql`true`;
  const artistMatch = term ? foldMatches(artistFold, term) : sql`true`;
  const score = (fold: SQL) =>
    term
      ? sql`word_similarity(search_fold(${term}), ${fold}) + (case when lower(${fold}) like search_fold(${`${likeEscaped(term)}%`}) then 1 else 0 end)`
      : sql`0`;
  const publishedOf = (column: SQL) =>
    sql`(select count(*) from ${artworks} where ${column} and ${artworks.published} and ${artworks.deletedAt} is null)::int`;
  const galleryPart = sql`
    select 'gallery' as kind, ${galleries.id} as id, ${galleries.id} as gid, ${galleries.name} as name, ${galleries.nameen} as name_en,
      d.name as domain, ${publishedOf(sql`${artworks.galleryId} = ${galleries.id}`)} as works, ${score(galleryFold)} as score
    from ${galleries} join site_domains d on d.gallery_id = ${galleries.id} and d.live
    where ${galleries.type} <> ${UserType.artist} and ${galleryMatch}`;
  const artistPart = sql`
    select * from (
      select 'artist' as kind, ${artists.id} as id, ${artists.galleryId} as gid, ${artists.name} as name, ${artists.nameEn} as name_en,
        (select d.name from site_works sw join ${artworks} on ${artworks.id} = sw.artwork_id
           join site_domains d on d.gallery_id = sw.gallery_id and d.live
         where ${artworks.artistId} = ${artists.id} and ${artworks.deletedAt} is null limit 1) as domain,
        ${publishedOf(sql`${artworks.artistId} = ${artists.id}`)} as works, ${score(artistFold)} as score
      from ${artists}
      where ${artists.deletedAt} is null and ${artistMatch}
    ) as public_artists
    where works > 0 or domain is not null`;
  const parts = [query.kind !== 'artist' && galleryPart, query.kind !== 'gallery' && artistPart].filter(
    (part): part is SQL => part !== false,
  );
  const run = async (tx: Database) => {
    const result = await tx.execute<
      Omit<PlaceRow, 'nameEn' | 'total'> & { name_en: string | null; total: string | number }
    >(sql`
      select kind, id, gid, name, name_en, domain, works, count(*) over () as total
      from (${sql.join(parts, sql` union all `)}) as places
      order by score desc, name asc, id asc
      limit ${limit} offset ${offset}`);
    return result.rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      gid: row.gid,
      name: row.name,
      nameEn: row.name_en,
      domain: row.domain,
      works: Number(row.works),
      total: Number(row.total),
    }));
  };
  return term ? withTypoThreshold(db, run) : run(db);
}

/** How many places the query finds, for a page past the last (whose rows carry no total). */
export async function countPlaces(
  db: Database,
  query: { q?: string | undefined; kind?: 'gallery' | 'artist' | undefined } & PageQuery,
): Promise<number> {
  const [first] = await searchPlaces(db, { ...query, page: 0, size: 1 });
  return first?.total ?? 0;
}

export type FeaturedRow = typeof featuredWorks.$inferSelect;

/** The staff picks that are public now, in order, with how many there are. */
export async function featuredPage(db: Database, query: PageQuery): Promise<{ rows: ArtworkRow[]; total: number }> {
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select({ artwork: artworks })
      .from(featuredWorks)
      .innerJoin(artworks, eq(artworks.id, featuredWorks.artworkId))
      .where(PUBLIC_WORK)
      .orderBy(asc(featuredWorks.idx), desc(featuredWorks.createdAt), asc(artworks.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(featuredWorks)
      .innerJoin(artworks, eq(artworks.id, featuredWorks.artworkId))
      .where(PUBLIC_WORK),
  ]);
  return { rows: rows.map((row) => row.artwork), total: total[0]?.total ?? 0 };
}

/** A public work, or nothing. */
export async function findPublicWork(db: Database, aid: string): Promise<ArtworkRow | undefined> {
  const [row] = await db
    .select()
    .from(artworks)
    .where(and(eq(artworks.id, aid), PUBLIC_WORK))
    .limit(1);
  return row;
}

/** A public work with the gallery that holds it and that gallery's site name while it is live, or nothing. */
export async function findPublicWorkWithGallery(
  db: Database,
  aid: string,
): Promise<
  | { artwork: ArtworkRow; gallery: { id: string; name: string; nameEn: string | null; domain: string | null } }
  | undefined
> {
  const [row] = await db
    .select({
      artwork: artworks,
      gallery: { id: galleries.id, name: galleries.name, nameEn: galleries.nameen, domain: siteDomains.name },
    })
    .from(artworks)
    .innerJoin(galleries, eq(galleries.id, artworks.galleryId))
    .leftJoin(siteDomains, and(eq(siteDomains.galleryId, galleries.id), eq(siteDomains.live, true)))
    .where(and(eq(artworks.id, aid), PUBLIC_WORK))
    .limit(1);
  return row;
}

/**
 * The staff picks (public or not) in the order they show, or the one of `aid`; held until the
 * transaction ends, so two admins' saves do not cross.
 */
export function picksForUpdate(db: Database, aid?: string): Promise<FeaturedRow[]> {
  return db
    .select()
    .from(featuredWorks)
    .where(aid === undefined ? undefined : eq(featuredWorks.artworkId, aid))
    .orderBy(asc(featuredWorks.idx), desc(featuredWorks.createdAt), asc(featuredWorks.artworkId))
    .for('update');
}

/** Works by id with their titles and whether the public sees them: what picking one needs to know. */
export function worksToPick(db: Database, aids: readonly string[]) {
  if (aids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: artworks.id,
      galleryId: artworks.galleryId,
      title: artworks.title,
      titleEn: artworks.titleEn,
      isPublic: sql<boolean>`${PUBLIC_WORK}`,
    })
    .from(artworks)
    .where(inArray(artworks.id, [...aids]));
}

/** Features a work, or moves it. */
export async function upsertFeatured(
  db: Database,
  values: { artworkId: string; galleryId: string; idx: number; createdBy: string },
): Promise<FeaturedRow> {
  const [row] = await db
    .insert(featuredWorks)
    .values(values)
    .onConflictDoUpdate({ target: featuredWorks.artworkId, set: { idx: values.idx } })
    .returning();
  return row!;
}

/** Stops featuring a work; whether it was featured. */
export async function deleteFeatured(db: Database, aid: string): Promise<boolean> {
  const rows = await db.delete(featuredWorks).where(eq(featuredWorks.artworkId, aid)).returning();
  return rows.length > 0;
}
