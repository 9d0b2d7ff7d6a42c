import {
  derivativeSize,
  pictureSrcset,
  schemaNames,
  textIn,
  type Locale,
  type PublicSiteDto,
  type PublicSiteWorkDto,
  type SiteAvailability,
  type StoredPicture,
  type TwoLanguages,
  numberFormat,
} from '@vernissage/shared';
import type { ArtGallery, Person, WithContext } from 'schema-dts';
import { markup, raw, type Html } from './html.js';

import { homePath, href, ownerName, ownerNames, sitePage, type PageContext } from './site-layout.js';
import { SITE_TEXT } from './site-text.js';

/** Works per page of the works list. */
export const WORKS_PER_PAGE = 24;
/** Works on the home page. */
export const HOME_WORKS = 8;

// A work's texts in the page's language, else the other one (issue 18: `textIn`).
export const workTitles = (work: PublicSiteWorkDto): TwoLanguages => ({ ko: work.title, en: work.titleEn });
export const artistNames = (work: PublicSiteWorkDto): TwoLanguages => ({ ko: work.artistName, en: work.artistNameEn });
const titleOf = (work: PublicSiteWorkDto, locale: Locale) => textIn(locale, workTitles(work));
const artistOf = (work: PublicSiteWorkDto, locale: Locale) => textIn(locale, artistNames(work)) || null;
const workPath = (site: PublicSiteDto, work: PublicSiteWorkDto) => `${site.path}/works/${work.slug}`;

function formatPrice(price: NonNullable<PublicSiteWorkDto['price']>, locale: Locale): string | null {
  if (price.amount === null) return null;
  return numberFormat(locale, {
    style: 'currency',
    currency: price.currency,
    ...(price.currency === 'KRW' && { maximumFractionDigits: 0 }),
  }).format(price.amount);
}

function badge(availability: SiteAvailability, locale: Locale): Html {
  return markup`<span class="badge ${availability}" data-availability="${availability}"
    >${SITE_TEXT[locale].availability[availability]}</span
  >`;
}

/** A stored picture's sizes (derivatives) and what to show before it loads. */
export interface SitePicture extends StoredPicture {
  placeholder: string | null;
}

/** A work's first picture, or nothing. */
function picture(work: PublicSiteWorkDto, locale: Locale, sizes: string, eager = false): Html {
  const image = work.images[0];
  return image ? responsiveImage(image, titleOf(work, locale), sizes, eager) : markup``;
}

/** A picture at the sizes the browser needs, with its size set and a blurred placeholder behind it. */
export function responsiveImage(image: SitePicture, alt: string, sizes: string, eager = false): Html {
  const { width, height } = derivativeSize(image, 'medium');
  return markup`<img
    src="${image.urls.medium}"
    srcset="${pictureSrcset(image)}"
    sizes="${sizes}"
    width="${width}"
    height="${height}"
    alt="${alt}"
    style="${image.placeholder ? markup`background-image:url('${image.placeholder}')` : ''}"
    ${eager ? raw('fetchpriority="high"') : raw('loading="lazy"')}
    decoding="async"
  />`;
}

function workCard(context: PageContext, work: PublicSiteWorkDto, index: number): Html {
  const { locale, site } = context;
  return markup`<li class="card" data-testid="site-work">
    <a href="${href(context, workPath(site, work), locale)}">
      <div class="frame">${picture(work, locale, '(min-width: 700px) 280px, 50vw', index < 4)}</div>
      <h3>${titleOf(work, locale)}</h3>
      <p class="meta">${[artistOf(work, locale), work.year].filter(Boolean).join(', ')}</p>
      ${badge(work.availability, locale)}
    </a>
  </li>`;
}

export function worksGrid(context: PageContext, works: PublicSiteWorkDto[]): Html {
  if (works.length === 0) return markup`<p>${SITE_TEXT[context.locale].noWorks}</p>`;
  return markup`<ul class="grid">
    ${works.map((work, index) => workCard(context, work, index))}
  </ul>`;
}

/** schema.org for who the site belongs to: a gallery, or an artist as a person. */
export function ownerEntity(context: PageContext): Exclude<ArtGallery | Person, string> {
  const { site, origin, locale } = context;
  const common = {
    ...schemaNames(locale, ownerNames(site)),
    url: `${origin}${homePath(site)}`,
    ...(site.email && { email: site.email }),
    ...(site.phone && { telephone: site.phone }),
    ...(site.links.length > 0 && { sameAs: site.links.map((link) => link.url) }),
  };
  return site.kind === 'artist'
    ? { '@type': 'Person', ...common }
    : { '@type': 'ArtGallery', ...common, ...(site.address && { address: site.address }) };
}

/** `ownerEntity` as a page's own structured data. */
export function ownerData(context: PageContext): WithContext<ArtGallery | Person> {
  return { '@context': 'https://schema.org', ...ownerEntity(context) };
}

export function describe(site: PublicSiteDto, locale: Locale): string {
  return textIn(locale, { ko: site.about, en: site.aboutEn }).slice(0, 155) || ownerName(site, locale);
}

/** The home's title for search engines: the one set in the settings, or the owner's name. */
export function homeTitle(site: PublicSiteDto, locale: Locale): string {
  return (locale === 'en' && site.seo.title.en) || site.seo.title.ko || ownerName(site, locale);
}

/** The home's description: the one set in the settings, or the start of the about text. */
export function homeDescription(site: PublicSiteDto, locale: Locale): string {
  return (locale === 'en' && site.seo.description.en) || site.seo.description.ko || describe(site, locale);
}

export function homePage(context: PageContext, works: PublicSiteWorkDto[]): string {
  const { site, locale } = context;
  const text = SITE_TEXT[locale];
  const name = ownerName(site, locale);
  return sitePage(
    context,
    {
      title: homeTitle(site, locale),
      description: homeDescription(site, locale),
      path: homePath(site),
      image: works[0]?.images[0]?.urls.large,
      structuredData: ownerData(context),
    },
    markup`<h1>${name}</h1>
      <p class="lead">${describe(site, locale)}</p>
      <h2>${text.works}</h2>
      ${worksGrid(context, homeWorks(works))}
      ${works.length > HOME_WORKS ? markup`<p><a href="${href(context, `${site.path}/works`, locale)}">${text.seeAllWorks}</a></p>` : ''}`,
  );
}

/** The works a home page shows. */
export function homeWorks(works: PublicSiteWorkDto[]): PublicSiteWorkDto[] {
  return works.slice(0, HOME_WORKS);
}

export interface WorksFilter {
  availability: SiteAvailability | undefined;
  /** An artist's id: only their works. */
  artist?: string | undefined;
  /** From 0; past the end means the last page. */
  page: number;
}

/** One page of the works list: the works it shows, which page it is and how many there are. */
export function worksListPage(works: PublicSiteWorkDto[], filter: WorksFilter) {
  const matching = works.filter(
    (work) =>
      (!filter.availability || work.availability === filter.availability) &&
      (!filter.artist || work.artistId === filter.artist),
  );
  const pages = Math.max(1, Math.ceil(matching.length / WORKS_PER_PAGE));
  const page = Math.min(filter.page, pages - 1);
  return { shown: matching.slice(page * WORKS_PER_PAGE, (page + 1) * WORKS_PER_PAGE), page, pages };
}

export function worksPage(context: PageContext, works: PublicSiteWorkDto[], filter: WorksFilter): string {
  const { site, locale } = context;
  const text = SITE_TEXT[locale];
  const { shown, page, pages } = worksListPage(works, filter);
  const path = `${site.path}/works`;
  const linkTo = (availability: SiteAvailability | undefined, to = 0, artist = filter.artist) =>
    href(
      context,
      path,
      locale,
      new URLSearchParams({
        ...(availability && { availability }),
        ...(artist && { artist }),
        ...(to > 0 && { page: String(to + 1) }),
      }).toString(),
    );
  const options: (SiteAvailability | undefined)[] = [undefined, 'available', 'on_hold', 'sold'];
  // The artists of the site's works, by name, when there is more than one to choose from.
  const artists = [
    ...new Map(works.flatMap((work) => (work.artistId ? [[work.artistId, artistOf(work, locale) ?? '']] : []))),
  ].sort(([, a], [, b]) => a.localeCompare(b, locale));
  return sitePage(
    context,
    {
      title: `${text.allWorks} · ${ownerName(site, locale)}`,
      description: `${text.allWorks} · ${describe(site, locale)}`,
      path,
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: `${text.allWorks} · ${ownerName(site, locale)}`,
        url: `${context.origin}${path}`,
      },
    },
    markup`<h1>${text.allWorks}</h1>
      <nav class="filters" aria-label="${text.filter}">
        ${options.map(
          (option) =>
            markup`<a href="${linkTo(option)}" aria-current="${String(option === filter.availability)}"
              >${option ? text.availability[option] : text.any}</a
            >`,
        )}
      </nav>
      ${
        artists.length > 1
          ? markup`<nav class="filters" aria-label="${text.artists}">
              <a href="${linkTo(filter.availability, 0, '')}" aria-current="${String(!filter.artist)}">${text.anyArtist}</a>
              ${artists.map(
                ([id, name]) =>
                  markup`<a href="${linkTo(filter.availability, 0, id)}" aria-current="${String(id === filter.artist)}"
                    >${name}</a
                  >`,
              )}
            </nav>`
          : ''
      }
      ${worksGrid(context, shown)}
      ${
        pages > 1
          ? markup`<nav class="pages">
              ${page > 0 ? markup`<a href="${linkTo(filter.availability, page - 1)}" rel="prev">${text.previous}</a>` : ''}${page < pages - 1 ? markup`<a href="${linkTo(filter.availability, page + 1)}" rel="next">${text.next}</a>` : ''}
            </nav>`
          : ''
      }`,
  );
}

export function workPage(context: PageContext, work: PublicSiteWorkDto): string {
  const { site, locale, origin } = context;
  const text = SITE_TEXT[locale];
  const title = titleOf(work, locale);
  const artist = artistOf(work, locale);
  const description = textIn(locale, { ko: work.description, en: work.descriptionEn }) || null;
  const price = work.price ? formatPrice(work.price, locale) : null;
  const facts: [string, string | null | undefined][] = [
    [locale === 'en' ? 'Artist' : '작가', artist],
    [locale === 'en' ? 'Year' : '연도', work.dateText ?? (work.year ? String(work.year) : null)],
    [locale === 'en' ? 'Medium' : '재료', work.medium?.text],
    [locale === 'en' ? 'Dimensions' : '크기', work.dimensions?.text ?? dimensionsText(work)],
  ];
  const path = workPath(site, work);
  return sitePage(
    context,
    {
      title: `${title}${artist ? ` · ${artist}` : ''} · ${ownerName(site, locale)}`,
      description: (description ?? `${title} · ${ownerName(site, locale)}`).slice(0, 155),
      path,
      image: work.images[0]?.urls.large,
      type: 'article',
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'VisualArtwork',
        ...schemaNames(locale, workTitles(work)),
        url: `${origin}${path}`,
        ...(artist && { creator: { '@type': 'Person', ...schemaNames(locale, artistNames(work)) } }),
        ...(work.year && { dateCreated: String(work.year) }),
        ...(work.medium?.text && { artMedium: work.medium.text }),
        ...(description && { description }),
        ...(work.images[0] && { image: `${origin}${work.images[0].urls.large}` }),
        ...(work.dimensions?.height && { height: `${work.dimensions.height} ${work.dimensions.unit}` }),
        ...(work.dimensions?.width && { width: `${work.dimensions.width} ${work.dimensions.unit}` }),
        ...(work.price?.amount != null &&
          work.availability === 'available' && {
            offers: {
              '@type': 'Offer',
              price: work.price.amount,
              priceCurrency: work.price.currency,
              availability: 'https://schema.org/InStock',
            },
          }),
      },
    },
    markup`<div class="work">
      <div>${picture(work, locale, '(min-width: 800px) 60vw, 100vw', true)}</div>
      <div>
        <h1>${title}</h1>
        ${badge(work.availability, locale)}
        <dl>
          ${facts
            .filter(([, value]) => value)
            .map(
              ([label, value]) =>
                markup`<dt>${label}</dt>
                  <dd>${value}</dd>`,
            )}
        </dl>
        ${site.showsPrices ? markup`<p data-testid="site-work-price"><strong>${price ?? text.priceOnRequest}</strong></p>` : ''}
        ${description ? markup`<p class="lead">${description}</p>` : ''}
        <p><a href="${href(context, `${site.path}/works`, locale)}">${text.back}</a></p>
      </div>
    </div>`,
  );
}

function dimensionsText(work: PublicSiteWorkDto): string | null {
  const size = work.dimensions;
  if (!size || (!size.height && !size.width)) return null;
  return `${[size.height, size.width, size.depth].filter(Boolean).join(' × ')} ${size.unit}`;
}

/** The ways to reach the site's owner that its toggles allow, as a definition list's rows. */
function contactRows(context: PageContext): [string, Html | string][] {
  const { site, locale } = context;
  const text = SITE_TEXT[locale];
  return [
    ...(site.address ? ([[text.address, site.address]] as [string, string][]) : []),
    ...(site.email
      ? ([[text.email, markup`<a href="mailto:${site.email}">${site.email}</a>`]] as [string, Html][])
      : []),
    ...(site.phone
      ? ([[text.phone, markup`<a href="tel:${site.phone.replace(/[^+0-9]/g, '')}">${site.phone}</a>`]] as [
          string,
          Html,
        ][])
      : []),
  ];
}

function contactList(rows: [string, Html | string][]): Html | string {
  return rows.length > 0
    ? markup`<dl>
        ${rows.map(
          ([label, value]) =>
            markup`<dt>${label}</dt>
              <dd>${value}</dd>`,
        )}
      </dl>`
    : '';
}

export function aboutPage(context: PageContext): string {
  const { site, locale } = context;
  const text = SITE_TEXT[locale];
  const about = textIn(locale, { ko: site.about, en: site.aboutEn });
  const contact = contactRows(context);
  return sitePage(
    context,
    {
      title: `${text.about} · ${ownerName(site, locale)}`,
      description: describe(site, locale),
      path: `${site.path}/about`,
      structuredData: ownerData(context),
    },
    markup`<h1>${ownerName(site, locale)}</h1>
      ${about ? markup`<p class="lead">${about}</p>` : ''}
      ${contact.length > 0 ? markup`<h2>${text.contact}</h2>${contactList(contact)}` : ''}`,
  );
}

/** What a visitor wrote, sent back with the form when it needs correcting. */
export interface ContactForm {
  name: string;
  email: string;
  message: string;
  /** A problem to show, or null; `sent` once the message is on its way. */
  state: 'sent' | 'invalid' | null;
}

/**
 * How to reach the owner, and (unless the settings turn it off) a message form that works without
 * script: it posts to this page, which answers with a redirect to `?sent=1` (ADR 024).
 */
export function contactPage(context: PageContext, form: ContactForm): string {
  const { site, locale } = context;
  const text = SITE_TEXT[locale];
  const hours = (locale === 'en' && site.contact.hours.en) || site.contact.hours.ko;
  const path = `${site.path}/contact`;
  return sitePage(
    context,
    {
      title: `${text.contact} · ${ownerName(site, locale)}`,
      description: `${text.contact} · ${describe(site, locale)}`,
      path,
      structuredData: ownerData(context),
    },
    markup`<h1>${text.contact}</h1>
      ${contactList(contactRows(context))}
      ${hours ? markup`<p class="lead">${hours}</p>` : ''}
      ${
        site.contact.showForm
          ? markup`<h2>${text.writeToUs}</h2>
              ${form.state === 'sent' ? markup`<p class="notice" role="status" data-testid="site-contact-sent">${text.messageSent}</p>` : ''}
              ${form.state === 'invalid' ? markup`<p class="notice error" role="alert">${text.messageInvalid}</p>` : ''}
              <form class="contact" method="post" action="${href(context, path)}" data-testid="site-contact-form">
                <label>${text.yourName}<input name="name" maxlength="100" autocomplete="name" value="${form.name}" /></label>
                <label>${text.yourEmail}<input name="email" type="email" maxlength="254" autocomplete="email" value="${form.email}" /></label>
                <label>${text.yourMessage}<textarea name="message" required maxlength="5000" rows="6">${form.message}</textarea></label>
                <label class="trap" aria-hidden="true">Homepage<input name="homepage" tabindex="-1" autocomplete="off" /></label>
                <button type="submit">${text.send}</button>
              </form>`
          : ''
      }`,
  );
}

/** Every public page of the site, in both languages. */
/** Every public page of the site: its sections, works, and the `more` pages (exhibitions, artists). */
export function sitemap(context: PageContext, works: PublicSiteWorkDto[], more: string[]): string {
  const { origin, site } = context;
  const paths = [
    homePath(site),
    `${site.path}/works`,
    `${site.path}/about`,
    ...more,
    ...works.map((work) => workPath(site, work)),
  ];
  const link = (path: string, locale: Locale) =>
    markup`<xhtml:link rel="alternate" hreflang="${locale}" href="${origin}${href(context, path, locale)}"/>`;
  const url = (path: string) =>
    markup`<url><loc>${origin}${href(context, path, context.site.defaultLanguage)}</loc>${link(path, 'ko')}${link(path, 'en')}</url>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${markup`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${paths.map(url)}</urlset>`.value}`;
}

export function notFoundPage(locale: Locale): string {
  return `<!doctype html>${
    markup`<html lang="${locale}">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width,initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>404</title>
    </head>
    <body style="font-family:system-ui,sans-serif;padding:40px">
      <h1>404</h1>
      <p>${SITE_TEXT[locale].notFound}</p>
    </body>
  </html>`.value
  }`;
}
