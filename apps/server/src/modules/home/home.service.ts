import {
  calendarDayIn,
  EXHIBITION_TIME_ZONE,
  type ArtworkDto,
  type BlogPostSummaryDto,
  type Locale,
} from '@vernissage/shared';
import type { AppContext } from '../../platform/context.js';
import { blogPageTags } from '../blog/pages/blog-cache.js';
import { listPostPage } from '../blog/blog.service.js';
import { featuredWorks } from '../search/search.service.js';
import { siteTags } from '../website/site-cache.js';
import { homePageTags } from './home-cache.js';
import { presentSiteExhibitionCard, type SiteExhibitionCard } from './home.presenter.js';
import * as repo from './home.repository.js';

/** How many staff picks, exhibitions and posts the front door shows. */
export const FRONT_DOOR_WORKS = 8;
export const FRONT_DOOR_EXHIBITIONS = 6;
export const FRONT_DOOR_POSTS = 3;

/** The day exhibitions are counted open on (as the sites count it, ADR 025). */
export function frontDoorDay(): string {
  return calendarDayIn(EXHIBITION_TIME_ZONE);
}

/**
 * The exhibitions open on `day` across every live site, latest opened first: the one list of
 * exhibitions the platform shows outside their owners' own sites.
 */
export async function currentSiteExhibitions(
  ctx: AppContext,
  day: string,
  limit = FRONT_DOOR_EXHIBITIONS,
): Promise<SiteExhibitionCard[]> {
  return (await repo.currentSiteExhibitions(ctx.db, day, limit)).map(presentSiteExhibitionCard);
}

/** What the front door shows, with the page-cache tags of everything it was made from. */
export interface FrontDoorContent {
  works: ArtworkDto[];
  exhibitions: SiteExhibitionCard[];
  posts: BlogPostSummaryDto[];
  tags: string[];
}

/**
 * The front door's content in a language: the staff picks as the public sees them (live
 * availability, no hidden price), the exhibitions open today and the latest posts written in it.
 */
export async function frontDoorContent(ctx: AppContext, locale: Locale, day: string): Promise<FrontDoorContent> {
  const [works, exhibitions, posts] = await Promise.all([
    featuredWorks(ctx, { page: 0, size: FRONT_DOOR_WORKS }),
    currentSiteExhibitions(ctx, day),
    listPostPage(ctx, { page: 0, size: FRONT_DOOR_POSTS }, locale),
  ]);
  return {
    works: works.items,
    exhibitions,
    posts: posts.items,
    tags: [
      homePageTags.featured,
      ...blogPageTags.all,
      siteTags.everySite,
      // A shown work's fields, pictures and availability; its artist's name; its trashing.
      ...new Set(
        works.items.flatMap((work) => [
          siteTags.work(work.aid),
          siteTags.works(work.gid),
          ...(work.artistid ? [siteTags.artist(work.artistid)] : []),
        ]),
      ),
    ],
  };
}
