import {
  ErrorCode,
  SITE_AVAILABILITY,
  visitorMessageInputSchema,
  type Locale,
  type PublicSiteWorkDto,
} from '@vernissage/shared';
import { sendKeptPage } from '../../../platform/http/compression.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { etagOf, type CachedPage } from '../../../platform/page-cache.js';
import { HELMET_HEADERS } from '../../../platform/security.js';
import { siteTags } from '../site-cache.js';
import type { SiteHosts } from '../site-hosts.js';
import { receiveMessage } from '../../visitor/visitor.service.js';
import { visitorAddressLimit } from '../../visitor/visitor.routes.js';
import { exhibitionDay } from '../../exhibition/exhibition.service.js';
import {
  artistsOfSite,
  exhibitionsOfSite,
  liveSiteContent,
  siteDirectory,
  type SiteContent,
} from '../website.service.js';
import {
  artistPage,
  artistPath,
  artistsPage,
  exhibitionPage,
  exhibitionPath,
  exhibitionsPage,
} from './exhibition-pages.js';
import { registerSiteFonts } from './site-fonts.js';
import { href, SITE_PAGE_POLICY, type PageContext } from './site-layout.js';
import {
  aboutPage,
  contactPage,
  homePage,
  homeWorks,
  notFoundPage,
  sitemap,
  workPage,
  worksPage,
} from './site-pages.js';

/** Sitemaps the platform's robots.txt names (search engines read at most a few hundred). */
const ROBOTS_SITEMAPS_MAX = 500;

type SiteRequest = FastifyRequest<{
  Params: { name: string; slug?: string };
  Querystring: Record<string, string | undefined>;
}>;

/** The language a request asks for, if any; without one a page is in the site's default language. */
function askedLocale(request: SiteRequest): Locale | undefined {
  const { lang } = request.query;
  return lang === 'en' || lang === 'ko' ? lang : undefined;
}

/**
 * Sends a page: browsers revalidate every time (an unchanged page costs a 304 without its body);
 * a CDN may keep it `cdnMaxAge` seconds, 0 by default, so no copy outlives a change (ADR 022).
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, headers: Record<string, string>) {
  reply.headers(headers).header('etag', page.etag);
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  return sendKeptPage(request, reply, page);
}

/**
 * The headers every site page carries, set at once (the pages skip helmet's hook, whose headers
 * are here, so a page served from the cache costs as little as it can): helmet's, the site
 * pages' own policy, and caching.
 */
function sitePageHeaders(cdnMaxAge: number): Record<string, string> {
  return {
    ...HELMET_HEADERS,
    'content-security-policy': SITE_PAGE_POLICY,
    'cache-control':
      cdnMaxAge > 0
        ? `public, max-age=0, s-maxage=${cdnMaxAge}, stale-while-revalidate=${cdnMaxAge}`
        : 'public, max-age=0, s-maxage=0, must-revalidate',
    vary: 'accept-encoding',
  };
}

const HTML = 'text/html; charset=utf-8';

/**
 * What a slug names: by the id at its end (`moon-jar-<aid>`; ids are URL-safe and may hold
 * hyphens themselves), so a link made before a title changed still finds it.
 */
function bySlug<T>(items: T[], slug: string, idOf: (item: T) => string): T | undefined {
  return items.find((item) => slug === idOf(item) || slug.endsWith(`-${idOf(item)}`));
}

/** A page made, with the tags of what it shows; or a 404; or a move to another address. */
type Rendered = { body: string; type?: string; tags: string[] } | { redirect: string } | null;

interface SitePage {
  /** What of the request the page depends on besides the site and the language. */
  variant: (request: SiteRequest) => string;
  render: (
    context: PageContext,
    content: SiteContent,
    request: SiteRequest,
    ctx: AppContext,
  ) => Rendered | Promise<Rendered>;
}

/** Whether the contact page has anything to show: a way to reach the owner, hours or the form. */
function hasContact(site: PageContext['site']): boolean {
  const { contact } = site;
  return Boolean(contact.showForm || site.email || site.phone || site.address || contact.hours.ko || contact.hours.en);
}

/** The tags of the works a page shows (their fields, state and artist). */
function showing(works: PublicSiteWorkDto[]): string[] {
  return works.flatMap((work) => [siteTags.work(work.aid), ...(work.artistId ? [siteTags.artist(work.artistId)] : [])]);
}

function worksFilterOf(request: SiteRequest) {
  const availability = SITE_AVAILABILITY.find((value) => value === request.query.availability);
  const number = Number.parseInt(request.query.page ?? '1', 10);
  // An id is all an artist filter can be; anything longer is no artist of the site's.
  const artist = request.query.artist && request.query.artist.length <= 64 ? request.query.artist : undefined;
  return { availability, artist, page: Number.isSafeInteger(number) && number > 1 ? number - 1 : 0 };
}

const SITE_PAGES: Record<string, SitePage> = {
  '/web/:name': {
    variant: () => 'home',
    render: (context, { gid, works }) => ({
      body: homePage(context, works),
      tags: [siteTags.works(gid), ...showing(homeWorks(works))],
    }),
  },
  '/web/:name/works': {
    variant: (request) => {
      const filter = worksFilterOf(request);
      return `works|${filter.availability ?? ''}|${filter.artist ?? ''}|${filter.page}`;
    },
    render: (context, { gid, works }, request) => {
      const filter = worksFilterOf(request);
      return {
        body: worksPage(context, works, filter),
        tags: [
          siteTags.works(gid),
          ...(filter.availability ? [siteTags.states(gid)] : []),
          // Its artist filter lists the artists of every work, and whose works are whose is
          // every work's to change.
          ...showing(works),
        ],
      };
    },
  },
  '/web/:name/works/:slug': {
    variant: (request) => `work|${request.params.slug ?? ''}`,
    render: (context, { works }, request) => {
      const work = bySlug(works, request.params.slug ?? '', (entry) => entry.aid);
      if (!work) return null;
      // An old slug (the title changed since) moves to the current one.
      if (work.slug !== request.params.slug)
        return { redirect: href(context, `${context.site.path}/works/${work.slug}`) };
      return { body: workPage(context, work), tags: showing([work]) };
    },
  },
  // Exhibitions' status moves with the calendar, so their pages are kept per day.
  '/web/:name/exhibitions': {
    variant: () => `exhibitions|${exhibitionDay()}`,
    render: async (context, content, _request, ctx) => {
      const exhibitions = await exhibitionsOfSite(ctx, content.domain);
      return { body: exhibitionsPage(context, exhibitions), tags: [siteTags.exhibitions(content.gid)] };
    },
  },
  '/web/:name/exhibitions/:slug': {
    variant: (request) => `exhibition|${request.params.slug ?? ''}|${exhibitionDay()}`,
    render: async (context, content, request, ctx) => {
      const exhibition = bySlug(
        await exhibitionsOfSite(ctx, content.domain),
        request.params.slug ?? '',
        (entry) => entry.exhibitionid,
      );
      if (!exhibition) return null;
      if (exhibition.slug !== request.params.slug)
        return { redirect: href(context, `${context.site.path}/exhibitions/${exhibition.slug}`) };
      return {
        body: exhibitionPage(context, exhibition),
        tags: [siteTags.exhibitions(content.gid), ...showing(exhibition.works.map((entry) => entry.work))],
      };
    },
  },
  // Which artists a site has follows from its works, so the list depends on every one of them.
  '/web/:name/artists': {
    variant: () => 'artists',
    render: async (context, content, _request, ctx) => ({
      body: artistsPage(context, await artistsOfSite(ctx, content)),
      tags: [siteTags.works(content.gid), ...showing(content.works)],
    }),
  },
  '/web/:name/artists/:slug': {
    variant: (request) => `artist|${request.params.slug ?? ''}`,
    render: async (context, content, request, ctx) => {
      const artist = bySlug(await artistsOfSite(ctx, content), request.params.slug ?? '', (entry) => entry.artistid);
      if (!artist) return null;
      if (artist.slug !== request.params.slug)
        return { redirect: href(context, `${context.site.path}/artists/${artist.slug}`) };
      const works = content.works.filter((work) => work.artistId === artist.artistid);
      return {
        body: artistPage(context, artist, works),
        tags: [siteTags.works(content.gid), siteTags.artist(artist.artistid), ...showing(content.works)],
      };
    },
  },
  '/web/:name/about': {
    variant: () => 'about',
    render: (context) => ({ body: aboutPage(context), tags: [] }),
  },
  '/web/:name/contact': {
    variant: (request) => `contact|${request.query.sent === '1' ? 'sent' : ''}`,
    render: (context, _content, request) =>
      hasContact(context.site)
        ? {
            body: contactPage(context, {
              name: '',
              email: '',
              message: '',
              state: request.query.sent === '1' ? 'sent' : null,
            }),
            tags: [],
          }
        : null,
  },
  // Served at `/robots.txt` on the site's own host (the platform's names every site's sitemap).
  '/web/:name/robots.txt': {
    variant: () => 'robots',
    render: (context) => ({
      body: `User-agent: *\nAllow: /\n\nSitemap: ${context.origin}${context.site.path}/sitemap.xml\n`,
      type: 'text/plain; charset=utf-8',
      tags: [],
    }),
  },
  '/web/:name/sitemap.xml': {
    variant: () => 'sitemap',
    render: async (context, content, _request, ctx) => {
      const [exhibitions, artists] = await Promise.all([
        exhibitionsOfSite(ctx, content.domain),
        artistsOfSite(ctx, content),
      ]);
      const more = [
        ...(exhibitions.length > 0 ? [`${context.site.path}/exhibitions`] : []),
        ...exhibitions.map((exhibition) => exhibitionPath(context, exhibition)),
        ...(artists.length > 0 ? [`${context.site.path}/artists`] : []),
        ...artists.map((artist) => artistPath(context, artist)),
      ];
      return {
        body: sitemap(context, content.works, more),
        type: 'application/xml; charset=utf-8',
        tags: [
          siteTags.works(content.gid),
          siteTags.slugs(content.gid),
          siteTags.exhibitions(content.gid),
          ...artists.map((artist) => siteTags.artist(artist.artistid)),
          ...showing(content.works),
        ],
      };
    },
  },
};

/**
 * The public website pages at `/web/{name}/…` (SPEC.md §2, ADR 021): server-rendered HTML with no
 * client bundle, only for live sites; anything else is a 404 page. Each page is rendered once and
 * then served from the page cache until a change touches what it shows (ADR 022).
 */
export function registerSitePages(app: FastifyInstance, ctx: AppContext, hosts: SiteHosts) {
  const origin = ctx.config.publicUrl.replace(/\/$/, '');
  const headers = sitePageHeaders(ctx.config.sites.cdnMaxAge);
  registerSiteFonts(app);

  const notFound = (reply: FastifyReply, locale: Locale) =>
    reply.code(404).type(HTML).header('cache-control', 'no-store').send(notFoundPage(locale));

  /** The live site a request names, or null once a 404 page has been sent. */
  const liveContent = async (request: SiteRequest, reply: FastifyReply): Promise<SiteContent | null> => {
    try {
      return await liveSiteContent(ctx, request.params.name);
    } catch (error) {
      if (!(error instanceof AppError && error.code === ErrorCode.notFound)) throw error;
      await notFound(reply, askedLocale(request) ?? 'ko');
      return null;
    }
  };

  /** On its own host a site lives at `/`, and its links and canonical addresses say so. */
  const contextOf = (request: SiteRequest, content: SiteContent): PageContext => {
    const locale = askedLocale(request) ?? content.site.defaultLanguage;
    const host = hosts.servedHost(request.raw);
    return host
      ? { site: { ...content.site, path: '' }, locale, origin: `${request.protocol}://${host}` }
      : { site: content.site, locale, origin };
  };

  const serve = (spec: SitePage) => async (request: SiteRequest, reply: FastifyReply) => {
    const host = hosts.servedHost(request.raw);
    const key = `${request.params.name.toLowerCase()}|${host ?? ''}|${spec.variant(request)}|${askedLocale(request) ?? ''}`;
    const cached = await ctx.pages.get(key);
    if (cached) return sendPage(request, reply, cached, headers);
    const epoch = await ctx.pages.epoch();
    const content = await liveContent(request, reply);
    if (!content) return reply;
    const context = contextOf(request, content);
    const rendered = await spec.render(context, content, request, ctx);
    if (rendered === null) return notFound(reply, context.locale);
    if ('redirect' in rendered) return reply.redirect(rendered.redirect, 301);
    const page = { body: rendered.body, type: rendered.type ?? HTML, etag: etagOf(rendered.body) };
    await ctx.pages.put(key, page, [siteTags.site(content.gid), ...rendered.tags], epoch);
    return sendPage(request, reply, page, headers);
  };

  for (const [path, spec] of Object.entries(SITE_PAGES)) app.get(path, { helmet: false }, serve(spec));

  // The contact form posts here without script; its message joins the inbox (source: the site).
  void app.register(async (forms) => {
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    forms.post(
      '/web/:name/contact',
      { config: { rateLimit: visitorAddressLimit } },
      async (request: SiteRequest, reply: FastifyReply) => {
        const content = await liveContent(request, reply);
        if (!content) return reply;
        const context = contextOf(request, content);
        const { locale } = context;
        if (!context.site.contact.showForm) return notFound(reply, locale);
        const field = (name: string) => {
          const value = (request.body as Record<string, unknown> | undefined)?.[name];
          return typeof value === 'string' ? value.trim() : '';
        };
        const form = { name: field('name'), email: field('email'), message: field('message') };
        const parsed = visitorMessageInputSchema.safeParse({
          gid: content.gid,
          message: form.message,
          ...(form.name && { name: form.name }),
          ...(form.email && { email: form.email }),
          locale,
          source: { kind: 'website', path: `${content.site.path}/contact` },
          homepage: field('homepage') || undefined,
        });
        if (!parsed.success)
          return reply
            .code(400)
            .type(HTML)
            .header('cache-control', 'no-store')
            .header('content-security-policy', SITE_PAGE_POLICY)
            .send(contactPage(context, { ...form, state: 'invalid' }));
        await receiveMessage(ctx, parsed.data);
        return reply.redirect(href(context, `${context.site.path}/contact`, locale, 'sent=1'), 303);
      },
    );
  });

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
      `Sitemap: ${origin}/sitemap.xml`,
      `Sitemap: ${origin}/blog/sitemap.xml`,
      ...sites.items.map((site) => `Sitemap: ${origin}${site.path}/sitemap.xml`),
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });
}
