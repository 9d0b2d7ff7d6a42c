/**
 * The page-cache tags of the blog's public pages (ADR 022, ADR 033). The blog is small and its
 * list, every post's page and the sitemap all show the list of posts, so any change of a post
 * makes every blog page stale.
 */
export const blogPageTags = {
  all: ['blog'] as readonly string[],
};

/** The cache key of a blog page; `blog:` cannot begin a site's key (site names have no colon). */
export function blogPageKey(variant: string, locale: string): string {
  return `blog:|${variant}|${locale}`;
}
