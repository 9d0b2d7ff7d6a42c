import {
  liftHeadings,
  schemaNames,
  textIn,
  type Locale,
  type PublicSiteArtistDto,
  type PublicSiteExhibitionDto,
  type PublicSiteExhibitionSummaryDto,
  type PublicSiteWorkDto,
  dateTimeFormat,
} from '@vernissage/shared';
import type { Place, VirtualLocation } from 'schema-dts';
import { markup, raw, type Html } from './html.js';
import { href, ownerName, sitePage, type PageContext } from './site-layout.js';

import { describe, ownerEntity, responsiveImage, workTitles, worksGrid } from './site-pages.js';
import { SITE_TEXT } from './site-text.js';

// The site's exhibitions and artists (ADR 025): lists and a page each, with their schema.org.

type Summary = PublicSiteExhibitionSummaryDto;

const exhibitionTitles = (exhibition: Summary) => ({ ko: exhibition.title, en: exhibition.titleEn });
const exhibitionTitle = (exhibition: Summary, locale: Locale) => textIn(locale, exhibitionTitles(exhibition));
const artistNames = (artist: PublicSiteArtistDto) => ({ ko: artist.name, en: artist.nameEn });
const artistName = (artist: PublicSiteArtistDto, locale: Locale) => textIn(locale, artistNames(artist));
export const exhibitionPath = (context: PageContext, exhibition: Summary) =>
  `${context.site.path}/exhibitions/${exhibition.slug}`;
export const artistPath = (context: PageContext, artist: PublicSiteArtistDto) =>
  `${context.site.path}/artists/${artist.slug}`;

function dates(exhibition: Summary, locale: Locale): string {
  const format = dateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return format.formatRange(new Date(`${exhibition.startDate}T00:00:00Z`), new Date(`${exhibition.endDate}T00:00:00Z`));
}

function venueText(exhibition: Summary, locale: Locale): string {
  if (exhibition.venue.type === 'online') return SITE_TEXT[locale].online;
  return [exhibition.venue.name, exhibition.venue.address].filter(Boolean).join(', ');
}

function exhibitionCard(context: PageContext, exhibition: Summary, index: number): Html {
  const { locale } = context;
  const title = exhibitionTitle(exhibition, locale);
  return markup`<li class="card" data-testid="site-exhibition">
    <a href="${href(context, exhibitionPath(context, exhibition))}">
      ${exhibition.cover ? markup`<div class="frame wide">${responsiveImage(exhibition.cover, title, '(min-width: 700px) 360px, 100vw', index < 2)}</div>` : ''}
      <h3>${title}</h3>
      <p class="meta">${dates(exhibition, locale)}</p>
      <p class="meta">${venueText(exhibition, locale)}</p>
    </a>
  </li>`;
}

export function exhibitionsPage(context: PageContext, exhibitions: Summary[]): string {
  const { site, locale, origin } = context;
  const text = SITE_TEXT[locale];
  const path = `${site.path}/exhibitions`;
  const groups: [string, Summary[]][] = [
    [text.nowOn, exhibitions.filter((exhibition) => exhibition.status !== 'past')],
    [text.pastExhibitions, exhibitions.filter((exhibition) => exhibition.status === 'past')],
  ];
  return sitePage(
    context,
    {
      title: `${text.exhibitions} · ${ownerName(site, locale)}`,
      description: `${text.exhibitions} · ${describe(site, locale)}`,
      path,
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: `${text.exhibitions} · ${ownerName(site, locale)}`,
        url: `${origin}${path}`,
      },
    },
    markup`<h1>${text.exhibitions}</h1>
      ${exhibitions.length === 0 ? markup`<p>${text.noExhibitions}</p>` : ''}
      ${groups
        .filter(([, list]) => list.length > 0)
        .map(
          ([heading, list]) =>
            markup`<h2>${heading}</h2>
              <ul class="grid wide">
                ${list.map((exhibition, index) => exhibitionCard(context, exhibition, index))}
              </ul>`,
        )}`,
  );
}

export function exhibitionPage(context: PageContext, exhibition: PublicSiteExhibitionDto): string {
  const { site, locale, origin } = context;
  const text = SITE_TEXT[locale];
  const title = exhibitionTitle(exhibition, locale);
  const path = exhibitionPath(context, exhibition);
  const press = textIn(locale, { ko: exhibition.pressHtml, en: exhibition.pressHtmlEn }) || null;
  const pressPlain =
    press
      ?.replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() ?? '';
  const works = exhibition.works.map((entry) => entry.work);
  const facts: [string, string | null][] = [
    [text.dates, dates(exhibition, locale)],
    [text.venue, venueText(exhibition, locale) || null],
    [text.openingReception, exhibition.openingReception],
    [text.curator, exhibition.curator],
  ];
  const location: Place | VirtualLocation =
    exhibition.venue.type === 'online'
      ? { '@type': 'VirtualLocation', url: exhibition.venue.url ?? `${origin}${path}` }
      : {
          '@type': 'Place',
          name: exhibition.venue.name ?? ownerName(site, locale),
          address: exhibition.venue.address ?? site.address ?? ownerName(site, locale),
        };
  return sitePage(
    context,
    {
      title: `${title} · ${ownerName(site, locale)}`,
      description: (pressPlain || `${title} · ${dates(exhibition, locale)} · ${ownerName(site, locale)}`).slice(0, 155),
      path,
      image: exhibition.cover?.urls.large,
      type: 'article',
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'ExhibitionEvent',
        ...schemaNames(locale, exhibitionTitles(exhibition)),
        url: `${origin}${path}`,
        startDate: exhibition.startDate,
        endDate: exhibition.endDate,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode:
          exhibition.venue.type === 'online'
            ? 'https://schema.org/OnlineEventAttendanceMode'
            : 'https://schema.org/OfflineEventAttendanceMode',
        location,
        organizer: ownerEntity(context),
        ...(pressPlain && { description: pressPlain.slice(0, 500) }),
        ...(exhibition.cover && { image: `${origin}${exhibition.cover.urls.large}` }),
        ...(works.length > 0 && {
          workFeatured: works.map((work) => ({
            '@type': 'VisualArtwork',
            ...schemaNames(locale, workTitles(work)),
            url: `${origin}${site.path}/works/${work.slug}`,
          })),
        }),
      },
    },
    markup`<article>
      ${exhibition.cover ? markup`<div class="cover">${responsiveImage(exhibition.cover, title, '100vw', true)}</div>` : ''}
      <h1>${title}</h1>
      ${exhibition.subtitle ? markup`<p class="lead">${exhibition.subtitle}</p>` : ''}
      <dl>
        ${facts
          .filter(([, value]) => value)
          .map(
            ([label, value]) =>
              markup`<dt>${label}</dt>
                <dd>${value}</dd>`,
          )}
      </dl>
      ${press ? markup`<div class="press">${raw(liftHeadings(press, 2))}</div>` : ''}
      ${
        exhibition.images.length > 0
          ? markup`<h2>${text.installationViews}</h2>
              <div class="views">
                ${exhibition.images.map(
                  (image) =>
                    markup`<figure>
                      ${responsiveImage(image, image.caption ?? title, '(min-width: 800px) 50vw, 100vw')}
                      ${image.caption ? markup`<figcaption>${image.caption}</figcaption>` : ''}
                    </figure>`,
                )}
              </div>`
          : ''
      }
      ${works.length > 0 ? markup`<h2>${text.works}</h2>${worksGrid(context, works)}` : ''}
      <p><a href="${href(context, `${site.path}/exhibitions`)}">${text.allExhibitions}</a></p>
    </article>`,
  );
}

export function artistsPage(context: PageContext, artists: PublicSiteArtistDto[]): string {
  const { site, locale, origin } = context;
  const text = SITE_TEXT[locale];
  const path = `${site.path}/artists`;
  return sitePage(
    context,
    {
      title: `${text.artists} · ${ownerName(site, locale)}`,
      description: `${text.artists} · ${describe(site, locale)}`,
      path,
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: `${text.artists} · ${ownerName(site, locale)}`,
        url: `${origin}${path}`,
      },
    },
    markup`<h1>${text.artists}</h1>
      ${
        artists.length === 0
          ? markup`<p>${text.noArtists}</p>`
          : markup`<ul class="artists">
              ${artists.map(
                (artist) =>
                  markup`<li data-testid="site-artist">
                    <a href="${href(context, artistPath(context, artist))}">${artistName(artist, locale)}</a>
                    <span class="meta">${[artist.nationality, artist.birthYear].filter(Boolean).join(', ')}</span>
                  </li>`,
              )}
            </ul>`
      }`,
  );
}

export function artistPage(context: PageContext, artist: PublicSiteArtistDto, works: PublicSiteWorkDto[]): string {
  const { site, locale, origin } = context;
  const text = SITE_TEXT[locale];
  const name = artistName(artist, locale);
  const biography = textIn(locale, { ko: artist.biography, en: artist.biographyEn }) || null;
  const path = artistPath(context, artist);
  return sitePage(
    context,
    {
      title: `${name} · ${ownerName(site, locale)}`,
      description: (biography ?? `${name} · ${ownerName(site, locale)}`).slice(0, 155),
      path,
      ...(artist.photo && { image: artist.photo }),
      type: 'article',
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'Person',
        ...schemaNames(locale, artistNames(artist)),
        url: `${origin}${path}`,
        ...(artist.birthYear && { birthDate: String(artist.birthYear) }),
        ...(artist.nationality && { nationality: artist.nationality }),
        ...(biography && { description: biography.slice(0, 500) }),
        ...(artist.website && { sameAs: [artist.website] }),
        ...(artist.photo && { image: `${origin}${artist.photo}` }),
      },
    },
    markup`<h1>${name}</h1>
      <p class="meta">${[artist.nationality, artist.birthYear].filter(Boolean).join(', ')}</p>
      ${biography ? markup`<p class="lead">${biography}</p>` : ''}
      <h2>${text.works}</h2>
      ${worksGrid(context, works)}
      <p><a href="${href(context, `${site.path}/artists`)}">${text.allArtists}</a></p>`,
  );
}
