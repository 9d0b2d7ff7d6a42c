import { BLOG_TEXTID_PATTERN, type Locale } from '@vernissage/shared';
import { sendKeptPage } from '../../../platform/http/compression.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context.js';
import { etagOf, type CachedPage } from '../../../platform/page-cache.js';
import { HELMET_HEADERS } from '../../../platform/security.js';
import { publishedPostByTextid, publishedPosts } from '../blog.service.js';
import { blogPageKey, blogPageTags } from './blog-cache.js';
import {
  BLOG_PAGE_POLICY,
  BLOG_PATH,
  blogIndexPage,
  blogNotFoundPage,
  blogPostPage,
  blogSitemap,
} from './blog-pages.js';

type BlogRequest = FastifyRequest<{ Params: { textid?: string }; Querystring: Record<string, string | undefined> }>;

const HTML = 'text/html; charset=utf-8';
const XML = 'application/xml; charset=utf-8';

/** The page's language: `?lang=en` for English, Korean otherwise (as the public sites, ADR 024). */
function localeOf(request: BlogRequest): Locale {
  return request.query.lang === 'en' ? 'en' : 'ko';
}

type Rendered = { body: string; type: string } | null;

/**
 * The blog's public pages (ADR 033): rendered by the server without the web app's bundle, as
 * the public websites are (ADR 021), and served from the page cache until a post changes.
 * Registered before the web app, whose catch-all route they win over by being more specific.
 */
export function registerBlogPages(app: FastifyInstance, ctx: AppContext) {
  const origin = ctx.config.publicUrl.replace(/\/$/, '');
  const headers = {
    ...HELMET_HEADERS,
    'content-security-policy': BLOG_PAGE_POLICY,
    'cache-control': 'public, max-age=0, s-maxage=0, must-revalidate',
    vary: 'accept-encoding',
  };

  const send = (request: FastifyRequest, reply: FastifyReply, page: CachedPage) => {
    reply.headers(headers).header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return sendKeptPage(request, reply, page);
  };

  const serve =
    (variant: (request: BlogRequest) => string, render: (request: BlogRequest, locale: Locale) => Promise<Rendered>) =>
    async (request: BlogRequest, reply: FastifyReply) => {
      const locale = localeOf(request);
      const key = blogPageKey(variant(request), locale);
      const cached = await ctx.pages.get(key);
      if (cached) return send(request, reply, cached);
      const epoch = await ctx.pages.epoch();
      const rendered = await render(request, locale);
      if (!rendered)
        return reply
          .code(404)
          .type(HTML)
          .headers({ ...HELMET_HEADERS, 'content-security-policy': BLOG_PAGE_POLICY, 'cache-control': 'no-store' })
          .send(blogNotFoundPage(locale));
      const page = { body: rendered.body, type: rendered.type, etag: etagOf(rendered.body) };
      await ctx.pages.put(key, page, blogPageTags.all, epoch);
      return send(request, reply, page);
    };

  app.get(
    BLOG_PATH,
    { helmet: false },
    serve(
      () => 'index',
      async (_request, locale) => ({ body: blogIndexPage({ locale, origin }, await publishedPosts(ctx)), type: HTML }),
    ),
  );
  app.get(
    `${BLOG_PATH}/sitemap.xml`,
    { helmet: false },
    serve(
      () => 'sitemap',
      async () => ({ body: blogSitemap(origin, await publishedPosts(ctx)), type: XML }),
    ),
  );
  app.get(
    `${BLOG_PATH}/:textid`,
    { helmet: false },
    serve(
      (request) => `post|${request.params.textid ?? ''}`,
      async (request, locale) => {
        const textid = request.params.textid ?? '';
        // Addresses no post could have are not looked up.
        if (!BLOG_TEXTID_PATTERN.test(textid)) return null;
        const post = await publishedPostByTextid(ctx, textid);
        return post ? { body: blogPostPage({ locale, origin }, post), type: HTML } : null;
      },
    ),
  );
}
