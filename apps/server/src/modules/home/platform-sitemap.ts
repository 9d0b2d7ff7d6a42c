import { MAX_PAGE_SIZE } from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { listOpportunities } from '../opportunity/opportunity.service.js';
import { markup } from '../website/pages/html.js';

/** The platform's own public pages that search engines should know (the blog and each site list theirs). */
const PLATFORM_PATHS = ['/search', '/opportunities', '/pricing', '/blog'] as const;
/** Pages of open opportunities read for the sitemap, at most (100 each). */
const OPPORTUNITY_PAGES_MAX = 50;

/** Every open opportunity's id, page by page. */
async function openOpportunityIds(ctx: AppContext): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 0; page < OPPORTUNITY_PAGES_MAX; page++) {
    const { items, total } = await listOpportunities(ctx, { page, size: MAX_PAGE_SIZE });
    ids.push(...items.map((item) => item.id));
    if (ids.length >= total || items.length === 0) break;
  }
  return ids;
}

/** `/sitemap.xml`: the home page in both languages, the platform's pages and its open opportunities. */
export function platformSitemap(origin: string, opportunityIds: readonly string[]): string {
  const url = (path: string) => markup`<url><loc>${origin}${path}</loc></url>`;
  const home = markup`<url><loc>${origin}/</loc><xhtml:link rel="alternate" hreflang="ko" href="${origin}/"/><xhtml:link rel="alternate" hreflang="en" href="${origin}/?lang=en"/></url>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${
    markup`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${home}${PLATFORM_PATHS.map(
      url,
    )}${opportunityIds.map((id) => url(`/opportunities/${encodeURIComponent(id)}`))}</urlset>`.value
  }`;
}

/** Serves `/sitemap.xml`, named in robots.txt beside the blog's and the sites' sitemaps. */
export function registerPlatformSitemap(app: FastifyInstance, ctx: AppContext) {
  const origin = ctx.config.publicUrl.replace(/\/$/, '');
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(platformSitemap(origin, await openOpportunityIds(ctx))),
  );
}
