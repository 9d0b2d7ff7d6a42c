import { createHash } from 'node:crypto';
import { ErrorCode, SITE_AVAILABILITY, type Locale, type PublicSiteWorkDto } from '@vernissage/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { liveSiteContent, siteDirectory } from '../website.service.js';
import { registerSiteFonts } from './site-fonts.js';
import { localized, SITE_PAGE_POLICY, type PageContext } from './site-layout.js';
import { aboutPage, homePage, notFoundPage, sitemap, workPage, worksPage } from './site-pages.js';

/** Sitemaps the platform's robots.txt names (search engines read at most a few hundred). */
const ROBOTS_SITEMAPS_MAX = 500;

type SiteRequest = FastifyRequest<{
  Params: { name: string; slug?: string };
  Querystring: Record<string, string | undefined>;
}>;

function localeOf(request: SiteRequest): Locale {
  return request.query.lang === 'en' ? 'en' : 'ko';
}

/**
 * Sends a page that is always current (ADR 021): the browser and any CDN revalidate each time,
 * and an unchanged page costs a 304 without its body.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, body: string, type = 'text/html; charset=utf-8') {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply
    .header('cache-control', 'public, no-cache')
    .header('etag', etag)
    .header('vary', 'accept-encoding')
    .header('content-security-policy', SITE_PAGE_POLICY);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

/**
 * The work a slug names: by its id at the end (`moon-jar-<aid>`; ids are URL-safe and may hold
 * hyphens themselves), so a link made before a title changed still finds the work.
 */
function workOfSlug(works: PublicSiteWorkDto[], slug: string): PublicSiteWorkDto | undefined {
  return works.find((work) => slug === work.aid || slug.endsWith(`-${work.aid}`));
}

/**
 * The public website pages at `/web/{name}/…` (SPEC.md §2, ADR 021): server-rendered HTML with no
 * client bundle, only for live sites; anything else is a 404 page.
 */
export function registerSitePages(app: FastifyInstance, ctx: AppContext) {
  const origin = ctx.config.publicUrl.replace(/\/$/, '');
  registerSiteFonts(app);

  const page =
    (
      render: (
        context: PageContext,
        content: Awaited<ReturnType<typeof liveSiteContent>>,
        request: SiteRequest,
      ) => string | { redirect: string } | null,
    ) =>
    async (request: SiteRequest, reply: FastifyReply) => {
      const locale = localeOf(request);
      try {
        const content = await liveSiteContent(ctx, request.params.name);
        const body = render({ site: content.site, locale, origin }, content, request);
        if (body === null) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage(locale));
        if (typeof body === 'object') return reply.redirect(body.redirect, 301);
        return sendPage(request, reply, body);
      } catch (error) {
        if (error instanceof AppError && error.code === ErrorCode.notFound)
          return reply
            .code(404)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(notFoundPage(locale));
        throw error;
      }
    };

  app.get(
    '/web/:name',
    page((context, { works }) => homePage(context, works)),
  );
  app.get(
    '/web/:name/works',
    page((context, { works }, request) => {
      const availability = SITE_AVAILABILITY.find((value) => value === request.query.availability);
      const number = Number.parseInt(request.query.page ?? '1', 10);
      return worksPage(context, works, {
        availability,
        page: Number.isSafeInteger(number) && number > 1 ? number - 1 : 0,
      });
    }),
  );
  app.get(
    '/web/:name/works/:slug',
    page((context, { works }, request) => {
      const work = workOfSlug(works, request.params.slug ?? '');
      if (!work) return null;
      // An old slug (the title changed since) moves to the current one.
      if (work.slug !== request.params.slug)
        return { redirect: localized(`${context.site.path}/works/${work.slug}`, context.locale) };
      return workPage(context, work);
    }),
  );
  app.get(
    '/web/:name/about',
    page((context) => aboutPage(context)),
  );
  // The platform's robots.txt: the sites are for search engines (each with its sitemap), private
  // viewing rooms and the API are not.
  app.get('/robots.txt', async (_request, reply) => {
    const sites = await siteDirectory(ctx, { page: 0, size: ROBOTS_SITEMAPS_MAX });
    const lines = [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /showcase/',
      'Allow: /',
      '',
      ...sites.items.map((site) => `Sitemap: ${origin}${site.path}/sitemap.xml`),
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });
  app.get('/web/:name/sitemap.xml', async (request: SiteRequest, reply) => {
    try {
      const { site, works } = await liveSiteContent(ctx, request.params.name);
      return await sendPage(request, reply, sitemap(origin, site, works), 'application/xml; charset=utf-8');
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.notFound) return reply.code(404).send();
      throw error;
    }
  });
}
