/** The JSON-LD blocks of a server-rendered page, parsed: what search engines read of it. */
export function structuredData(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}
