import { z } from 'zod';
import { storableUrl, text } from '../input.js';

/**
 * Website settings (SPEC.md §7 Website settings; ADR 024): how a site looks and what its menu,
 * about page, contact block and footer hold. The platform's font and colours stay fixed.
 */

export const SITE_TEMPLATES = ['grid', 'editorial', 'minimal'] as const;
export type SiteTemplate = (typeof SITE_TEMPLATES)[number];

/** The site's own pages a menu may list (a page with nothing to show is left out of the menu). */
export const SITE_MENU_SECTIONS = ['home', 'works', 'exhibitions', 'artists', 'about', 'contact'] as const;
export type SiteMenuSection = (typeof SITE_MENU_SECTIONS)[number];

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'x', 'youtube', 'kakao', 'naver_blog', 'website'] as const;
export const SITE_MENU_MAX = 12;
export const SITE_SOCIAL_MAX = 10;
export const SITE_ABOUT_MAX = 10_000;

const bilingual = (max: number) =>
  z.object({
    ko: text().trim().max(max, `must be at most ${max} characters`).default(''),
    en: text().trim().max(max, `must be at most ${max} characters`).default(''),
  });

export const siteMenuItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(SITE_MENU_SECTIONS) }),
  z.object({
    kind: z.literal('link'),
    label: z.object({
      ko: text().trim().min(1, 'must not be empty').max(40),
      en: text().trim().max(40).default(''),
    }),
    url: storableUrl().max(500),
  }),
]);
export type SiteMenuItem = z.infer<typeof siteMenuItemSchema>;

/** A Google Analytics 4 measurement id: the one outside script a site may load. */
export const GA_MEASUREMENT_ID = /^G-[A-Z0-9]{4,16}$/;

export const siteSettingsSchema = z.object({
  template: z.enum(SITE_TEMPLATES),
  /** Show the workspace's logo (set in the gallery settings) in the site's header. */
  showLogo: z.boolean(),
  menu: z
    .array(siteMenuItemSchema)
    .min(1, 'must list at least one page')
    .max(SITE_MENU_MAX)
    .refine((items) => {
      const sections = items.filter((item) => item.kind !== 'link').map((item) => item.kind);
      return new Set(sections).size === sections.length;
    }, 'must not list a page twice'),
  /** The about page's text; the workspace's own about text when empty. */
  about: bilingual(SITE_ABOUT_MAX),
  contact: z.object({
    /** Opening hours or how to visit, under the address. */
    hours: bilingual(300),
    /** Whether the contact page carries the message form (messages reach the inbox). */
    showForm: z.boolean(),
  }),
  social: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: storableUrl().max(500) })).max(SITE_SOCIAL_MAX),
  /** The language of the site's plain addresses; the other is at `?lang=`. */
  defaultLanguage: z.enum(['ko', 'en']),
  /** The home page's title and description for search engines and link previews; empty: the name and about text. */
  seo: z.object({ title: bilingual(70), description: bilingual(160) }),
  analytics: z.object({
    googleMeasurementId: text()
      .trim()
      .regex(GA_MEASUREMENT_ID, 'must be a Google Analytics 4 id such as G-ABC123XYZ')
      .nullable(),
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  template: 'grid',
  showLogo: true,
  menu: [{ kind: 'home' }, { kind: 'works' }, { kind: 'exhibitions' }, { kind: 'about' }, { kind: 'contact' }],
  about: { ko: '', en: '' },
  contact: { hours: { ko: '', en: '' }, showForm: true },
  social: [],
  defaultLanguage: 'ko',
  seo: { title: { ko: '', en: '' }, description: { ko: '', en: '' } },
  analytics: { googleMeasurementId: null },
};

/** `GET /websettings/config`: the settings in force (the defaults until saved) and whether saved. */
export const siteSettingsConfigSchema = siteSettingsSchema
  .extend({ saved: z.boolean(), updatedAt: z.string().nullable() })
  .meta({ id: 'SiteSettings' });
export type SiteSettingsConfigDto = z.infer<typeof siteSettingsConfigSchema>;
