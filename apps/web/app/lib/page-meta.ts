import type { MetaDescriptor } from 'react-router';

/** A page's translated title and description, produced by its loader on the server. */
export interface PageMeta {
  title: string;
  description: string;
  /** Keep the page out of search indexes (public pages that have nothing published yet). */
  noindex?: boolean;
}

/** The `<title>`, description and Open Graph tags of a page; none without data (error views set their own). */
export function metaTags(meta: PageMeta | undefined): MetaDescriptor[] {
  if (!meta) return [];
  const tags: MetaDescriptor[] = [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:site_name', content: 'Vernissage' },
    { property: 'og:type', content: 'website' },
  ];
  if (meta.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/** What a public page of one thing (a work, an opportunity) says about itself, in the reader's language. */
export interface PublicPageHead extends PageMeta {
  locale: 'ko' | 'en';
}

/**
 * The head of a public page of one thing: `metaTags`, its canonical address (absolute, also as
 * `og:url`) and the language of its words for Open Graph.
 */
export function publicPageTags(head: PublicPageHead, canonical: string): MetaDescriptor[] {
  return [
    ...metaTags(head),
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: head.locale === 'ko' ? 'ko_KR' : 'en_US' },
  ];
}
