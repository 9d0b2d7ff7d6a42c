import { randomBytes } from 'node:crypto';
import {
  answerPage,
  ErrorCode,
  pageWindow,
  PermissionLevel,
  siteNameProblem,
  type PageQuery,
  type PublicSiteArtistDto,
  type PublicSiteDto,
  type PublicSiteExhibitionDto,
  type PublicSiteExhibitionSummaryDto,
  type PublicSiteMainDto,
  type PublicSiteWorkDto,
  type SiteAvailability,
  type SiteDomainDto,
  type SiteDomainInput,
  type SiteNameCheck,
  type SiteSeoDto,
  type Locale,
} from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, isUniqueViolation } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { artworkRecords } from '../artwork/artwork.service.js';
import { requireAccess } from '../workspace/access.js';
import { publishedExhibitionsOf } from '../exhibition/exhibition.service.js';
import {
  presentDomain,
  presentSite,
  presentSiteArtist,
  presentSiteExhibition,
  presentSiteExhibitionSummary,
  presentSiteWork,
  siteKindOf,
  sitePath,
} from './website.presenter.js';
import { invalidateSitePages, siteTags } from './site-cache.js';
import { localized } from './pages/site-layout.js';
import { homeDescription, homeTitle } from './pages/site-pages.js';
import { checkHostRecord } from './site-hosts.js';
import * as repo from './website.repository.js';
import type { SiteDomainRow } from './website.repository.js';

/** Works the site's home shows. */
export const MAIN_WORKS = 12;

const noSite = () => new AppError(ErrorCode.notFound, 'This workspace has no website yet.');
const notLive = () => new AppError(ErrorCode.notFound, 'No such site.');

/** The `uid` of the spec's bodies names who acts; it must be the caller. */
function requireSelf(identity: Identity, uid: string | undefined) {
  if (uid !== undefined && uid !== identity.userId)
    throw new AppError(ErrorCode.forbidden, 'You may only act as yourself.');
}

export function requireWebsite(ctx: AppContext, identity: Identity, gid: string, need: PermissionLevel) {
  return requireAccess(ctx, identity, { gid, area: 'website', need });
}

/** The site as its members see it: the platform's host is where an own host should point. */
function presented(ctx: AppContext, row: SiteDomainRow): SiteDomainDto {
  return presentDomain(row, new URL(ctx.config.publicUrl).hostname);
}

export async function requireDomain(ctx: AppContext, gid: string): Promise<SiteDomainRow> {
  const domain = await repo.domainOf(ctx.db, gid);
  if (!domain) throw noSite();
  return domain;
}

// ——— the workspace's side ———

export async function getDomain(ctx: AppContext, identity: Identity, gid: string): Promise<SiteDomainDto> {
  await requireWebsite(ctx, identity, gid, PermissionLevel.read);
  return presented(ctx, await requireDomain(ctx, gid));
}

/** Whether `name` can be the workspace's: its own current name is free to it. */
export async function checkName(ctx: AppContext, identity: Identity, gid: string, raw: string): Promise<SiteNameCheck> {
  await requireWebsite(ctx, identity, gid, PermissionLevel.read);
  const name = raw.trim().toLowerCase();
  const problem = siteNameProblem(name) ?? ((await repo.nameTakenByOther(ctx.db, name, gid)) ? 'taken' : null);
  return { name, available: problem === null, reason: problem };
}

/** Creates the workspace's site (off line until put live) or changes its name, toggles and links. */
export async function putDomain(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  input: SiteDomainInput,
): Promise<SiteDomainDto> {
  requireSelf(identity, input.uid);
  await requireWebsite(ctx, identity, gid, PermissionLevel.write);
  if (await repo.nameTakenByOther(ctx.db, input.name, gid))
    throw new AppError(ErrorCode.conflict, 'Another site has this name.', [{ field: 'name', message: 'is taken' }]);
  const values = {
    name: input.name,
    allowPrice: input.allowprice,
    allowDescription: input.allowdescription,
    allowPhoto: input.allowphoto,
    allowEmail: input.allowemail,
    allowPhone: input.allowphone,
    links: input.links,
  };
  const existing = await repo.domainOf(ctx.db, gid);
  try {
    const row = existing
      ? await repo.updateDomain(ctx.db, existing.id, values)
      : await repo.insertDomain(ctx.db, { id: newId(), galleryId: gid, ...values });
    await invalidateSitePages(ctx, [siteTags.site(gid)]);
    return presented(ctx, row);
  } catch (error) {
    // Two workspaces asking for one name at the same moment: the unique index decides.
    if (isUniqueViolation(error))
      throw new AppError(ErrorCode.conflict, 'Another site has this name.', [{ field: 'name', message: 'is taken' }]);
    throw error;
  }
}

export async function setLive(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  input: { domainid: string; live: boolean; uid?: string | undefined },
): Promise<SiteDomainDto> {
  requireSelf(identity, input.uid);
  await requireWebsite(ctx, identity, gid, PermissionLevel.write);
  const domain = await requireDomain(ctx, gid);
  // Another workspace's site is as unknown here as a missing one.
  if (domain.id !== input.domainid) throw noSite();
  const row = await repo.updateDomain(ctx.db, domain.id, { live: input.live });
  await invalidateSitePages(ctx, [siteTags.site(gid)]);
  return presented(ctx, row);
}

/** What the site's home says to search engines, as its pages render it (ADR 021, ADR 023). */
export async function siteSeo(ctx: AppContext, identity: Identity, gid: string): Promise<SiteSeoDto> {
  await requireWebsite(ctx, identity, gid, PermissionLevel.read);
  const domain = await requireDomain(ctx, gid);
  const [owner, works] = await Promise.all([repo.ownerOf(ctx.db, gid), presentedWorks(ctx, domain)]);
  if (!owner) throw noSite();
  const site = presentSite(domain, owner);
  const onHost = domain.host !== null && domain.hostVerifiedAt !== null;
  const origin = onHost ? `https://${domain.host}` : ctx.config.publicUrl.replace(/\/$/, '');
  const home = onHost ? '/' : site.path;
  const url = (locale: Locale) => `${origin}${localized(home, locale, '', site.defaultLanguage)}`;
  const image = works.find((work) => work.images.length > 0)?.images[0]?.urls.large;
  return {
    url: url(site.defaultLanguage),
    title: { ko: homeTitle(site, 'ko'), en: homeTitle(site, 'en') },
    description: { ko: homeDescription(site, 'ko'), en: homeDescription(site, 'en') },
    image: image ? `${origin}${image}` : null,
    alternates: { ko: url('ko'), en: url('en'), 'x-default': url(site.defaultLanguage) },
    sitemap: `${origin}${onHost ? '' : site.path}/sitemap.xml`,
    indexable: domain.live,
  };
}

/**
 * Attaches an own host name (unproven until its TXT record is found; a new token each time) or
 * lets it go. The platform's own host and another site's are refused.
 */
export async function putHost(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  host: string | null,
): Promise<SiteDomainDto> {
  await requireWebsite(ctx, identity, gid, PermissionLevel.write);
  const domain = await requireDomain(ctx, gid);
  if (host === domain.host) return presented(ctx, domain);
  const taken = () =>
    new AppError(ErrorCode.conflict, 'Another site has this host name.', [{ field: 'host', message: 'is taken' }]);
  if (host !== null) {
    if (host === new URL(ctx.config.publicUrl).hostname)
      throw new AppError(ErrorCode.validation, 'Invalid request: host', [
        { field: 'host', message: "is the platform's own host" },
      ]);
    if (await repo.hostTakenByOther(ctx.db, host, gid)) throw taken();
  }
  try {
    const row = await repo.updateDomain(ctx.db, domain.id, {
      host,
      hostToken: host === null ? null : randomBytes(18).toString('base64url'),
      hostVerifiedAt: null,
      hostCheckedAt: null,
      hostProblem: null,
    });
    await invalidateSitePages(ctx, [siteTags.site(gid)]);
    return presented(ctx, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Looks the host's TXT record up now and records the outcome: verified, or why not. */
export async function verifyHost(ctx: AppContext, identity: Identity, gid: string): Promise<SiteDomainDto> {
  await requireWebsite(ctx, identity, gid, PermissionLevel.write);
  const domain = await requireDomain(ctx, gid);
  if (!domain.host || !domain.hostToken)
    throw new AppError(ErrorCode.invalidTransition, 'Attach a host name to the site first.');
  const problem = await checkHostRecord(ctx.config.sites.dnsServers, domain.host, domain.hostToken);
  const now = new Date();
  const row = await repo.updateDomain(ctx.db, domain.id, {
    hostCheckedAt: now,
    hostProblem: problem,
    // Once proven, a host stays the site's until its owner lets it go (a DNS hiccup does not unplug it).
    hostVerifiedAt: problem === null ? (domain.hostVerifiedAt ?? now) : domain.hostVerifiedAt,
  });
  return presented(ctx, row);
}

/** The site's works as visitors see them, in its order. */
async function presentedWorks(ctx: AppContext, domain: SiteDomainRow): Promise<PublicSiteWorkDto[]> {
  const rows = await repo.siteArtworks(ctx.db, domain.galleryId);
  const records = await artworkRecords(
    ctx,
    rows.map((row) => row.artwork),
  );
  return records.map((record) => presentSiteWork(record, domain));
}

export async function getSiteWorks(ctx: AppContext, identity: Identity, gid: string) {
  await requireWebsite(ctx, identity, gid, PermissionLevel.read);
  return presentedWorks(ctx, await requireDomain(ctx, gid));
}

export async function getSiteWork(ctx: AppContext, identity: Identity, gid: string, aid: string) {
  await requireWebsite(ctx, identity, gid, PermissionLevel.read);
  const work = (await presentedWorks(ctx, await requireDomain(ctx, gid))).find((entry) => entry.aid === aid);
  if (!work) throw new AppError(ErrorCode.notFound, 'The site does not show this work.');
  return work;
}

/** Sets the works the site shows, in order: the workspace's own works only, or nothing changes. */
export async function putSiteWorks(ctx: AppContext, identity: Identity, gid: string, aids: string[]) {
  await requireWebsite(ctx, identity, gid, PermissionLevel.write);
  const domain = await requireDomain(ctx, gid);
  const own = await repo.ownArtworkIds(ctx.db, gid, aids);
  const foreign = aids.findIndex((aid) => !own.has(aid));
  if (foreign !== -1)
    throw new AppError(ErrorCode.validation, 'Invalid request: aids', [
      { field: `aids.${foreign}`, message: 'is not a work of this workspace' },
    ]);
  await repo.replaceSiteWorks(ctx.db, gid, aids);
  await invalidateSitePages(ctx, [siteTags.site(gid)]);
  return presentedWorks(ctx, domain);
}

// ——— the public web ———

/** A site by its name, only while it is live. */
async function liveSite(ctx: AppContext, name: string): Promise<SiteDomainRow> {
  const domain = await repo.domainNamed(ctx.db, name.toLowerCase());
  if (!domain?.live) throw notLive();
  return domain;
}

/** A live site with every work it shows, in order: what its pages are made from. */
export async function liveSiteContent(
  ctx: AppContext,
  name: string,
): Promise<PublicSiteMainDto & { gid: string; domain: SiteDomainRow }> {
  const domain = await liveSite(ctx, name);
  const [owner, works] = await Promise.all([repo.ownerOf(ctx.db, domain.galleryId), presentedWorks(ctx, domain)]);
  if (!owner) throw notLive();
  return { gid: domain.galleryId, domain, site: presentSite(domain, owner), works };
}

export type SiteContent = Awaited<ReturnType<typeof liveSiteContent>>;

/** The site's published exhibitions, their works through the site's presenter. */
export async function exhibitionsOfSite(ctx: AppContext, domain: SiteDomainRow): Promise<PublicSiteExhibitionDto[]> {
  const sources = await publishedExhibitionsOf(ctx, domain.galleryId);
  return sources.map((source) => presentSiteExhibition(source, domain));
}

/** The artists whose works the site shows, by name, each with how many of their works it shows. */
export async function artistsOfSite(ctx: AppContext, content: SiteContent): Promise<PublicSiteArtistDto[]> {
  const counts = new Map<string, number>();
  for (const work of content.works) if (work.artistId) counts.set(work.artistId, (counts.get(work.artistId) ?? 0) + 1);
  const rows = await repo.artistsIn(ctx.db, content.gid, [...counts.keys()]);
  return rows.map((row) => presentSiteArtist(row, counts.get(row.id) ?? 0));
}

export async function siteExhibitions(ctx: AppContext, name: string): Promise<PublicSiteExhibitionSummaryDto[]> {
  const domain = await liveSite(ctx, name);
  return (await publishedExhibitionsOf(ctx, domain.galleryId)).map(presentSiteExhibitionSummary);
}

export async function siteExhibition(ctx: AppContext, name: string, id: string): Promise<PublicSiteExhibitionDto> {
  const exhibition = (await exhibitionsOfSite(ctx, await liveSite(ctx, name))).find(
    (entry) => entry.exhibitionid === id,
  );
  if (!exhibition) throw new AppError(ErrorCode.notFound, 'The site has no such exhibition.');
  return exhibition;
}

export async function siteArtists(ctx: AppContext, name: string): Promise<PublicSiteArtistDto[]> {
  return artistsOfSite(ctx, await liveSiteContent(ctx, name));
}

export async function siteArtist(ctx: AppContext, name: string, id: string) {
  const content = await liveSiteContent(ctx, name);
  const artist = (await artistsOfSite(ctx, content)).find((entry) => entry.artistid === id);
  if (!artist) throw new AppError(ErrorCode.notFound, 'The site shows no works of such an artist.');
  return { ...artist, works: content.works.filter((work) => work.artistId === id) };
}

export async function siteAbout(ctx: AppContext, name: string): Promise<PublicSiteDto> {
  return (await liveSiteContent(ctx, name)).site;
}

export async function siteMain(ctx: AppContext, name: string): Promise<PublicSiteMainDto> {
  const { site, works } = await liveSiteContent(ctx, name);
  return { site, works: works.slice(0, MAIN_WORKS) };
}

export async function siteWorks(
  ctx: AppContext,
  name: string,
  query: PageQuery & { artist?: string | undefined; availability?: SiteAvailability | undefined },
) {
  const domain = await liveSite(ctx, name);
  const works = (await presentedWorks(ctx, domain)).filter(
    (work) =>
      (!query.artist || work.artistId === query.artist) &&
      (!query.availability || work.availability === query.availability),
  );
  const { offset, limit } = pageWindow(query);
  return answerPage(query, works.slice(offset, offset + limit), works.length);
}

export async function siteWork(ctx: AppContext, name: string, aid: string): Promise<PublicSiteWorkDto> {
  const work = (await presentedWorks(ctx, await liveSite(ctx, name))).find((entry) => entry.aid === aid);
  if (!work) throw new AppError(ErrorCode.notFound, 'The site does not show this work.');
  return work;
}

export async function siteDirectory(ctx: AppContext, query: PageQuery) {
  const { rows, total } = await repo.liveDomains(ctx.db, pageWindow(query));
  return answerPage(
    query,
    rows.map(({ domain, owner }) => ({
      name: domain.name,
      path: sitePath(domain.name),
      kind: siteKindOf(owner.type),
      ownerName: owner.name,
    })),
    total,
  );
}

/** The public paths (`/web/<name>`) of these workspaces' live sites, by workspace: for pages that link to them. */
export async function liveSitePathsOf(ctx: AppContext, gids: string[]): Promise<Map<string, string>> {
  const names = await repo.liveSiteNamesOf(ctx.db, [...new Set(gids)]);
  return new Map([...names].map(([gid, name]) => [gid, sitePath(name)]));
}
