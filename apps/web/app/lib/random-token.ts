/**
 * 128 random bits as URL-safe base64 (22 characters): a key only this browser knows, for a visit,
 * an import's progress or a request sent again (ADR 086). `getRandomValues`, unlike
 * `randomUUID`, is there on plain http too (a server reached by its address on a fair's network).
 */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
