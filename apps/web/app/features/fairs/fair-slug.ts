/**
 * The length of the ids the server gives fairs (`newId()`: 16 random bytes, base64url). They may
 * hold hyphens themselves, so the id at the end of a slug is read by its length, not after the
 * last hyphen.
 */
const ID_LENGTH = 22;
const ID = /^[A-Za-z0-9_-]+$/;
const SLUG = /^[\p{L}\p{N}_-]{1,300}$/u;

/**
 * The fair a public page's address names: `seoul-art-fair-2027-<fairId>` (the words for people
 * and search engines, then the id, which is all the page reads back), or a bare id. Null when the
 * address cannot name one.
 */
export function fairIdOfSlug(slug: string): string | null {
  if (!SLUG.test(slug)) return null;
  if (slug.length > ID_LENGTH && slug.charAt(slug.length - ID_LENGTH - 1) === '-') {
    const id = slug.slice(-ID_LENGTH);
    return ID.test(id) ? id : null;
  }
  return slug.length <= 100 && ID.test(slug) ? slug : null;
}

/** The public page of a fair: its canonical slug, or (from the app, which knows only the id) the id, which redirects there. */
export function publicFairPath(slugOrId: string): string {
  return `/fair/${encodeURIComponent(slugOrId)}`;
}
