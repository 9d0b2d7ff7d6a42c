import { textIn, type PublicFairDto } from '@vernissage/shared';
import type { MetaDescriptor } from 'react-router';
import { metaTags } from '../../lib/page-meta';
import { organiserNameOf } from './fair-names';
import { publicFairPath } from './fair-slug';

/** What the public fair page says about itself, in the reader's language (its loader words it). */
export interface PublicFairHead {
  title: string;
  description: string;
  locale: 'ko' | 'en';
}

/** The fair as schema.org reads it: an event with its dates, place, organiser and pictures of its works. */
export function fairStructuredData(answer: PublicFairDto, head: PublicFairHead, canonical: string, origin: string) {
  const { fair } = answer;
  const images = answer.exhibitors
    .flatMap((exhibitor) => exhibitor.works)
    .flatMap((work) => work.images.slice(0, 1))
    .slice(0, 3)
    .map((image) => new URL(image.urls.large, origin).href);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: head.title,
    description: head.description,
    url: canonical,
    startDate: fair.startDate,
    endDate: fair.endDate,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    ...(fair.venue.name || fair.venue.address
      ? {
          location: {
            '@type': 'Place',
            name: fair.venue.name ?? fair.venue.address,
            ...(fair.venue.address && { address: fair.venue.address }),
          },
        }
      : {}),
    organizer: { '@type': 'Organization', name: textIn(head.locale, organiserNameOf(fair)) },
    ...(images.length > 0 && { image: images }),
  };
}

/**
 * The head of a public fair page: title, description, canonical address, Open Graph (with the
 * first work's picture) and the event's JSON-LD. Addresses are absolute, from `origin`.
 */
export function publicFairMeta(answer: PublicFairDto, head: PublicFairHead, origin: string): MetaDescriptor[] {
  const canonical = new URL(publicFairPath(answer.slug), origin).href;
  const structured = fairStructuredData(answer, head, canonical, origin);
  const image = structured.image?.[0];
  return [
    ...metaTags({ title: head.title, description: head.description }),
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: head.locale === 'ko' ? 'ko_KR' : 'en_US' },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { 'script:ld+json': structured },
  ];
}
