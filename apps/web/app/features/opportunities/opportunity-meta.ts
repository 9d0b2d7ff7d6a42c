import type { OpportunityDto } from '@vernissage/shared';
import type { MetaDescriptor } from 'react-router';
import { publicPageTags, type PublicPageHead } from '../../lib/page-meta';
import { descriptionHtmlIn, opportunityTitleIn } from './opportunity-text';

/** Search engines show about this much of a description; more is cut at a word with "…". */
export const DESCRIPTION_LENGTH = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The words of the server's safe HTML (ADR 033) as plain text, for a meta description: tags out,
 * the few entities its escaping writes read back (the head escapes them again), spaces collapsed.
 */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return String.fromCodePoint(code);
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** `text` cut to at most `length` characters, at the last space when there is one, with "…". */
export function clipped(text: string, length = DESCRIPTION_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * What an opportunity's page says about itself in `locale`: its title (`metaTitle` wraps it in the
 * site's name), and organiser, place and the start of its description as the description.
 */
export function opportunityHead(
  opportunity: OpportunityDto,
  locale: 'ko' | 'en',
  metaTitle: (page: string) => string,
): PublicPageHead {
  const html = descriptionHtmlIn(opportunity, locale);
  const words = [opportunity.organiser, opportunity.location, html && plainTextOf(html)];
  return {
    title: metaTitle(opportunityTitleIn(opportunity, locale)),
    description: clipped(words.filter(Boolean).join(' · ')),
    locale,
  };
}

/** The head of an opportunity's public page: title, description, Open Graph, canonical address. */
export function opportunityMeta(opportunity: OpportunityDto, head: PublicPageHead, origin: string): MetaDescriptor[] {
  const canonical = new URL(`/opportunities/${encodeURIComponent(opportunity.id)}`, origin).href;
  return [...publicPageTags(head, canonical), { name: 'twitter:card', content: 'summary' }];
}
