import sharp from 'sharp';
import { createWorks } from '../../modules/artwork/artwork.service.js';
import { createArtist, updateGallerySetting } from '../../modules/gallery/gallery.service.js';
import { featureWork } from '../../modules/search/search.service.js';
import { demoPicture } from './demo-art.js';
import { identityOf } from './demo-inventory.seed.js';
import type { Seed } from './seed-runner.js';

const WORKS = [
  { title: '항아리', titleEn: 'Jars', year: 1958, text: 'Oil on canvas', height: 100, width: 80, price: 'exact' },
  {
    title: '우주 05-IV-71 #200',
    titleEn: 'Universe',
    year: 1971,
    text: 'Oil on cotton',
    height: 254,
    width: 254,
    price: 'hidden',
  },
  {
    title: '달과 새',
    titleEn: 'Moon and Bird',
    year: 1961,
    text: 'Oil on canvas',
    height: 53,
    width: 45,
    price: 'on_request',
  },
] as const;

/** The demo gallery's logo: a moon over a horizon, drawn without text (the machine may have no fonts). */
function demoLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
    <rect width="240" height="240" rx="24" fill="#1d3557"/>
    <circle cx="120" cy="104" r="52" fill="#f1faee"/>
    <rect x="36" y="172" width="168" height="10" rx="5" fill="#a8dadc"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Works by 김환기 (Kim Whanki) at the demo gallery, published, so a visitor's search for "김환"
 * finds something real; one price exact, one hidden and one on request, so the price band shows
 * only the first. The demo admin features the first two as staff picks. The gallery's address is
 * in Seoul, so search's location facet names it.
 */
export const demoSearchSeed: Seed = {
  name: 'demo-search',
  run: async (ctx) => {
    const gallery = await identityOf(ctx, 'gallery@demo.vernissage.kr');
    const admin = await identityOf(ctx, 'admin@demo.vernissage.kr');
    await updateGallerySetting(
      ctx,
      gallery.identity,
      gallery.gid,
      { address: '서울특별시 종로구 삼청로 12', phone: '02-730-1234', website: 'https://hyun.example' },
      // A logo, so the letterhead of printed documents (ADR 043) shows one.
      { field: 'logo', filename: 'logo.png', buffer: await demoLogo() },
    );
    const artist = await createArtist(
      ctx,
      gallery.identity,
      gallery.gid,
      {
        name: '김환기',
        nameEn: 'Kim Whanki',
        birthYear: 1913,
        nationality: 'KR',
        biography: '김환기는 한국 추상미술의 선구자로, 달항아리와 점화로 알려져 있다.',
        biographyEn: 'Kim Whanki, a pioneer of Korean abstraction, known for his moon jars and dot paintings.',
      },
      undefined,
    );
    const items = await createWorks(
      ctx,
      gallery.identity,
      gallery.gid,
      await Promise.all(
        WORKS.map(async (work, index) => ({
          input: {
            title: work.title,
            titleEn: work.titleEn,
            artistid: artist.artistid,
            year: work.year,
            medium: { type: 'painting' as const, text: work.text },
            dimensions: { height: work.height, width: work.width, unit: 'cm' as const, framed: false },
            price: { amount: 1_200_000_000 + index * 100_000_000, currency: 'KRW' as const, display: work.price },
            tags: ['추상', 'abstraction'],
            description: '푸른 점과 달항아리의 화가.',
            descriptionEn: 'Blue dots and moon jars.',
            published: true,
          },
          files: [
            { field: 'images', filename: `${work.titleEn}.jpg`, buffer: await demoPicture('abstract', 700 + index) },
          ],
        })),
      ),
    );
    for (const [idx, item] of items.slice(0, 2).entries()) await featureWork(ctx, admin.identity, item.aid, { idx });
  },
};
