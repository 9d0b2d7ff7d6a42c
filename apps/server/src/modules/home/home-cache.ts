/**
 * The page-cache tags of the front door (ADR 035) that no site page has: which works are staff
 * picks. (Its other parts carry the site tags of what they show and the blog's tag.)
 */
export const homePageTags = {
  /** A work featured, moved or no longer featured (the picks on search, too: ADR 069). */
  featured: 'featured',
};

/**
 * The cache key of the front door in a language on a day (the exhibitions shown are those on
 * that day). `home:` cannot begin a site's key (site names have no colon).
 */
export function homePageKey(locale: string, day: string): string {
  return `home:|${locale}|${day}`;
}
