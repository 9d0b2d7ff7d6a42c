/** The public page of a published work. */
export function publicWorkPath(aid: string): string {
  return `/works/${encodeURIComponent(aid)}`;
}
