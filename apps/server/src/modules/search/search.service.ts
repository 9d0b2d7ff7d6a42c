import {
  answerPage,
  ErrorCode,
  SEARCH_SUGGESTIONS,
  type ArtworkDto,
  type Page,
  type PageQuery,
  type PublicWorkDto,
  type SearchPlaceDto,
  type SearchQuery,
  type SearchResultDto,
  type SearchSuggestionsDto,
} from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import { recordContentChange } from '../../platform/content-changes.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { keptTaggedAnswer } from '../../platform/web/page-tags.js';
import { presentArtwork } from '../artwork/artwork.presenter.js';
import { artworkRecords } from '../artwork/artwork.service.js';
import { homePageTags } from '../home/home-cache.js';
import { siteTags } from '../website/site-cache.js';
import { requireAdmin } from '../user/user.service.js';
import { presentFacets, presentFeatured, presentPlace, presentWorkGallery } from './search.presenter.js';
import { cachedSearch, searchKey } from './search-cache.js';
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
export function searchWorks(ctx: AppContext, query: SearchQuery): Promise<SearchResultDto> {
  return cachedSearch(ctx, searchKey('works', query), async () => {
    const found = await repo.searchWorks(ctx.db, query, { facets: true });
    return {
      ...answerPage(query, await publicWorks(ctx, found.rows), repo.totalOf(found.facets)),
      facets: presentFacets(found.facets),
    };
  });
}

type PlaceQuery = PageQuery & { q?: string | undefined; kind?: 'gallery' | 'artist' | undefined };

/** GET `/search/gallery`: galleries with live sites and artists in public view, by name. */
export function searchPlaces(ctx: AppContext, query: PlaceQuery): Promise<Page<SearchPlaceDto>> {
  return cachedSearch(ctx, searchKey('places', query), async () => {
    const rows = await repo.searchPlaces(ctx.db, query);
    const total = rows[0]?.total ?? (query.page > 0 ? await repo.countPlaces(ctx.db, query) : 0);
    return answerPage(query, rows.map(presentPlace), total);
  });
}

/** GET `/search/query/{q}`: a few works, artists and galleries for a query as it is typed. */
export function suggest(ctx: AppContext, q: string): Promise<SearchSuggestionsDto> {
  return cachedSearch(ctx, searchKey('suggest', { q }), async () => {
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
  });
}

/**
 * GET `/search/work/{aid}`: one published work as an outsider sees it, with its gallery and the
 * gallery's live site. Unpublished, deleted and unknown works are all the same 404. Kept in the
 * page cache, and so is its page, until what it shows changes (ADR 068).
 */
export function publicWork(ctx: AppContext, aid: string): Promise<PublicWorkDto> {
  return keptTaggedAnswer(ctx, `public-work:|${aid}`, async () => {
    const found = await repo.findPublicWorkWithGallery(ctx.db, aid);
    if (!found) throw new AppError(ErrorCode.notFound, 'No such published artwork.');
    const { artwork, gallery } = found;
    const [work] = await publicWorks(ctx, [artwork]);
    return {
      answer: { work: work!, gallery: presentWorkGallery(gallery) },
      // The work (its fields, pictures, state, whether it is published), its artist's name, the
      // gallery's name and live site, and its inventory (trashed, restored, changed in bulk).
      tags: [
        siteTags.work(artwork.id),
        ...(artwork.artistId ? [siteTags.artist(artwork.artistId)] : []),
        siteTags.site(gallery.id),
        siteTags.works(gallery.id),
      ],
    };
  });
}

/**
 * GET `/search/featured/all`: the staff picks still public, in order. Kept like a search, and also
 * behind the picks' own tag.
 */
export function featuredWorks(ctx: AppContext, query: PageQuery): Promise<Page<ArtworkDto>> {
  return cachedSearch(
    ctx,
    searchKey('featured', query),
    async () => {
      const found = await repo.featuredPage(ctx.db, query);
      return answerPage(query, await publicWorks(ctx, found.rows), found.total);
    },
    [homePageTags.featured],
  );
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
  // Recorded in the change log with the change itself (ADR 033).
  const row = await ctx.db.transaction(async (tx) => {
    const featured = await repo.upsertFeatured(tx, {
      artworkId: work.id,
      galleryId: work.galleryId,
      idx: input.idx ?? 0,
      createdBy: identity.userId,
    });
    await recordContentChange(tx, {
      subject: 'featured_work',
      subjectId: work.id,
      action: 'feature',
      actorId: identity.userId,
    });
    return featured;
  });
  // The front door and search show the picks (ADR 035, 069).
  await ctx.pages.invalidate([homePageTags.featured]);
  return presentFeatured(row);
}

/** DELETE `/search/featured/{aid}`: a platform admin stops featuring a work. */
export async function unfeatureWork(ctx: AppContext, identity: Identity, aid: string) {
  requireAdmin(identity);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteFeatured(tx, aid))) throw new AppError(ErrorCode.notFound, 'That work is not featured.');
    await recordContentChange(tx, {
      subject: 'featured_work',
      subjectId: aid,
      action: 'unfeature',
      actorId: identity.userId,
    });
  });
  await ctx.pages.invalidate([homePageTags.featured]);
  return { ok: true as const };
}
