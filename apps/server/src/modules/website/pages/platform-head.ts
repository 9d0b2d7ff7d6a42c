import type { Locale } from '@vernissage/shared';
import { markup, type Html } from './html.js';

/** Who a platform page (the blog, the front door) is rendered for. */
export interface PlatformPageContext {
  locale: Locale;
  /** The platform's own address (`https://vernissage.kr`). */
  origin: string;
}

/** What the head of one of the platform's own server-rendered pages (the blog, the front door) says. */
export interface PlatformHead {
  locale: Locale;
  title: string;
  description: string;
  /** The page's absolute address in a language. */
  url: (lang: Locale) => string;
  /** The languages the page exists in (hreflang); the first is the default. */
  languages: readonly Locale[];
  type: 'website' | 'article';
  /** An absolute image address for previews. */
  image?: string | null;
}

/**
 * The start of a platform page's head: charset and viewport, title and description, canonical and
 * hreflang addresses, and the Open Graph and Twitter card tags search engines and previews read.
 */
export function platformHead(head: PlatformHead): Html {
  const { locale, title, description, url, languages, image } = head;
  return markup`<meta charset="utf-8" />
      <meta name="viewport" content="width=device-width,initial-scale=1" />
      <title>${title}</title>
      <meta name="description" content="${description}" />
      <link rel="canonical" href="${url(locale)}" />
      ${languages.map((lang) => markup`<link rel="alternate" hreflang="${lang}" href="${url(lang)}" />`)}
      <link rel="alternate" hreflang="x-default" href="${url(languages[0] ?? 'ko')}" />
      <meta property="og:type" content="${head.type}" />
      <meta property="og:site_name" content="Vernissage" />
      <meta property="og:title" content="${title}" />
      <meta property="og:description" content="${description}" />
      <meta property="og:url" content="${url(locale)}" />
      <meta property="og:locale" content="${locale === 'ko' ? 'ko_KR' : 'en_US'}" />
      ${image ? markup`<meta property="og:image" content="${image}" />` : ''}
      <meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`;
}
