import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { errorBodySchema } from '../errors.js';
import { idText, text } from '../input.js';
import { pageOf, pageQuerySchema } from '../pagination.js';
import {
  publicSiteArtistPageSchema,
  publicSiteArtistSchema,
  publicSiteExhibitionSchema,
  publicSiteExhibitionSummarySchema,
  publicSiteMainSchema,
  publicSiteSchema,
  publicSiteWorkSchema,
  siteDirectoryEntrySchema,
  siteDomainInputSchema,
  siteDomainSchema,
  siteHostInputSchema,
  siteLiveInputSchema,
  siteNameCheckSchema,
  siteSeoSchema,
  siteWorksInputSchema,
  siteWorksQuerySchema,
} from './website.schemas.js';
import { siteSettingsConfigSchema, siteSettingsSchema } from './website-settings.schemas.js';

/**
 * Routes of SPEC.md §7 Domain/public site and Public web (ADR 021). `gid` is the workspace whose
 * site it is; changing it needs write access to the website area (SPEC.md §6).
 */

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const publicErrors = { 400: errorBodySchema, 404: errorBodySchema };
const id = idText();
const gid = z.object({ gid: id });
const tags = ['website'];
/** A site's name as a path segment: anything that could be one; unknown names are 404s. */
const domainParam = text().min(1).max(100);

export const putSiteDomainRoute = defineRoute({
  method: 'PUT',
  path: '/ovr/domain',
  summary: "Create or change the workspace's site: its name, what it may show (toggles) and its links",
  tags,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: siteDomainInputSchema,
  responses: { 200: siteDomainSchema, ...errors },
});

export const siteDomainRoute = defineRoute({
  method: 'GET',
  path: '/ovr/domain',
  summary: "The workspace's site (404 until it has one)",
  tags,
  auth: 'session',
  access: 'workspace:read',
  headers: gid,
  responses: { 200: siteDomainSchema, ...errors },
});

export const siteNameExistsRoute = defineRoute({
  method: 'GET',
  path: '/ovr/domain/exists',
  summary:
    'Whether a site name can be had: free, or taken, reserved or invalid (a name the workspace already has is free to it)',
  tags,
  auth: 'session',
  access: 'workspace:read',
  headers: gid.extend({ name: text().max(200) }),
  responses: { 200: siteNameCheckSchema, ...errors },
});

export const siteLiveRoute = defineRoute({
  method: 'PUT',
  path: '/ovr/domain/live',
  summary: 'Put the site live, or take it off line (its pages answer 404 at once)',
  tags,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: siteLiveInputSchema,
  responses: { 200: siteDomainSchema, ...errors },
});

export const putSiteHostRoute = defineRoute({
  method: 'PUT',
  path: '/ovr/domain/host',
  summary:
    'Attach an own host name to the site (it serves the site once a DNS TXT record proves it), or let it go with null',
  tags,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: siteHostInputSchema,
  responses: { 200: siteDomainSchema, ...errors },
});

export const verifySiteHostRoute = defineRoute({
  method: 'POST',
  path: '/ovr/domain/host/verify',
  summary: "Look up the host's TXT record now: verified, or why not (no record, another value, no answer)",
  tags,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  responses: { 200: siteDomainSchema, ...errors },
});

export const siteWorksRoute = defineRoute({
  method: 'GET',
  path: '/ovr/items',
  summary: 'The works the site shows, in order, as visitors see them (the toggles applied)',
  tags,
  auth: 'session',
  access: 'workspace:read',
  headers: gid,
  responses: { 200: z.array(publicSiteWorkSchema), ...errors },
});

export const putSiteWorksRoute = defineRoute({
  method: 'PUT',
  path: '/ovr/items',
  summary: "Choose the works the site shows and their order (the complete list; the workspace's own works only)",
  tags,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: siteWorksInputSchema,
  responses: { 200: z.array(publicSiteWorkSchema), ...errors },
});

export const siteWorkRoute = defineRoute({
  method: 'GET',
  path: '/ovr/item',
  summary: 'One work of the site as visitors see it (404 when the site does not show it)',
  tags,
  auth: 'session',
  access: 'workspace:read',
  headers: gid.extend({ aid: id }),
  responses: { 200: publicSiteWorkSchema, ...errors },
});

export const siteDirectoryRoute = defineRoute({
  method: 'GET',
  path: '/ovr/domains',
  summary: 'Live sites, for a directory (anyone may look)',
  tags,
  auth: 'public',
  access: 'public',
  query: pageQuerySchema,
  responses: { 200: pageOf(siteDirectoryEntrySchema), 400: errorBodySchema },
});

export const publicSiteDirectoryRoute = defineRoute({
  method: 'GET',
  path: '/web/domains',
  summary: 'Live sites, for a directory (the public web’s name for GET /ovr/domains)',
  tags,
  auth: 'public',
  access: 'public',
  query: pageQuerySchema,
  responses: { 200: pageOf(siteDirectoryEntrySchema), 400: errorBodySchema },
});

export const publicSiteMainRoute = defineRoute({
  method: 'GET',
  path: '/web/{domain}/main',
  summary: 'A live site: who it belongs to and its first works (404 unless live)',
  tags,
  auth: 'public',
  access: 'public',
  params: z.object({ domain: domainParam }),
  responses: { 200: publicSiteMainSchema, ...publicErrors },
});

export const publicSiteWorksRoute = defineRoute({
  method: 'GET',
  path: '/web/{domain}/artworks',
  summary: 'The works of a live site in its order, by artist or availability',
  tags,
  auth: 'public',
  access: 'public',
  params: z.object({ domain: domainParam }),
  query: pageQuerySchema.extend(siteWorksQuerySchema.shape),
  responses: { 200: pageOf(publicSiteWorkSchema), ...publicErrors },
});

export const publicSiteWorkRoute = defineRoute({
  method: 'GET',
  path: '/web/{domain}/artwork/{aid}',
  summary: 'One work of a live site (404 when the site does not show it)',
  tags,
  auth: 'public',
  access: 'public',
  params: z.object({ domain: domainParam, aid: id }),
  responses: { 200: publicSiteWorkSchema, ...publicErrors },
});

export const createSiteSettingsRoute = defineRoute({
  method: 'POST',
  path: '/websettings',
  summary:
    "Save the site's settings for the first time: template, logo, menu, about, contact, social links, language, analytics (409 once saved)",
  tags,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: siteSettingsSchema,
  responses: { 200: siteSettingsConfigSchema, ...errors },
});

export const siteSettingsRoute = defineRoute({
  method: 'GET',
  path: '/websettings/config',
  summary: "The site's settings in force (the defaults until saved)",
  tags,
  auth: 'session',
  access: 'workspace:read',
  headers: gid,
  responses: { 200: siteSettingsConfigSchema, ...errors },
});

export const updateSiteSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/websettings',
  summary: "Change some of the site's settings (the rest stay as they are)",
  tags,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: siteSettingsSchema.partial(),
  responses: { 200: siteSettingsConfigSchema, ...errors },
});

const siteParams = z.object({ domain: domainParam });

export const publicSiteExhibitionsRoute = defineRoute({
  method: 'GET',
  path: '/web/{domain}/exhibitions',
  summary: "A live site's published exhibitions, latest first",
  tags,
  auth: 'public',
  access: 'public',
  params: siteParams,
  responses: { 200: z.array(publicSiteExhibitionSummarySchema), ...publicErrors },
});

export const publicSiteExhibitionRoute = defineRoute({
  method: 'GET',
  path: '/web/{domain}/exhibition/{id}',
  summary: 'One published exhibition of a live site, with its installation views and works',
  tags,
  auth: 'public',
  access: 'public',
  params: siteParams.extend({ id }),
  responses: { 200: publicSiteExhibitionSchema, ...publicErrors },
});

export const publicSiteArtistsRoute = defineRoute({
  method: 'GET',
  path: '/web/{domain}/artists',
  summary: 'The artists whose works a live site shows',
  tags,
  auth: 'public',
  access: 'public',
  params: siteParams,
  responses: { 200: z.array(publicSiteArtistSchema), ...publicErrors },
});

export const publicSiteArtistRoute = defineRoute({
  method: 'GET',
  path: '/web/{domain}/artist/{id}',
  summary: 'One artist of a live site, with the works of theirs it shows',
  tags,
  auth: 'public',
  access: 'public',
  params: siteParams.extend({ id }),
  responses: { 200: publicSiteArtistPageSchema, ...publicErrors },
});

export const publicSiteAboutRoute = defineRoute({
  method: 'GET',
  path: '/web/{domain}/about',
  summary: 'Who a live site belongs to and how to reach them (the toggles applied)',
  tags,
  auth: 'public',
  access: 'public',
  params: siteParams,
  responses: { 200: publicSiteSchema, ...publicErrors },
});

export const siteSeoRoute = defineRoute({
  method: 'GET',
  path: '/ovr/seo',
  summary:
    "What the site's home says to search engines and link previews: title, description, image, language alternates",
  tags,
  auth: 'session',
  access: 'workspace:read',
  headers: gid,
  responses: { 200: siteSeoSchema, ...errors },
});
