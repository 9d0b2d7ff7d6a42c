import {
  answerPage,
  ErrorCode,
  SEARCH_SUGGESTIONS,
  type ArtworkDto,
  type Page,
  type PageQuery,
  type SearchPlaceDto,
  type SearchQuery,
  type SearchResultDto,
  type SearchSuggestionsDto,
} from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { presentArtwork } from '../artwork/artwork.presenter.js';
import { artworkRecords } from '../artwork/artwork.service.js';
import { requireAdmin } from '../user/user.service.js';
import { presentFacets, presentFeatured, presentPlace, totalOf } from './search.presenter.js';
import * as repo from './search.repository.js';

/** Works as the public sees them: no hidden or on-request price, no originals. */
async function publicWorks(ctx: AppContext, rows: repo.ArtworkRow[]): Promise<ArtworkDto[]> {
  const records = await artworkRecords(ctx, rows);
  return records.map((record) => presentArtwork(record, 'outsider'));
}

/**
 * GET `/search`: published works matching the text and the facet filters, best first, with the
 * facet counts. Only what the public may see: the price band of a work whose price is not shown
 * exactly is unknown, so such a work never counts in, nor is found by, a price band.
 */
export async function searchWorks(ctx: AppContext, query: SearchQuery): Promise<SearchResultDto> {
  const found = await repo.searchWorks(ctx.db, query, { facets: true });
  return {
    ...answerPage(query, await publicWorks(ctx, found.rows), totalOf(found.facets)),
    facets: presentFacets(found.facets),
  };
}

type PlaceQuery = PageQuery & { q?: string | undefined; kind?: 'gallery' | 'artist' | undefined };

/** GET `/search/gallery`: galleries with live sites and artists in public view, by name. */
export async function searchPlaces(ctx: AppContext, query: PlaceQuery): Promise<Page<SearchPlaceDto>> {
  const rows = await repo.searchPlaces(ctx.db, query);
  const total = rows[0]?.total ?? (query.page > 0 ? await repo.countPlaces(ctx.db, query) : 0);
  return answerPage(query, rows.map(presentPlace), total);
}

/** GET `/search/query/{q}`: a few works, artists and galleries for a query as it is typed. */
export async function suggest(ctx: AppContext, q: string): Promise<SearchSuggestionsDto> {
  const window = { page: 0, size: SEARCH_SUGGESTIONS };
  const [works, artists, galleries] = await Promise.all([
    repo.searchWorks(ctx.db, { ...window, q }, { facets: false }),
    repo.searchPlaces(ctx.db, { ...window, q, kind: 'artist' }),
    repo.searchPlaces(ctx.db, { ...window, q, kind: 'gallery' }),
  ]);
  return {
    q,
    works: await publicWorks(ctx, works.rows),
    artists: artists.map(presentPlace),
    galleries: galleries.map(presentPlace),
  };
}

/** GET `/search/featured/all`: the staff picks still public, in order. */
export async function featuredWorks(ctx: AppContext, query: PageQuery): Promise<Page<ArtworkDto>> {
  const found = await repo.featuredPage(ctx.db, query);
  return answerPage(query, await publicWorks(ctx, found.rows), found.total);
}

/** PUT `/search/featured/{aid}`: a platform admin features a published work (or moves it). */
export async function featureWork(
  ctx: AppContext,
  identity: Identity,
  aid: string,
  input: { idx?: number | undefined },
) {
  requireAdmin(identity);
  const work = await repo.findPublicWork(ctx.db, aid);
  if (!work) throw new AppError(ErrorCode.notFound, 'No such published artwork.');
  const row = await repo.upsertFeatured(ctx.db, {
    artworkId: work.id,
    galleryId: work.galleryId,
    idx: input.idx ?? 0,
    createdBy: identity.userId,
  });
  return presentFeatured(row);
}

/** DELETE `/search/featured/{aid}`: a platform admin stops featuring a work. */
export async function unfeatureWork(ctx: AppContext, identity: Identity, aid: string) {
  requireAdmin(identity);
  if (!(await repo.deleteFeatured(ctx.db, aid))) throw new AppError(ErrorCode.notFound, 'That work is not featured.');
  return { ok: true as const };
}
