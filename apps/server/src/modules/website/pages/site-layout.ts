import { createHash } from 'node:crypto';
import { textIn, type Locale, type PublicSiteDto, type SiteMenuSection, type TwoLanguages } from '@vernissage/shared';
import type { Thing, WithContext } from 'schema-dts';
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
  /** schema.org, checked against its types by the compiler (schema-dts). */
  structuredData: WithContext<Thing>;
}

export interface PageContext {
  site: PublicSiteDto;
  locale: Locale;
  /** The server's own address, for canonical and absolute links (`https://vernissage.kr`). */
  origin: string;
}

/**
 * A page's address in a language: the site's default language plain, the other with `?lang=`
 * (ADR 021, ADR 024).
 */
export function localized(path: string, locale: Locale, search = '', defaultLocale: Locale = 'ko'): string {
  const params = new URLSearchParams(search);
  if (locale === defaultLocale) params.delete('lang');
  else params.set('lang', locale);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** `localized` for the context's site. */
export function href(context: PageContext, path: string, locale: Locale = context.locale, search = ''): string {
  return localized(path, locale, search, context.site.defaultLanguage);
}

/** The site's home: `/web/{name}`, or `/` on its own host (where its path is empty). */
export function homePath(site: PublicSiteDto): string {
  return site.path || '/';
}

export function ownerName(site: PublicSiteDto, locale: Locale): string {
  return textIn(locale, ownerNames(site));
}

/** The site owner's name in both languages, for declarations that give both (schema.org). */
export function ownerNames(site: PublicSiteDto): TwoLanguages {
  return { ko: site.ownerName, en: site.ownerNameEn };
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
.grid.wide{grid-template-columns:repeat(auto-fill,minmax(280px,1fr))}.frame.wide{aspect-ratio:3/2}.cover img{display:block;width:100%;height:auto;max-height:70vh;object-fit:cover;border-radius:6px;margin-top:24px;background-size:cover}
.press{max-width:720px}.views{display:grid;gap:16px}@media(min-width:800px){.views{grid-template-columns:1fr 1fr}}.views img{display:block;width:100%;height:auto;border-radius:6px;background-size:cover}figure{margin:0}figcaption{color:#5c5f66;font-size:.9rem;margin-top:4px}
ul.artists{list-style:none;padding:0;display:grid;gap:8px}ul.artists a{font-size:1.15rem;font-weight:700}ul.artists .meta{margin-left:8px}
footer ul{list-style:none;display:flex;gap:12px;margin:0;padding:0;flex-wrap:wrap}
form.contact{display:grid;gap:12px;max-width:560px}form.contact label{display:grid;gap:4px;font-weight:700}form.contact input,form.contact textarea{font:inherit;font-weight:400;padding:10px;border:1px solid #adb5bd;border-radius:6px}form.contact button{justify-self:start;font:inherit;font-weight:700;padding:10px 20px;border:0;border-radius:6px;background:#1864ab;color:#fff;cursor:pointer}.trap{position:absolute;left:-10000px}
.notice{padding:12px 16px;border-radius:6px;background:#d3f9d8;color:#1b5e20}.notice.error{background:#ffe3e3;color:#a61e1e}
.brand{display:inline-flex;align-items:center;gap:10px}.brand img{height:40px;width:auto}
.t-editorial .grid{grid-template-columns:1fr;gap:48px}.t-editorial .card .frame{aspect-ratio:auto;background:none}.t-editorial .card .frame img{max-height:80vh}.t-editorial .card h3{font-size:1.3rem}
@media(min-width:700px){.t-editorial .grid{grid-template-columns:1fr}}
.t-minimal header{border-bottom:0}.t-minimal .card .frame{background:none;border-radius:0}.t-minimal .card img{border-radius:0}.t-minimal .card{text-align:center}.t-minimal footer{border-top:0}
`);

// The thin progress bar on navigation (SPEC.md §2), the only script the site ships; it also loads
// Google Analytics when the site's settings name a measurement id (on `<html data-ga>`), so one
// hash allows it on every site.
const PROGRESS_SCRIPT = `document.querySelector('link[data-fonts]').media='all';var g=document.documentElement.dataset.ga;if(g){window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};gtag('js',new Date());gtag('config',g);var s=document.createElement('script');s.async=true;s.src='https://www.googletagmanager.com/gtag/js?id='+encodeURIComponent(g);document.head.appendChild(s)}addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a');if(!a||a.target||a.origin!==location.origin||e.metaKey||e.ctrlKey)return;var b=document.querySelector('.bar');b.style.width='70%'});addEventListener('pageshow',function(){document.querySelector('.bar').style.width='0'})`;
const PROGRESS = raw(PROGRESS_SCRIPT);

/**
 * The policy of every site page: its one inline script allowed by hash rather than by a nonce,
 * so a page is the same bytes for every visitor (and can be cached as it is).
 */
export const SITE_PAGE_POLICY = [
  "default-src 'self'",
  `script-src 'sha256-${createHash('sha256').update(PROGRESS_SCRIPT).digest('base64')}' https://www.googletagmanager.com`,
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "img-src 'self' data: https:",
  "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
  "form-action 'self'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
].join(';');

interface MenuEntry {
  label: string;
  path: string;
  external?: boolean;
}

/** Pages the site has so far; a menu entry for one it lacks yet is left out. */
const SECTION_PATHS: Partial<Record<SiteMenuSection, string>> = {
  home: '',
  works: '/works',
  exhibitions: '/exhibitions',
  artists: '/artists',
  about: '/about',
  contact: '/contact',
};

/** The menu as the site's settings order it, in the page's language. */
function menuOf(context: PageContext): MenuEntry[] {
  const { site, locale } = context;
  const text = SITE_TEXT[locale];
  return site.menu.flatMap((item): MenuEntry[] => {
    if (item.kind === 'link')
      return [{ label: (locale === 'en' && item.label.en) || item.label.ko, path: item.url, external: true }];
    const path = SECTION_PATHS[item.kind];
    if (path === undefined) return [];
    return [{ label: text[item.kind], path: path === '' ? homePath(site) : `${site.path}${path}` }];
  });
}

export function sitePage(context: PageContext, head: PageHead, body: Html): string {
  const { site, locale, origin } = context;
  const text = SITE_TEXT[locale];
  const other = locale === 'ko' ? 'en' : 'ko';
  const canonical = `${origin}${href(context, head.path, locale)}`;
  const nav = menuOf(context);
  const name = ownerName(site, locale);
  return `<!doctype html>${
    markup`<html lang="${locale}"${site.analyticsId ? markup` data-ga="${site.analyticsId}"` : ''}>
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width,initial-scale=1" />
      <title>${head.title}</title>
      <meta name="description" content="${head.description}" />
      <link rel="canonical" href="${canonical}" />
      <link rel="alternate" hreflang="ko" href="${origin}${href(context, head.path, 'ko')}" />
      <link rel="alternate" hreflang="en" href="${origin}${href(context, head.path, 'en')}" />
      <link rel="alternate" hreflang="x-default" href="${origin}${href(context, head.path, site.defaultLanguage)}" />
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
    <body class="t-${site.template}">
      <div class="bar" aria-hidden="true"></div>
      <header>
        <a class="brand" href="${href(context, homePath(site))}"
          >${site.logo ? markup`<img src="${site.logo}" alt="" height="40" />` : ''}${name}</a
        >
        <nav aria-label="${text.works}">
          <ul>
            ${nav.map(
              (item) =>
                markup`<li>
                  <a
                    href="${item.external ? item.path : href(context, item.path, locale)}"
                    ${item.path === head.path ? raw(' aria-current="page"') : ''}
                    ${item.external ? raw(' rel="noopener"') : ''}
                    >${item.label}</a
                  >
                </li>`,
            )}
            <li><a href="${href(context, head.path, other)}" hreflang="${other}" lang="${other}">${text.language}</a></li>
          </ul>
        </nav>
      </header>
      <main>${body}</main>
      <footer>
        <span>© ${name}</span>
        ${
          site.links.length + site.social.length > 0
            ? markup`<ul>
                ${site.links.map((link) => markup`<li><a href="${link.url}" rel="noopener">${link.label}</a></li>`)}
                ${site.social.map(
                  (link) => markup`<li><a href="${link.url}" rel="me noopener">${text.social[link.network]}</a></li>`,
                )}
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
