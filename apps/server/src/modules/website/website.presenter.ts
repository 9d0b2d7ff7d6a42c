import {
  DEFAULT_ROOM_VISIBILITY,
  DEFAULT_SITE_SETTINGS,
  type SiteSettings,
  type PublicSiteArtistDto,
  type PublicSiteDto,
  type PublicSiteExhibitionDto,
  type PublicSiteExhibitionSummaryDto,
  type PublicSiteWorkDto,
  type SiteDomainDto,
  SITE_HOST_PROBLEMS,
  type SiteHostStateDto,
  UserType,
} from '@vernissage/shared';
import { imageUrls, type ArtworkRecord } from '../artwork/artwork.presenter.js';
import { presentRoomWork } from '../viewing-room/viewing-room.presenter.js';
import { hostRecordName, hostRecordValue } from './site-hosts.js';
import type { PublishedExhibition } from '../exhibition/exhibition.service.js';
import type { SiteArtistRow, SiteDomainRow, SiteOwnerRow } from './website.repository.js';

/** Where a site is on the platform. */
export function sitePath(name: string): string {
  return `/web/${name}`;
}

/** An artist's workspace makes a `Person`'s site; every other, a gallery's. */
export function siteKindOf(workspaceType: number): 'gallery' | 'artist' {
  return workspaceType === UserType.artist ? 'artist' : 'gallery';
}

/** An own host name's state, with the records its owner must add at their DNS provider. */
function presentHost(row: SiteDomainRow, platformHost: string): SiteHostStateDto | null {
  if (!row.host || !row.hostToken) return null;
  return {
    name: row.host,
    verified: row.hostVerifiedAt !== null,
    record: { type: 'TXT', name: hostRecordName(row.host), value: hostRecordValue(row.hostToken) },
    target: platformHost,
    checkedAt: row.hostCheckedAt?.toISOString() ?? null,
    problem: SITE_HOST_PROBLEMS.find((problem) => problem === row.hostProblem) ?? null,
  };
}

export function presentDomain(row: SiteDomainRow, platformHost: string): SiteDomainDto {
  return {
    domainid: row.id,
    gid: row.galleryId,
    name: row.name,
    allowprice: row.allowPrice,
    allowdescription: row.allowDescription,
    allowphoto: row.allowPhoto,
    allowemail: row.allowEmail,
    allowphone: row.allowPhone,
    links: row.links,
    live: row.live,
    path: sitePath(row.name),
    host: presentHost(row, platformHost),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * `moon-jar-<aid>`: the title's words for people and search engines (letters of any script,
 * Hangul included), then the id, which is all the site reads back.
 */
export function slugOf(title: string, id: string): string {
  const words = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return words ? `${words}-${id}` : id;
}

/**
 * The one presenter of what a site shows of a work: a room's view of it with the site's toggles
 * as the room's visibility (no location or stock number, ever), and no pictures when the site
 * hides photos. A hidden field is left out, so no page, feed or card built on it can show it.
 */
export function presentSiteWork(record: ArtworkRecord, domain: SiteDomainRow): PublicSiteWorkDto {
  const shown = presentRoomWork(record, undefined, null, {
    ...DEFAULT_ROOM_VISIBILITY,
    price: domain.allowPrice && record.artwork.priceDisplay === 'exact',
    description: domain.allowDescription,
    location: false,
    stockNumber: false,
  });
  const { location: _location, stockNumber: _stockNumber, ...work } = shown;
  return {
    ...work,
    images: domain.allowPhoto ? work.images : [],
    slug: slugOf(record.artwork.titleEn || record.artwork.title, record.artwork.id),
    artistId: record.artwork.artistId,
  };
}

/**
 * The settings a site's pages follow: the saved ones over the defaults (ADR 024), so a setting
 * added later has its default on sites saved before it existed.
 */
export function settingsOf(domain: Pick<SiteDomainRow, 'settings'>): SiteSettings {
  return { ...DEFAULT_SITE_SETTINGS, ...domain.settings };
}

/** Who a site belongs to, with the e-mail and phone toggles and the site's settings applied. */
export function presentSite(domain: SiteDomainRow, owner: SiteOwnerRow): PublicSiteDto {
  const settings = settingsOf(domain);
  return {
    name: domain.name,
    path: sitePath(domain.name),
    kind: siteKindOf(owner.type),
    ownerName: owner.name,
    ownerNameEn: owner.nameen,
    about: settings.about.ko || owner.about,
    aboutEn: settings.about.en || owner.aboutEn,
    address: owner.address,
    ...(domain.allowEmail && { email: owner.email }),
    ...(domain.allowPhone && { phone: owner.phone }),
    links: domain.links,
    showsPrices: domain.allowPrice,
    logo: settings.showLogo && owner.logo ? imageUrls(owner.logo.prefix, null).medium : null,
    template: settings.template,
    menu: settings.menu,
    contact: settings.contact,
    social: settings.social,
    defaultLanguage: settings.defaultLanguage,
    seo: settings.seo,
    analyticsId: settings.analytics.googleMeasurementId,
  };
}

function presentPicture(image: PublishedExhibition['views'][number]) {
  return {
    id: image.id,
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
    urls: imageUrls(image.keyPrefix, null),
  };
}

/** An exhibition as the site's list shows it. */
export function presentSiteExhibitionSummary(source: PublishedExhibition): PublicSiteExhibitionSummaryDto {
  const { exhibition } = source;
  return {
    exhibitionid: exhibition.id,
    slug: slugOf(exhibition.titleEn || exhibition.title, exhibition.id),
    title: exhibition.title,
    titleEn: exhibition.titleEn,
    subtitle: exhibition.subtitle,
    startDate: exhibition.startDate,
    endDate: exhibition.endDate,
    status: source.status,
    venue: exhibition.venue,
    cover: source.cover ? presentPicture(source.cover) : null,
  };
}

/** An exhibition with its works through the site's one work presenter (the toggles applied). */
export function presentSiteExhibition(source: PublishedExhibition, domain: SiteDomainRow): PublicSiteExhibitionDto {
  const { exhibition } = source;
  return {
    ...presentSiteExhibitionSummary(source),
    openingReception: exhibition.openingReception,
    curator: exhibition.curator,
    pressHtml: source.pressHtml,
    pressHtmlEn: source.pressHtmlEn,
    images: source.views.map((image) => ({ ...presentPicture(image), caption: image.caption })),
    works: source.works.map((work) => ({ caption: work.caption, work: presentSiteWork(work.record, domain) })),
  };
}

export function presentSiteArtist(row: SiteArtistRow, workCount: number): PublicSiteArtistDto {
  return {
    artistid: row.id,
    slug: slugOf(row.nameEn || row.name, row.id),
    name: row.name,
    nameEn: row.nameEn,
    birthYear: row.birthYear,
    nationality: row.nationality,
    biography: row.biography,
    biographyEn: row.biographyEn,
    website: row.website,
    photo: row.photo ? imageUrls(row.photo.prefix, null).medium : null,
    workCount,
  };
}
