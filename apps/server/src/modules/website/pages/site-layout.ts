import { createHash } from 'node:crypto';
import type { Locale, PublicSiteDto } from '@vernissage/shared';
import { markup, jsonLd, raw, type Html } from './html.js';
import { SITE_FONTS_CSS } from './site-fonts.js';
import { SITE_TEXT } from './site-text.js';

/** What every page of a site says about itself to browsers, search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's path on the site without the language (`/web/demo/works`). */
  path: string;
  image?: string | undefined;
  type?: 'website' | 'article';
  structuredData: object;
}

export interface PageContext {
  site: PublicSiteDto;
  locale: Locale;
  /** The server's own address, for canonical and absolute links (`https://vernissage.kr`). */
  origin: string;
}

/** A page's address in a language: Korean plain, English with `?lang=en` (ADR 021). */
export function localized(path: string, locale: Locale, search = ''): string {
  const params = new URLSearchParams(search);
  if (locale === 'en') params.set('lang', 'en');
  else params.delete('lang');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The site's home: `/web/{name}`, or `/` on its own host (where its path is empty). */
export function homePath(site: PublicSiteDto): string {
  return site.path || '/';
}

export function ownerName(site: PublicSiteDto, locale: Locale): string {
  return (locale === 'en' && site.ownerNameEn) || site.ownerName;
}

// The platform's fixed look (SPEC.md): primary blue, dark grey, the system's Korean sans-serif.
const STYLE = raw(`
*{box-sizing:border-box}body{margin:0;font-family:'Noto Sans KR',system-ui,-apple-system,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1a1b1e;background:#fff;line-height:1.55}
a{color:#1864ab}a:focus-visible,button:focus-visible,select:focus-visible{outline:3px solid #228be6;outline-offset:2px}
.bar{position:fixed;top:0;left:0;height:3px;width:0;background:#228be6;transition:width .4s ease;z-index:9}
header,main,footer{max-width:1120px;margin:0 auto;padding:0 16px}
header{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px;padding-top:20px;padding-bottom:12px;border-bottom:1px solid #e9ecef}
.brand{font-size:1.35rem;font-weight:700;color:#1a1b1e;text-decoration:none}
nav ul{display:flex;gap:4px;list-style:none;margin:0;padding:0;flex-wrap:wrap}nav a{display:inline-block;padding:10px 12px;color:#373a40;text-decoration:none;border-radius:6px}nav a[aria-current=page]{background:#e7f5ff;color:#1864ab}
h1{font-size:1.9rem;line-height:1.25;margin:28px 0 8px}h2{font-size:1.3rem;margin:32px 0 12px}
.lead{color:#495057;max-width:720px;white-space:pre-line}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:20px;list-style:none;padding:0;margin:16px 0}
@media(min-width:700px){.grid{grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}}
.card a{color:inherit;text-decoration:none;display:block}.card img,.work img{display:block;width:100%;height:auto;border-radius:6px;background-size:cover}
.card .frame{aspect-ratio:4/5;display:flex;align-items:center;justify-content:center;background:#f8f9fa;border-radius:6px;overflow:hidden}.card .frame img{max-height:100%;width:auto;max-width:100%}
.card h3{font-size:1rem;margin:8px 0 2px}.meta{color:#5c5f66;font-size:.9rem;margin:0}
.badge{display:inline-block;font-size:.8rem;font-weight:700;border-radius:999px;padding:2px 10px;margin-top:6px}.available{background:#d3f9d8;color:#1b5e20}.on_hold{background:#fff3bf;color:#7a4b00}.sold{background:#ffe3e3;color:#a61e1e}
.work{display:grid;gap:24px;margin-top:24px}@media(min-width:800px){.work{grid-template-columns:3fr 2fr}}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0}dt{color:#5c5f66}dd{margin:0}
.filters{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0}.filters a{padding:8px 14px;border:1px solid #ced4da;border-radius:999px;text-decoration:none;color:#373a40}.filters a[aria-current=true]{background:#1c7ed6;border-color:#1c7ed6;color:#fff}
.pages{display:flex;gap:12px;margin:24px 0}
footer{margin-top:48px;padding-top:16px;padding-bottom:32px;border-top:1px solid #e9ecef;color:#5c5f66;font-size:.9rem;display:flex;flex-wrap:wrap;gap:12px;justify-content:space-between}
footer ul{list-style:none;display:flex;gap:12px;margin:0;padding:0;flex-wrap:wrap}
`);

// The thin progress bar on navigation (SPEC.md §2), the only script the site ships.
const PROGRESS_SCRIPT = `document.querySelector('link[data-fonts]').media='all';addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a');if(!a||a.target||a.origin!==location.origin||e.metaKey||e.ctrlKey)return;var b=document.querySelector('.bar');b.style.width='70%'});addEventListener('pageshow',function(){document.querySelector('.bar').style.width='0'})`;
const PROGRESS = raw(PROGRESS_SCRIPT);

/**
 * The policy of every site page: its one inline script allowed by hash rather than by a nonce,
 * so a page is the same bytes for every visitor (and can be cached as it is).
 */
export const SITE_PAGE_POLICY = [
  "default-src 'self'",
  `script-src 'sha256-${createHash('sha256').update(PROGRESS_SCRIPT).digest('base64')}'`,
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
].join(';');

export function sitePage(context: PageContext, head: PageHead, body: Html): string {
  const { site, locale, origin } = context;
  const text = SITE_TEXT[locale];
  const other = locale === 'ko' ? 'en' : 'ko';
  const canonical = `${origin}${localized(head.path, locale)}`;
  const nav = [
    { label: text.home, path: homePath(site) },
    { label: text.works, path: `${site.path}/works` },
    { label: text.about, path: `${site.path}/about` },
  ];
  const name = ownerName(site, locale);
  return `<!doctype html>${
    markup`<html lang="${locale}">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width,initial-scale=1" />
      <title>${head.title}</title>
      <meta name="description" content="${head.description}" />
      <link rel="canonical" href="${canonical}" />
      <link rel="alternate" hreflang="ko" href="${origin}${localized(head.path, 'ko')}" />
      <link rel="alternate" hreflang="en" href="${origin}${localized(head.path, 'en')}" />
      <link rel="alternate" hreflang="x-default" href="${origin}${localized(head.path, 'ko')}" />
      <meta property="og:type" content="${head.type ?? 'website'}" />
      <meta property="og:site_name" content="${name}" />
      <meta property="og:title" content="${head.title}" />
      <meta property="og:description" content="${head.description}" />
      <meta property="og:url" content="${canonical}" />
      <meta property="og:locale" content="${locale === 'ko' ? 'ko_KR' : 'en_US'}" />
      ${head.image ? markup`<meta property="og:image" content="${origin}${head.image}" />` : ''}
      <meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />
      <meta name="twitter:title" content="${head.title}" />
      <meta name="twitter:description" content="${head.description}" />
      ${head.image ? markup`<meta name="twitter:image" content="${origin}${head.image}" />` : ''}
      <script type="application/ld+json">${jsonLd(head.structuredData)}</script>
      <style>${STYLE}</style>
      <link rel="stylesheet" href="${SITE_FONTS_CSS}" media="print" data-fonts />
    </head>
    <body>
      <div class="bar" aria-hidden="true"></div>
      <header>
        <a class="brand" href="${localized(homePath(site), locale)}">${name}</a>
        <nav aria-label="${text.works}">
          <ul>
            ${nav.map(
              (item) =>
                markup`<li>
                  <a
                    href="${localized(item.path, locale)}"
                    ${item.path === head.path ? raw(' aria-current="page"') : ''}
                    >${item.label}</a
                  >
                </li>`,
            )}
            <li><a href="${localized(head.path, other)}" hreflang="${other}" lang="${other}">${text.language}</a></li>
          </ul>
        </nav>
      </header>
      <main>${body}</main>
      <footer>
        <span>© ${name}</span>
        ${
          site.links.length > 0
            ? markup`<ul>
                ${site.links.map((link) => markup`<li><a href="${link.url}" rel="noopener">${link.label}</a></li>`)}
              </ul>`
            : ''
        }
        <span>${text.madeWith}</span>
      </footer>
      <script>${PROGRESS}</script>
    </body>
  </html>`.value
  }`;
}
