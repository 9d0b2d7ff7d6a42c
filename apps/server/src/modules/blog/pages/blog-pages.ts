import { dateTimeFormat } from '@vernissage/shared';
import { createHash } from 'node:crypto';
import type { Locale } from '@vernissage/shared';
import type { BlogPosting, Blog, WithContext } from 'schema-dts';
import { liftHeadings, renderPressMarkdown } from '../../exhibition/press-markdown.js';
import { jsonLd, markup, raw, type Html } from '../../website/pages/html.js';
import { SITE_FONTS_CSS } from '../../website/pages/site-fonts.js';
import { platformHead, type PlatformPageContext } from '../../website/pages/platform-head.js';
import { localized } from '../../website/pages/site-layout.js';
import type { BlogPostRow } from '../blog.repository.js';

/** Where the blog lives on the platform's own host. */
export const BLOG_PATH = '/blog';

const TEXT = {
  ko: {
    blog: 'Vernissage 블로그',
    description: '갤러리, 작가, 컬렉터를 위한 Vernissage의 소식과 이야기.',
    empty: '아직 글이 없습니다.',
    language: 'English',
    back: '← 블로그 목록',
    by: '글',
    notFound: '찾으시는 글이 없습니다.',
  },
  en: {
    blog: 'Vernissage Blog',
    description: 'News and stories from Vernissage for galleries, artists and collectors.',
    empty: 'No posts yet.',
    language: '한국어',
    back: '← All posts',
    by: 'By',
    notFound: 'There is no such post.',
  },
} as const;

const STYLE = raw(
  `*{box-sizing:border-box}body{margin:0;font-family:'Noto Sans KR',system-ui,-apple-system,'Apple SD Gothic Neo','Malgun Gothic','Noto Sans KR',sans-serif;color:#1a1b1e;background:#fff;line-height:1.6}` +
    `a{color:#1864ab}a:focus-visible{outline:3px solid #228be6;outline-offset:2px}` +
    `header,main,footer{max-width:760px;margin:0 auto;padding:0 16px}` +
    `header{display:flex;justify-content:space-between;align-items:center;gap:8px;padding-top:20px;padding-bottom:12px;border-bottom:1px solid #e9ecef}` +
    `.brand{font-size:1.3rem;font-weight:700;color:#1a1b1e;text-decoration:none}header a.lang{padding:10px 12px}` +
    `h1{font-size:2rem;line-height:1.25;margin:28px 0 8px}h2{font-size:1.25rem;margin:0 0 4px}` +
    `.meta{color:#5c5f66;font-size:.9rem;margin:0}.tags{display:flex;flex-wrap:wrap;gap:6px;list-style:none;padding:0;margin:8px 0}.tags li{background:#e7f5ff;color:#1864ab;border-radius:999px;padding:2px 10px;font-size:.85rem}` +
    `ul.posts{list-style:none;padding:0;display:grid;gap:32px;margin:24px 0}ul.posts a{color:inherit;text-decoration:none}ul.posts img,.cover{display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;border-radius:6px;background:#f1f3f5;margin-bottom:8px}` +
    `article .body{font-size:1.05rem}article .body blockquote{border-left:3px solid #ced4da;margin:0;padding-left:16px;color:#495057}` +
    `footer{margin-top:48px;padding-top:16px;padding-bottom:32px;border-top:1px solid #e9ecef;color:#5c5f66;font-size:.9rem}`,
);

/**
 * The blog pages' policy: no script at all (the JSON-LD is data, which browsers never run), so
 * a page is the same bytes for every visitor and nothing in a post can run.
 */
export const BLOG_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'none'",
  `style-src 'self' 'sha256-${createHash('sha256').update(STYLE.value).digest('base64')}'`,
  "img-src 'self' data: https:",
  "form-action 'self'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
].join(';');

export type BlogPageContext = PlatformPageContext;

/** The languages a post is written in: those it has a title in. */
export function languagesOf(post: BlogPostRow): Locale[] {
  return [...(post.title ? (['ko'] as const) : []), ...(post.titleEn ? (['en'] as const) : [])];
}

/** The post in a language: its own words there, else those of the language it has. */
function inLanguage(post: BlogPostRow, locale: Locale) {
  const en = locale === 'en' ? Boolean(post.titleEn) : !post.title;
  const written: Locale = en ? 'en' : 'ko';
  return {
    locale: written,
    title: (en ? post.titleEn : post.title) ?? '',
    excerpt: (en ? post.excerptEn : post.excerpt) ?? '',
    body: en ? post.bodyEn : post.body,
  };
}

export function postPath(post: Pick<BlogPostRow, 'textid'>): string {
  return `${BLOG_PATH}/${encodeURIComponent(post.textid)}`;
}

/** An absolute address of a picture: the platform's own files get the origin. */
function absolute(context: BlogPageContext, url: string): string {
  return url.startsWith('/') ? `${context.origin}${url}` : url;
}

function dateText(date: Date | null, locale: Locale): string {
  if (!date) return '';
  return dateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Asia/Seoul',
  }).format(date);
}

interface Head {
  title: string;
  description: string;
  path: string;
  /** The languages the page exists in (hreflang). */
  languages: readonly Locale[];
  image?: string | null;
  type: 'website' | 'article';
  structuredData: WithContext<BlogPosting> | WithContext<Blog>;
}

function page(context: BlogPageContext, head: Head, body: Html): string {
  const { locale, origin } = context;
  const text = TEXT[locale];
  const url = (lang: Locale) => `${origin}${localized(head.path, lang)}`;
  const other: Locale = locale === 'ko' ? 'en' : 'ko';
  const image = head.image ? absolute(context, head.image) : null;
  return `<!doctype html>${
    markup`<html lang="${locale}">
    <head>
      ${platformHead({
        locale,
        title: head.title,
        description: head.description,
        url,
        languages: head.languages,
        type: head.type,
        image,
      })}
      <script type="application/ld+json">${jsonLd(head.structuredData)}</script>
      <style>${STYLE}</style>
      <link rel="stylesheet" href="${SITE_FONTS_CSS}" />
    </head>
    <body>
      <header>
        <a class="brand" href="${localized(BLOG_PATH, locale)}">${text.blog}</a>
        ${
          head.languages.includes(other)
            ? markup`<a class="lang" href="${localized(head.path, other)}" hreflang="${other}" lang="${other}"
                >${text.language}</a
              >`
            : ''
        }
      </header>
      <main>${body}</main>
      <footer><a href="/">Vernissage</a></footer>
    </body>
  </html>`.value
  }`;
}

/** `/blog`: the published posts written in the page's language, the latest first. */
export function blogIndexPage(context: BlogPageContext, posts: readonly BlogPostRow[]): string {
  const { locale, origin } = context;
  const text = TEXT[locale];
  const shown = posts.filter((post) => languagesOf(post).includes(locale));
  return page(
    context,
    {
      title: text.blog,
      description: text.description,
      path: BLOG_PATH,
      languages: ['ko', 'en'],
      type: 'website',
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: text.blog,
        url: `${origin}${localized(BLOG_PATH, locale)}`,
        inLanguage: locale,
        blogPost: shown.map((post) => ({
          '@type': 'BlogPosting',
          headline: inLanguage(post, locale).title,
          url: `${origin}${localized(postPath(post), locale)}`,
          ...(post.publishedAt && { datePublished: post.publishedAt.toISOString() }),
        })),
      },
    },
    markup`<h1>${text.blog}</h1>
      <p class="meta">${text.description}</p>
      ${
        shown.length === 0
          ? markup`<p>${text.empty}</p>`
          : markup`<ul class="posts">
              ${shown.map((post) => {
                const words = inLanguage(post, locale);
                return markup`<li>
                  <a href="${localized(postPath(post), locale)}">
                    ${post.cover ? markup`<img src="${post.cover}" alt="" loading="lazy" width="760" height="428" />` : ''}
                    <h2>${words.title}</h2>
                  </a>
                  <p class="meta">${dateText(post.publishedAt, locale)} · ${post.authorName}</p>
                  ${words.excerpt ? markup`<p>${words.excerpt}</p>` : ''}
                </li>`;
              })}
            </ul>`
      }`,
  );
}

/** `/blog/{textid}`: one post, in the page's language when it is written in it. */
export function blogPostPage(context: BlogPageContext, post: BlogPostRow): string {
  const languages = languagesOf(post);
  const words = inLanguage(post, context.locale);
  // A post not written in the asked language is shown (and canonical) in the one it has.
  const here = { ...context, locale: words.locale };
  const { origin } = here;
  const text = TEXT[here.locale];
  const path = postPath(post);
  const html = renderPressMarkdown(words.body);
  return page(
    here,
    {
      title: `${words.title} | ${text.blog}`,
      description: words.excerpt || words.title,
      path,
      languages,
      image: post.cover,
      type: 'article',
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: words.title,
        description: words.excerpt || words.title,
        inLanguage: here.locale,
        url: `${origin}${localized(path, here.locale)}`,
        mainEntityOfPage: `${origin}${localized(path, here.locale)}`,
        author: { '@type': 'Person', name: post.authorName },
        publisher: { '@type': 'Organization', name: 'Vernissage', url: origin },
        ...(post.publishedAt && { datePublished: post.publishedAt.toISOString() }),
        dateModified: post.updatedAt.toISOString(),
        ...(post.cover && { image: absolute(here, post.cover) }),
        ...(post.tags.length > 0 && { keywords: post.tags.join(', ') }),
      },
    },
    markup`<article>
      ${post.cover ? markup`<img class="cover" src="${post.cover}" alt="" width="760" height="428" />` : ''}
      <h1>${words.title}</h1>
      <p class="meta">${dateText(post.publishedAt, here.locale)} · ${text.by} ${post.authorName}</p>
      ${post.tags.length > 0 ? markup`<ul class="tags">${post.tags.map((tag) => markup`<li>${tag}</li>`)}</ul>` : ''}
      <div class="body">${html ? raw(liftHeadings(html, 2)) : ''}</div>
    </article>
    <p><a href="${localized(BLOG_PATH, here.locale)}">${text.back}</a></p>`,
  );
}

/** `/blog/sitemap.xml`: the blog and every published post, each in the languages it is written in. */
export function blogSitemap(origin: string, posts: readonly BlogPostRow[]): string {
  const link = (path: string, locale: Locale) =>
    markup`<xhtml:link rel="alternate" hreflang="${locale}" href="${origin}${localized(path, locale)}"/>`;
  const url = (path: string, languages: readonly Locale[], modified?: Date) =>
    markup`<url><loc>${origin}${localized(path, languages[0] ?? 'ko')}</loc>${
      modified ? markup`<lastmod>${modified.toISOString()}</lastmod>` : ''
    }${languages.map((locale) => link(path, locale))}</url>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${
    markup`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${url(
      BLOG_PATH,
      ['ko', 'en'],
    )}${posts.map((post) => url(postPath(post), languagesOf(post), post.updatedAt))}</urlset>`.value
  }`;
}

/** The blog's 404 page (a draft, a deleted post, an address no post has). */
export function blogNotFoundPage(locale: Locale): string {
  return `<!doctype html>${
    markup`<html lang="${locale}">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width,initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>404</title>
      <style>${STYLE}</style>
      <link rel="stylesheet" href="${SITE_FONTS_CSS}" />
    </head>
    <body>
      <main>
        <h1>404</h1>
        <p>${TEXT[locale].notFound}</p>
        <p><a href="${localized(BLOG_PATH, locale)}">${TEXT[locale].back}</a></p>
      </main>
    </body>
  </html>`.value
  }`;
}
