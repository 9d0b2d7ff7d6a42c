import { ArtworkState, type ArtworkDto, type PublicWorkDto } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { publicWorkMeta, workStructuredData } from './public-work-meta';

const WORK: ArtworkDto = {
  aid: 'a1',
  gid: 'g1',
  artistid: 'r1',
  artistName: '김환기',
  artistNameEn: 'Kim Whanki',
  title: '항아리',
  titleEn: 'Jars',
  series: null,
  dateText: null,
  year: 1958,
  medium: { type: 'painting', text: 'Oil on canvas' },
  dimensions: { height: 100, width: 80, depth: null, unit: 'cm', framed: false, text: null },
  edition: { type: 'unique', size: null, artistProofs: null },
  price: { amount: 1_200_000_000, currency: 'KRW', display: 'exact' },
  description: null,
  descriptionEn: null,
  tags: [],
  images: [
    {
      id: 'i1',
      idx: 0,
      primary: true,
      width: 800,
      height: 1000,
      placeholder: 'data:,',
      urls: { thumbnail: '/files/t.webp', medium: '/files/m.webp', large: '/files/l.webp' },
    },
  ],
  state: ArtworkState.ready,
  published: true,
  likes: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const ANSWER: PublicWorkDto = {
  work: WORK,
  gallery: { gid: 'g1', name: '데모 갤러리', nameEn: null, sitePath: '/web/demo' },
};
const head = { title: 'Jars — Kim Whanki · Vernissage', description: 'Kim Whanki · 1958', locale: 'en' as const };
const ORIGIN = 'https://vernissage.kr';

describe('the head of a work’s public page', () => {
  it('describes the work as a schema.org VisualArtwork, with an offer only for a public price', () => {
    const data = workStructuredData(ANSWER, head, `${ORIGIN}/works/a1`, ORIGIN);
    expect(data).toMatchObject({
      '@type': 'VisualArtwork',
      // Named in the page's language, with the other one beside it (ADR 038).
      name: 'Jars',
      alternateName: '항아리',
      creator: { '@type': 'Person', name: 'Kim Whanki', alternateName: '김환기' },
      dateCreated: '1958',
      artform: 'painting',
      artMedium: 'Oil on canvas',
      height: { '@type': 'Distance', name: '100 cm' },
      image: `${ORIGIN}/files/l.webp`,
      offers: { price: 1_200_000_000, priceCurrency: 'KRW', availability: 'https://schema.org/InStock' },
    });
    const asked = {
      ...ANSWER,
      work: { ...WORK, price: { amount: null, currency: 'KRW' as const, display: 'on_request' as const } },
    };
    expect(workStructuredData(asked, head, `${ORIGIN}/works/a1`, ORIGIN)).not.toHaveProperty('offers');
  });

  it('names the canonical address, Open Graph with the picture, and the JSON-LD', () => {
    const tags = publicWorkMeta(ANSWER, head, ORIGIN);
    expect(tags).toContainEqual({ title: head.title });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}/works/a1` });
    expect(tags).toContainEqual({ property: 'og:image', content: `${ORIGIN}/files/l.webp` });
    expect(tags.some((tag) => 'script:ld+json' in tag)).toBe(true);
  });
});
