import { z } from 'zod';
import { idText, storableUrl, text } from '../input.js';
import { EXHIBITION_STATUSES, exhibitionPictureSchema, VENUE_TYPES } from './exhibition.schemas.js';
import { publicRoomWorkSchema, ROOM_AVAILABILITY } from './viewing-room.schemas.js';
import { SITE_TEMPLATES, siteMenuItemSchema, siteSettingsSchema } from './website-settings.schemas.js';

/**
 * Public websites (SPEC.md §7 Domain/public site, Public web; ADR 021). A workspace's site lives
 * at `/web/{name}`; its toggles decide what any of its pages may show.
 */

export const SITE_NAME_MIN = 3;
export const SITE_NAME_MAX = 40;
export const SITE_LINKS_MAX = 10;
export const SITE_WORKS_MAX = 500;
/** Lower-case letters, digits and inner hyphens: the name is a path segment and, later, a sub-domain. */
export const SITE_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * Names a site may not take: the platform's own paths and words that would mislead a visitor
 * into thinking the page is the platform's.
 */
export const RESERVED_SITE_NAMES: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'api',
  'app',
  'assets',
  'auth',
  'blog',
  'dashboard',
  'docs',
  'files',
  'help',
  'login',
  'logout',
  'mail',
  'official',
  'root',
  'search',
  'settings',
  'showcase',
  'signup',
  'static',
  'status',
  'support',
  'system',
  'vernissage',
  'web',
  'www',
]);

export const SITE_NAME_PROBLEMS = ['invalid', 'reserved', 'taken'] as const;
export type SiteNameProblem = (typeof SITE_NAME_PROBLEMS)[number];

/** What is wrong with a site name as written (before asking whether it is taken), or null. */
export function siteNameProblem(name: string): Exclude<SiteNameProblem, 'taken'> | null {
  if (name.length < SITE_NAME_MIN || name.length > SITE_NAME_MAX || !SITE_NAME_PATTERN.test(name)) return 'invalid';
  return RESERVED_SITE_NAMES.has(name) ? 'reserved' : null;
}

export const siteNameSchema = text()
  .trim()
  .toLowerCase()
  .max(SITE_NAME_MAX, `must be at most ${SITE_NAME_MAX} characters`)
  .superRefine((name, context) => {
    const problem = siteNameProblem(name);
    if (problem === 'invalid')
      context.addIssue({
        code: 'custom',
        message: `must be ${SITE_NAME_MIN}–${SITE_NAME_MAX} lower-case letters, digits or inner hyphens`,
      });
    if (problem === 'reserved') context.addIssue({ code: 'custom', message: 'is reserved' });
  });

export const siteLinkSchema = z.object({
  label: text().trim().min(1, 'must not be empty').max(60),
  url: storableUrl().max(500),
});

/** The toggles: what every page, feed and card of the site may show. */
export const SITE_TOGGLES = ['allowprice', 'allowdescription', 'allowphoto', 'allowemail', 'allowphone'] as const;
export type SiteToggle = (typeof SITE_TOGGLES)[number];

/** `PUT /ovr/domain`: the site's name, toggles and links (`uid`, when sent, must be the caller). */
export const siteDomainInputSchema = z.object({
  uid: idText().optional(),
  name: siteNameSchema,
  allowprice: z.boolean(),
  allowdescription: z.boolean(),
  allowphoto: z.boolean(),
  allowemail: z.boolean(),
  allowphone: z.boolean(),
  links: z.array(siteLinkSchema).max(SITE_LINKS_MAX).default([]),
});
export type SiteDomainInput = z.infer<typeof siteDomainInputSchema>;

export const SITE_HOST_MAX = 253;
/** A DNS host name: dot-separated labels of letters, digits and inner hyphens, a top-level name of letters. */
export const SITE_HOST_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** Where the TXT record that proves a host is the site owner's lives, under the host. */
export const SITE_HOST_RECORD_PREFIX = '_vernissage';

export const siteHostSchema = text()
  .trim()
  .toLowerCase()
  .max(SITE_HOST_MAX, `must be at most ${SITE_HOST_MAX} characters`)
  .transform((host) => host.replace(/\.$/, ''))
  .refine((host) => SITE_HOST_PATTERN.test(host), 'must be a host name such as www.example.com');

/** `PUT /ovr/domain/host`: attach an own host name to the site, or let it go (null). */
export const siteHostInputSchema = z.object({ host: siteHostSchema.nullable() });

export const SITE_HOST_PROBLEMS = ['not_found', 'mismatch', 'dns_error'] as const;

/** An own host name, the DNS records that make it the site's, and whether it is proven yet. */
export const siteHostStateSchema = z.object({
  name: z.string(),
  verified: z.boolean(),
  /** The TXT record to add: proves the host is the owner's. */
  record: z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() }),
  /** Where the host should point (a CNAME to the platform's host). */
  target: z.string(),
  checkedAt: z.string().nullable(),
  /** Why the last check failed: no TXT record, another value, or the DNS did not answer. */
  problem: z.enum(SITE_HOST_PROBLEMS).nullable(),
});
export type SiteHostStateDto = z.infer<typeof siteHostStateSchema>;

/** A workspace's site as its members see and edit it. */
export const siteDomainSchema = z
  .object({
    domainid: z.string(),
    gid: z.string(),
    name: z.string(),
    allowprice: z.boolean(),
    allowdescription: z.boolean(),
    allowphoto: z.boolean(),
    allowemail: z.boolean(),
    allowphone: z.boolean(),
    links: z.array(siteLinkSchema),
    live: z.boolean(),
    /** Where visitors find it: `/web/{name}`. */
    path: z.string(),
    /** Its own host name, when one is attached. */
    host: siteHostStateSchema.nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SiteDomain' });
export type SiteDomainDto = z.infer<typeof siteDomainSchema>;

/** `GET /ovr/domain/exists`: whether a name can be had, and why not. */
export const siteNameCheckSchema = z.object({
  name: z.string(),
  available: z.boolean(),
  reason: z.enum(SITE_NAME_PROBLEMS).nullable(),
});
export type SiteNameCheck = z.infer<typeof siteNameCheckSchema>;

export const siteLiveInputSchema = z.object({ domainid: idText(), live: z.boolean(), uid: idText().optional() });

/** `PUT /ovr/items`: the works the site shows, complete and in order. */
export const siteWorksInputSchema = z.object({
  aids: z
    .array(idText())
    .max(SITE_WORKS_MAX)
    .refine((aids) => new Set(aids).size === aids.length, 'must not name a work twice'),
});

export const SITE_AVAILABILITY = ROOM_AVAILABILITY;
export type SiteAvailability = (typeof SITE_AVAILABILITY)[number];

/**
 * A work as the site shows it: what a room shows, minus what the site's toggles hide (a hidden
 * field is absent, never null) — no location or stock number ever — plus a readable slug.
 */
export const publicSiteWorkSchema = publicRoomWorkSchema
  .omit({ location: true, stockNumber: true })
  .extend({
    /** `moon-jar-<aid>`: the title for people and search engines, the id for us. */
    slug: z.string(),
    artistId: z.string().nullable(),
  })
  .meta({ id: 'PublicSiteWork' });
export type PublicSiteWorkDto = z.infer<typeof publicSiteWorkSchema>;

/** Who a site belongs to and how to reach them, with the toggles applied. */
export const publicSiteSchema = z
  .object({
    name: z.string(),
    path: z.string(),
    kind: z.enum(['gallery', 'artist']),
    ownerName: z.string(),
    ownerNameEn: z.string().nullable(),
    about: z.string().nullable(),
    aboutEn: z.string().nullable(),
    address: z.string().nullable(),
    email: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
    links: z.array(siteLinkSchema),
    /** Whether prices may show at all: pages say "price on request" rather than nothing. */
    showsPrices: z.boolean(),
    /** The workspace's logo (medium size), when the settings show it. */
    logo: z.string().nullable(),
    template: z.enum(SITE_TEMPLATES),
    menu: z.array(siteMenuItemSchema),
    contact: siteSettingsSchema.shape.contact,
    social: siteSettingsSchema.shape.social,
    defaultLanguage: z.enum(['ko', 'en']),
    seo: siteSettingsSchema.shape.seo,
    analyticsId: z.string().nullable(),
  })
  .meta({ id: 'PublicSite' });
export type PublicSiteDto = z.infer<typeof publicSiteSchema>;

/** `GET /web/{domain}/main`: the site and its first works. */
export const publicSiteMainSchema = z.object({ site: publicSiteSchema, works: z.array(publicSiteWorkSchema) });
export type PublicSiteMainDto = z.infer<typeof publicSiteMainSchema>;

/** A live site in the directory (`GET /ovr/domains`, `GET /web/domains`). */
export const siteDirectoryEntrySchema = z.object({
  name: z.string(),
  path: z.string(),
  kind: z.enum(['gallery', 'artist']),
  ownerName: z.string(),
});

export const siteWorksQuerySchema = z.object({
  artist: idText().optional(),
  availability: z.enum(SITE_AVAILABILITY).optional(),
});

/** An exhibition of the site, as its list shows it (published exhibitions only). */
export const publicSiteExhibitionSummarySchema = z
  .object({
    exhibitionid: z.string(),
    /** `spring-light-<id>`, as a work's slug. */
    slug: z.string(),
    title: z.string(),
    titleEn: z.string().nullable(),
    subtitle: z.string().nullable(),
    startDate: z.string(),
    endDate: z.string(),
    status: z.enum(EXHIBITION_STATUSES),
    venue: z.object({
      type: z.enum(VENUE_TYPES),
      name: z.string().nullable(),
      address: z.string().nullable(),
      url: z.string().nullable(),
    }),
    cover: exhibitionPictureSchema.nullable(),
  })
  .meta({ id: 'PublicSiteExhibitionSummary' });
export type PublicSiteExhibitionSummaryDto = z.infer<typeof publicSiteExhibitionSummarySchema>;

/** One exhibition of the site: its text, installation views and works (the site's toggles applied). */
export const publicSiteExhibitionSchema = publicSiteExhibitionSummarySchema
  .extend({
    openingReception: z.string().nullable(),
    curator: z.string().nullable(),
    /** The press text as safe HTML. */
    pressHtml: z.string().nullable(),
    pressHtmlEn: z.string().nullable(),
    images: z.array(exhibitionPictureSchema.extend({ caption: z.string().nullable() })),
    works: z.array(z.object({ caption: z.string().nullable(), work: publicSiteWorkSchema })),
  })
  .meta({ id: 'PublicSiteExhibition' });
export type PublicSiteExhibitionDto = z.infer<typeof publicSiteExhibitionSchema>;

/** An artist whose works the site shows. */
export const publicSiteArtistSchema = z
  .object({
    artistid: z.string(),
    slug: z.string(),
    name: z.string(),
    nameEn: z.string().nullable(),
    birthYear: z.number().nullable(),
    nationality: z.string().nullable(),
    biography: z.string().nullable(),
    biographyEn: z.string().nullable(),
    website: z.string().nullable(),
    photo: z.string().nullable(),
    workCount: z.number().int(),
  })
  .meta({ id: 'PublicSiteArtist' });
export type PublicSiteArtistDto = z.infer<typeof publicSiteArtistSchema>;

export const publicSiteArtistPageSchema = publicSiteArtistSchema.extend({ works: z.array(publicSiteWorkSchema) });

/** `GET /ovr/seo`: what the site's home says to search engines and link previews, per language. */
export const siteSeoSchema = z
  .object({
    /** The home's address: on the verified own host when there is one. */
    url: z.string(),
    title: z.object({ ko: z.string(), en: z.string() }),
    description: z.object({ ko: z.string(), en: z.string() }),
    image: z.string().nullable(),
    alternates: z.object({ ko: z.string(), en: z.string(), 'x-default': z.string() }),
    sitemap: z.string(),
    /** Whether search engines may see it now (only while it is live). */
    indexable: z.boolean(),
  })
  .meta({ id: 'SiteSeo' });
export type SiteSeoDto = z.infer<typeof siteSeoSchema>;
