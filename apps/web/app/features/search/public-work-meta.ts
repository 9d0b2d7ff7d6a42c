import { roomAvailabilityOf, schemaNames, type PublicWorkDto } from '@vernissage/shared';
import type { MetaDescriptor } from 'react-router';
import { publicPageTags, type PublicPageHead } from '../../lib/page-meta';
import { primaryImageOf } from '../artwork/ArtworkImage';
import { artistNameOf, titleOf } from '../i18n-content/text-in';
import { publicWorkPath } from './work-path';

/** What the public page of a work says about itself, in the reader's language (its loader words it). */
export type PublicWorkHead = PublicPageHead;

const AVAILABILITY_SCHEMA = {
  available: 'https://schema.org/InStock',
  on_hold: 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
} as const;

/** A side in schema.org's words (`100 cm`). */
function distance(value: number | null, unit: string) {
  return value === null ? undefined : { '@type': 'Distance', name: `${value} ${unit}` };
}

/**
 * The work as schema.org reads it: a `VisualArtwork` with its maker, year, medium, sides and
 * picture, and an offer only when its price is public; the work and its maker named in the page's
 * language with the other as `alternateName` (ADR 038).
 */
export function workStructuredData(
  { work, gallery }: PublicWorkDto,
  head: PublicWorkHead,
  canonical: string,
  origin: string,
) {
  const image = primaryImageOf(work.images);
  const { dimensions } = work;
  const price = work.price?.display === 'exact' && work.price.amount !== null ? work.price : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'VisualArtwork',
    ...schemaNames(head.locale, titleOf(work)),
    url: canonical,
    ...(head.description && { description: head.description }),
    ...(work.artistName && { creator: { '@type': 'Person', ...schemaNames(head.locale, artistNameOf(work)) } }),
    ...(work.year !== null && { dateCreated: String(work.year) }),
    ...(work.medium.type && { artform: work.medium.type }),
    ...(work.medium.text && { artMedium: work.medium.text }),
    ...(distance(dimensions.height, dimensions.unit) && { height: distance(dimensions.height, dimensions.unit) }),
    ...(distance(dimensions.width, dimensions.unit) && { width: distance(dimensions.width, dimensions.unit) }),
    ...(distance(dimensions.depth, dimensions.unit) && { depth: distance(dimensions.depth, dimensions.unit) }),
    ...(image && { image: new URL(image.urls.large, origin).href }),
    ...(price && {
      offers: {
        '@type': 'Offer',
        price: price.amount,
        priceCurrency: price.currency,
        availability: AVAILABILITY_SCHEMA[roomAvailabilityOf(work.state)],
        seller: { '@type': 'Organization', name: gallery.name },
      },
    }),
  };
}

/**
 * The head of a work's public page: title, description, canonical address, Open Graph (with the
 * work's picture) and its JSON-LD. Addresses are absolute, from `origin`.
 */
export function publicWorkMeta(answer: PublicWorkDto, head: PublicWorkHead, origin: string): MetaDescriptor[] {
  const canonical = new URL(publicWorkPath(answer.work.aid), origin).href;
  const structured = workStructuredData(answer, head, canonical, origin);
  const image = structured.image;
  return [
    ...publicPageTags(head, canonical),
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { 'script:ld+json': structured },
  ];
}
