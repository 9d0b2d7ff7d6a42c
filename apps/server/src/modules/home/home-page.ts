import { createHash } from 'node:crypto';
import {
  CUSTOM_PRICE,
  PRODUCTS,
  roomAvailabilityOf,
  type ArtworkDto,
  type BlogPostSummaryDto,
  type Currency,
  type Locale,
  type PlanAudience,
  numberFormat,
  dateTimeFormat,
} from '@vernissage/shared';
import type { Organization, SearchAction, WebSite, WithContext } from 'schema-dts';
import { BLOG_PATH } from '../blog/pages/blog-pages.js';
import { jsonLd, markup, raw, type Html } from '../website/pages/html.js';
import { platformHead, type PlatformPageContext } from '../website/pages/platform-head.js';
import { localized } from '../website/pages/site-layout.js';
import { SITE_FONTS_CSS } from '../website/pages/site-fonts.js';
import { responsiveImage } from '../website/pages/site-pages.js';
import type { SiteExhibitionCard } from './home.presenter.js';
import type { FrontDoorContent } from './home.service.js';
import { FRONT_DOOR_TEXT } from './home-text.js';

/** The app pages the front door links to (rendered by the web app). */
export const FRONT_DOOR_LINKS = {
  signup: '/signup',
  signin: '/login',
  search: '/search',
  opportunities: '/opportunities',
  pricing: '/pricing',
} as const;

/** A staff pick's public page (the web app's, beside search). */
export const workPath = (aid: string) => `/works/${encodeURIComponent(aid)}`;

const AUDIENCES: readonly PlanAudience[] = ['gallery', 'artist', 'collector', 'fair'];
const CURRENCY: Record<Locale, Currency> = { ko: 'KRW', en: 'USD' };

// Small and phone first; the platform's font as the sites load it (ADR 026), the sites' badge colours.
const STYLE =
  `*{box-sizing:border-box}body{margin:0;font-family:'Noto Sans KR',system-ui,-apple-system,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1a1b1e;background:#fff;line-height:1.55;word-break:keep-all;overflow-wrap:break-word}` +
  `a{color:#1864ab}a:focus-visible{outline:3px solid #228be6;outline-offset:2px}img{max-width:100%}` +
  `.wrap{max-width:1120px;margin:0 auto;padding:0 16px}` +
  `.top{border-bottom:1px solid #e9ecef}.bar{display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px;padding-top:10px;padding-bottom:10px}` +
  `.brand{font-size:1.35rem;font-weight:800;color:#1a1b1e;text-decoration:none;margin-right:auto}` +
  `.top nav{order:3;width:100%;display:flex;gap:4px 16px;flex-wrap:wrap}.top nav a,.top .actions a{color:#373a40;text-decoration:none;padding:8px 0;display:inline-block}` +
  `.top .actions{display:flex;gap:16px}.top a:hover{color:#1864ab}` +
  `.hero{background:linear-gradient(160deg,#e7f5ff,#fff 70%);padding:40px 0 44px}` +
  `h1{font-size:2.1rem;line-height:1.2;margin:0 0 14px;letter-spacing:-.02em;max-width:760px}.lead{font-size:1.1rem;color:#373a40;max-width:680px;margin:0 0 24px}` +
  `.cta{display:flex;flex-wrap:wrap;gap:12px;margin:0}.button{display:inline-block;padding:12px 22px;border-radius:8px;font-weight:600;text-decoration:none;border:1px solid #adb5bd;color:#1a1b1e;background:#fff}` +
  `.button.primary{background:#1971c2;border-color:#1971c2;color:#fff}.button.primary:hover{background:#1864ab}` +
  `section.part{padding-top:36px;padding-bottom:8px}h2{font-size:1.5rem;margin:0 0 16px;letter-spacing:-.01em}h3{font-size:1.05rem;margin:8px 0 2px;line-height:1.35}` +
  `.grid{list-style:none;padding:0;margin:0;display:grid;gap:16px;grid-template-columns:1fr}` +
  `.works{grid-template-columns:repeat(2,1fr)}` +
  `.card{border:1px solid #e9ecef;border-radius:10px;padding:18px}.card ul{padding-left:18px;margin:8px 0 12px;color:#373a40}` +
  `.work a,.show a,.post a{color:inherit;text-decoration:none;display:block}.work a:hover h3,.show a:hover h3,.post a:hover h3{text-decoration:underline}` +
  `.frame{aspect-ratio:1;background:#f1f3f5;border-radius:6px;overflow:hidden;display:flex;align-items:center;justify-content:center}` +
  `.frame img{width:100%;height:100%;object-fit:contain;background:center/contain no-repeat}.wide{aspect-ratio:16/10}.wide img{object-fit:cover;background-size:cover}` +
  `.meta{color:#5c5f66;font-size:.9rem;margin:0}.price{font-size:.9rem;margin:2px 0 0}` +
  `.badge{display:inline-block;margin-top:6px;border-radius:999px;padding:1px 10px;font-size:.8rem;font-weight:600}` +
  `.available{background:#ebfbee;color:#1e6b2d}.on_hold{background:#fff4e6;color:#8a4100}.sold{background:#fff5f5;color:#a51d1d}` +
  `.grid.plans{margin-top:12px}.plans .card{display:flex;flex-direction:column;gap:4px}.plans strong{font-size:1.05rem}` +
  `.more{margin:16px 0 0}.empty{color:#5c5f66}` +
  `footer{margin-top:48px;border-top:1px solid #e9ecef;padding:20px 0 36px;color:#5c5f66;font-size:.9rem}footer nav{display:flex;flex-wrap:wrap;gap:8px 18px;margin-bottom:10px}` +
  `@media(min-width:700px){.top nav{order:0;width:auto}.brand{margin-right:16px}.top .actions{margin-left:auto}` +
  `h1{font-size:3rem}.hero{padding:72px 0 76px}.grid{grid-template-columns:repeat(2,1fr)}.works{grid-template-columns:repeat(4,1fr)}}` +
  `@media(min-width:1000px){.audiences,.plans{grid-template-columns:repeat(4,1fr)}.shows,.posts{grid-template-columns:repeat(3,1fr)}}`;

/**
 * The one script: the platform's font stylesheet is linked as `print` (so it never holds the first
 * paint) and switched on here, as the sites do (ADR 026). Its faces are `font-display: optional`:
 * a first visit reads in the system's font, and nothing moves when the font arrives.
 */
const FONTS_SCRIPT = "document.querySelector('link[data-fonts]').media='all'";

/**
 * The front door's policy: only that script, by its hash (the JSON-LD is data, which browsers
 * never run), so the page is the same bytes for every visitor; inline styles for the stylesheet
 * and the pictures' blurred placeholders.
 */
export const FRONT_DOOR_POLICY = [
  "default-src 'self'",
  `script-src 'sha256-${createHash('sha256').update(FONTS_SCRIPT).digest('base64')}'`,
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "img-src 'self' data: https:",
  "form-action 'self'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
].join(';');

export type FrontDoorContext = PlatformPageContext;

/** A text kept in two languages (a title, a name) in the page's language, else in the other. */
const titleIn = (locale: Locale, title: string | null, titleEn: string | null) =>
  (locale === 'en' && titleEn) || title || titleEn || '';

function money(amount: number, currency: Currency, locale: Locale): string {
  return numberFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
    style: 'currency',
    currency,
    ...((currency === 'KRW' || Number.isInteger(amount)) && { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  }).format(amount);
}

/** A plan line per audience from the one catalogue: free, the lowest monthly pro price, or custom. */
export function planLine(audience: PlanAudience, locale: Locale): string {
  const text = FRONT_DOOR_TEXT[locale];
  const currency = CURRENCY[locale];
  const prices = PRODUCTS.filter(
    (product) =>
      product.audience === audience &&
      product.period === 'monthly' &&
      (product.policy === null || product.policy === 'default'),
  ).map((product) => product.prices[currency]);
  const paid = prices.filter((price) => price > 0);
  const parts = [
    ...(prices.includes(0) ? [text.free] : []),
    ...(paid.length > 0 ? [text.from(money(Math.min(...paid), currency, locale))] : []),
    // A plan agreed case by case is said only where nothing has a price.
    ...(prices.includes(CUSTOM_PRICE) && prices.every((price) => price === CUSTOM_PRICE) ? [text.custom] : []),
  ];
  return parts.join(' · ');
}

function dateRange(locale: Locale, start: string, end: string): string {
  const format = dateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
  return format.formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`));
}

function workCard(work: ArtworkDto, locale: Locale): Html {
  const text = FRONT_DOOR_TEXT[locale];
  const title = titleIn(locale, work.title, work.titleEn);
  const availability = roomAvailabilityOf(work.state);
  const image = work.images[0];
  // The work as an outsider sees it: a price only when shown exactly (never a hidden one).
  const price = work.price?.amount != null ? money(work.price.amount, work.price.currency, locale) : null;
  return markup`<li class="work" data-testid="front-door-work" data-aid="${work.aid}">
    <a href="${workPath(work.aid)}">
      <div class="frame">${image ? responsiveImage(image, title, '(min-width: 700px) 260px, 45vw') : ''}</div>
      <h3>${title}</h3>
      <p class="meta">${[titleIn(locale, work.artistName, work.artistNameEn), work.year].filter(Boolean).join(', ')}</p>
      ${price ? markup`<p class="price">${price}</p>` : ''}
      <span class="badge ${availability}" data-availability="${availability}">${text.availability[availability]}</span>
    </a>
  </li>`;
}

function exhibitionCard(show: SiteExhibitionCard, locale: Locale): Html {
  const title = titleIn(locale, show.title, show.titleEn);
  return markup`<li class="show" data-testid="front-door-exhibition">
    <a href="${localized(show.path, locale, '', show.siteLanguage)}">
      <div class="frame wide">${show.cover ? responsiveImage(show.cover, title, '(min-width: 1000px) 360px, (min-width: 700px) 50vw, 100vw') : ''}</div>
      <h3>${title}</h3>
      <p class="meta">${titleIn(locale, show.galleryName, show.galleryNameEn)}${show.venueName ? ` · ${show.venueName}` : ''}</p>
      <p class="meta">${dateRange(locale, show.startDate, show.endDate)}</p>
    </a>
  </li>`;
}

function postCard(post: BlogPostSummaryDto, locale: Locale): Html {
  const date = post.publishedAt
    ? dateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', {
        dateStyle: 'long',
        timeZone: 'Asia/Seoul',
      }).format(new Date(post.publishedAt))
    : '';
  const excerpt = locale === 'en' ? post.excerptEn : post.excerpt;
  return markup`<li class="post card" data-testid="front-door-post">
    <a href="${localized(`${BLOG_PATH}/${encodeURIComponent(post.textid)}`, locale)}">
      <p class="meta">${date}</p>
      <h3>${titleIn(locale, post.title, post.titleEn)}</h3>
      ${excerpt ? markup`<p class="meta">${excerpt}</p>` : ''}
    </a>
  </li>`;
}

/** A section with a heading, its list or what to say when it is empty, and a link onwards. */
function part(id: string, title: string, list: Html | null, empty: string, more?: { label: string; path: string }) {
  return markup`<section class="part wrap" aria-labelledby="${id}" data-testid="front-door-${id}">
    <h2 id="${id}">${title}</h2>
    ${list ?? markup`<p class="empty">${empty}</p>`}
    ${more ? markup`<p class="more"><a href="${more.path}">${more.label} →</a></p>` : ''}
  </section>`;
}

function structuredData(context: FrontDoorContext): [WithContext<Organization>, WithContext<WebSite>] {
  const { origin, locale } = context;
  const text = FRONT_DOOR_TEXT[locale];
  // `query-input` is Google's sitelinks search box notation, which schema-dts does not type.
  const search: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${origin}${FRONT_DOOR_LINKS.search}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Vernissage',
      url: `${origin}/`,
      description: text.description,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Vernissage',
      url: `${origin}/`,
      inLanguage: locale,
      potentialAction: search,
    },
  ];
}

/** `/` for a visitor without a session: what Vernissage is, its picks, shows, plans and posts. */
export function frontDoorPage(context: FrontDoorContext, content: Omit<FrontDoorContent, 'tags'>): string {
  const { locale, origin } = context;
  const text = FRONT_DOOR_TEXT[locale];
  const other: Locale = locale === 'ko' ? 'en' : 'ko';
  const url = (lang: Locale) => `${origin}${localized('/', lang)}`;
  const list = <T>(items: readonly T[], kind: string, card: (item: T) => Html) =>
    items.length > 0 ? markup`<ul class="grid ${kind}">${items.map(card)}</ul>` : null;
  const links = markup`<a href="${FRONT_DOOR_LINKS.search}">${text.nav.search}</a>
    <a href="${FRONT_DOOR_LINKS.opportunities}">${text.nav.opportunities}</a>
    <a href="${localized(BLOG_PATH, locale)}">${text.nav.blog}</a>
    <a href="${FRONT_DOOR_LINKS.pricing}">${text.nav.pricing}</a>`;
  return `<!doctype html>${
    markup`<html lang="${locale}">
    <head>
      ${platformHead({
        locale,
        title: text.title,
        description: text.description,
        url,
        languages: ['ko', 'en'],
        type: 'website',
      })}
      ${structuredData(context).map((data) => markup`<script type="application/ld+json">${jsonLd(data)}</script>`)}
      <style>${raw(STYLE)}</style>
      <link rel="stylesheet" href="${SITE_FONTS_CSS}" media="print" data-fonts />
      <script>${raw(FONTS_SCRIPT)}</script>
    </head>
    <body>
      <header class="top">
        <div class="wrap bar">
          <a class="brand" href="${localized('/', locale)}">Vernissage</a>
          <nav aria-label="${text.nav.label}">${links}</nav>
          <div class="actions">
            <a href="${localized('/', other)}" hreflang="${other}" lang="${other}" data-testid="front-door-language"
              >${text.language}</a
            >
            <a href="${FRONT_DOOR_LINKS.signin}" data-testid="front-door-signin-top">${text.signin}</a>
          </div>
        </div>
      </header>
      <main data-testid="front-door">
        <section class="hero">
          <div class="wrap">
            <h1>${text.tagline}</h1>
            <p class="lead">${text.lead}</p>
            <p class="cta">
              <a class="button primary" href="${FRONT_DOOR_LINKS.signup}" data-testid="front-door-signup">${text.signup}</a>
              <a class="button" href="${FRONT_DOOR_LINKS.signin}" data-testid="front-door-signin">${text.signin}</a>
            </p>
          </div>
        </section>
        ${part(
          'audiences',
          text.audiencesTitle,
          markup`<ul class="grid audiences">
            ${AUDIENCES.map((audience) => {
              const words = text.audiences[audience];
              return markup`<li class="card" data-testid="front-door-audience" data-audience="${audience}">
                <h3>${words.title}</h3>
                <ul>${words.points.map((point) => markup`<li>${point}</li>`)}</ul>
                <a href="${words.link.path}">${words.link.label} →</a>
              </li>`;
            })}
          </ul>`,
          '',
        )}
        ${part(
          'picks',
          text.picksTitle,
          list(content.works, 'works', (work) => workCard(work, locale)),
          text.picksEmpty,
          { label: text.searchLink, path: FRONT_DOOR_LINKS.search },
        )}
        ${part(
          'exhibitions',
          text.exhibitionsTitle,
          list(content.exhibitions, 'shows', (show) => exhibitionCard(show, locale)),
          text.exhibitionsEmpty,
        )}
        ${part(
          'plans',
          text.plansTitle,
          markup`<p class="meta">${text.plansLead}</p>
            <ul class="grid plans">
              ${AUDIENCES.map(
                (audience) => markup`<li class="card" data-testid="front-door-plan" data-audience="${audience}">
                  <strong>${text.audiences[audience].title}</strong><span>${planLine(audience, locale)}</span>
                </li>`,
              )}
            </ul>`,
          '',
          { label: text.plansLink, path: FRONT_DOOR_LINKS.pricing },
        )}
        ${part(
          'blog',
          text.blogTitle,
          list(content.posts, 'posts', (post) => postCard(post, locale)),
          text.blogEmpty,
          { label: text.blogLink, path: localized(BLOG_PATH, locale) },
        )}
      </main>
      <footer>
        <div class="wrap">
          <nav aria-label="Vernissage">
            ${links}
            <a href="${FRONT_DOOR_LINKS.signup}">${text.signup}</a>
          </nav>
          <p>Vernissage — ${text.footer}</p>
        </div>
      </footer>
    </body>
  </html>`.value
  }`;
}
