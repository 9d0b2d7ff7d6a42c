import type { AppContext } from '../../platform/context.js';

/**
 * What a public site page is made from, as page-cache tags (ADR 022). Each change names the tags
 * it touches, so it makes stale exactly the pages built from what it changed.
 */
export const siteTags = {
  /** Everything of one site: its name, toggles, settings, live switch, choice of works, owner. */
  site: (gid: string) => `site:${gid}`,
  /** A work's fields, pictures and state: the pages that show it. */
  work: (aid: string) => `work:${aid}`,
  /** An artist's name: the pages that show their works. */
  artist: (artistid: string) => `artist:${artistid}`,
  /** Which works the site's lists hold (one trashed or restored moves every list). */
  works: (gid: string) => `works:${gid}`,
  /** Which works are in which state: the lists filtered by availability. */
  states: (gid: string) => `states:${gid}`,
  /** The workspace's exhibitions (any created, changed, published or deleted). */
  exhibitions: (gid: string) => `exhibitions:${gid}`,
  /** The works' addresses (a title makes the slug): the sitemap. */
  slugs: (gid: string) => `slugs:${gid}`,
  /**
   * Any site's exhibitions, live switch or settings: pages that list exhibitions across every
   * live site (the front door, ADR 035). Never named by a change: derived from the tags above.
   */
  everySite: 'sites:*',
  /**
   * Any work, artist or site anywhere: the answers of search (ADR 032), which may show any public
   * work. Never named by a change: derived from the tags above.
   */
  catalogue: 'catalogue:*',
};

/** A change of one site's exhibitions or of the site itself also touches the lists across sites. */
const touchesEverySite = (tag: string) => tag.startsWith('exhibitions:') || tag.startsWith('site:');

/** Makes the pages built from `tags` stale before the changing request answers. */
export function invalidateSitePages(ctx: AppContext, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return Promise.resolve();
  const derived = [...(tags.some(touchesEverySite) ? [siteTags.everySite] : []), siteTags.catalogue];
  return ctx.pages.invalidate([...tags, ...derived]);
}
