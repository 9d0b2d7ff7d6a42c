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
import { recordContentChange, type ContentChange } from '../../platform/content-changes.js';
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

/** A change of the staff picks as the change log keeps it: the work, its titles then, and who. */
function pickChange(
  identity: Identity,
  work: { id: string; title: string; titleEn: string | null },
  action: 'feature' | 'unfeature' | 'reorder',
): ContentChange {
  const { id: subjectId, title: subjectLabel, titleEn: subjectLabelEn } = work;
  return { subject: 'featured_work', subjectId, subjectLabel, subjectLabelEn, action, actorId: identity.userId };
}

/**
 * PUT `/search/featured/{aid}`: a platform admin features a published work, or moves it. The
 * change log says `feature` for a new pick, `reorder` for a pick moved, nothing for neither.
 */
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
    const [before] = await repo.picksForUpdate(tx, work.id);
    const featured = await repo.upsertFeatured(tx, {
      artworkId: work.id,
      galleryId: work.galleryId,
      idx: input.idx ?? 0,
      createdBy: identity.userId,
    });
    if (!before) await recordContentChange(tx, pickChange(identity, work, 'feature'));
    else if (before.idx !== featured.idx) await recordContentChange(tx, pickChange(identity, work, 'reorder'));
    return featured;
  });
  // The front door and search show the picks (ADR 035, 069).
  await ctx.pages.invalidate([homePageTags.featured]);
  return presentFeatured(row);
}

/**
 * PUT `/search/featured`: a platform admin puts the staff picks in this order (the admin page
 * sends the whole order after each move or addition). Works not featured yet join the picks;
 * picks left out (a work unpublished for now, one another admin just added) follow in their
 * order. The change log gets what changed and nothing more: a `feature` per work added, and one
 * `reorder` when picks featured before changed places, named by the first of them that moved.
 */
export async function placePicks(ctx: AppContext, identity: Identity, aids: string[]) {
  requireAdmin(identity);
  const rows = await ctx.db.transaction(async (tx) => {
    const before = await repo.picksForUpdate(tx);
    const places = new Map(before.map((pick) => [pick.artworkId, pick]));
    const order = [...aids, ...before.map((pick) => pick.artworkId).filter((aid) => !aids.includes(aid))];
    const works = new Map((await repo.worksToPick(tx, order)).map((work) => [work.id, work]));
    const added = aids.filter((aid) => !places.has(aid));
    const unknown = added.find((aid) => !works.get(aid)?.isPublic);
    if (unknown) throw new AppError(ErrorCode.notFound, `No such published artwork: ${unknown}.`);
    const placed: repo.FeaturedRow[] = [];
    for (const [idx, aid] of order.entries()) {
      const pick = places.get(aid);
      placed.push(
        pick?.idx === idx
          ? pick
          : await repo.upsertFeatured(tx, {
              artworkId: aid,
              galleryId: works.get(aid)!.galleryId,
              idx,
              createdBy: identity.userId,
            }),
      );
    }
    const kept = order.filter((aid) => places.has(aid));
    const moved = kept.find((aid, index) => before[index]!.artworkId !== aid);
    await recordContentChange(
      tx,
      ...added.map((aid) => pickChange(identity, works.get(aid)!, 'feature')),
      ...(moved ? [pickChange(identity, works.get(moved)!, 'reorder')] : []),
    );
    return placed;
  });
  await ctx.pages.invalidate([homePageTags.featured]);
  return rows.map(presentFeatured);
}

/** DELETE `/search/featured/{aid}`: a platform admin stops featuring a work. */
export async function unfeatureWork(ctx: AppContext, identity: Identity, aid: string) {
  requireAdmin(identity);
  await ctx.db.transaction(async (tx) => {
    const [work] = await repo.worksToPick(tx, [aid]);
    if (!work || !(await repo.deleteFeatured(tx, aid)))
      throw new AppError(ErrorCode.notFound, 'That work is not featured.');
    await recordContentChange(tx, pickChange(identity, work, 'unfeature'));
  });
  await ctx.pages.invalidate([homePageTags.featured]);
  return { ok: true as const };
}
