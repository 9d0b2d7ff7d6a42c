import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { artists, artworks } from '../../db/schema/index.js';
import { newId } from '../../platform/ids.js';
import { ContentClient } from '../../test/content.js';
import { injectMultipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { holdAsCollector } from '../../test/holds.js';
import { liveSite } from '../../test/sites.js';
import type { SignedInUser } from '../../test/users.js';
import { currentSiteExhibitions, frontDoorDay } from './home.service.js';
import { structuredData } from '../../test/structured-data.js';

// The front door (ADR 035): `/` without a session is the server's own landing, in Korean and
// English, with what it shows kept fresh; with a session it is the web app's dashboard.

let t: TestApp;
let api: ContentClient;
let admin: SignedInUser;
let gallery: SignedInUser;
let collector: SignedInUser;
let origin: string;
const aid: Record<string, string> = {};
const shows: Record<string, string> = {};

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const asOwner = () => ({ ...gallery.auth, gid: gallery.gid });
const day = (offset: number) => {
  const [year, month, date] = frontDoorDay().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + offset)).toISOString().slice(0, 10);
};

/** The staff picks the page shows, in order, each with its availability. */
function picks(page: string): { aid: string; availability: string }[] {
  return [...page.matchAll(/data-aid="([^"]+)"[\s\S]*?data-availability="([^"]+)"/g)].map((match) => ({
    aid: match[1]!,
    availability: match[2]!,
  }));
}

async function feature(work: string, idx: number) {
  const answer = await api.call(admin, 'PUT', `/search/featured/${work}`, { body: { idx } });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function exhibition(user: SignedInUser, data: Record<string, unknown>): Promise<string> {
  const made = await injectMultipart(t.app, {
    method: 'POST',
    url: '/api/exhibition',
    data: { venue: { type: 'physical', name: 'Gallery Hyun' }, published: true, ...data },
    headers: { ...user.auth, gid: user.gid },
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json<{ exhibitionid: string }>().exhibitionid;
}

beforeAll(async () => {
  t = await createTestApp();
  api = new ContentClient(t);
  admin = await api.admin();
  [gallery, collector] = await Promise.all([api.user(0), api.user(3)]);
  origin = t.app.ctx.config.publicUrl.replace(/\/$/, '');
  const work = async (
    name: string,
    { titleEn, ...fields }: Omit<Parameters<typeof createArtwork>[1], 'gid'> & { titleEn: string },
  ) => {
    const made = await createArtwork(t.database.db, { gid: gallery.gid, createdBy: gallery.uid, ...fields });
    await t.database.db.update(artworks).set({ titleEn }).where(eq(artworks.id, made.artwork.id));
    aid[name] = made.artwork.id;
  };
  const kim = newId();
  await t.database.db.insert(artists).values({ id: kim, galleryId: gallery.gid, name: '김환기', nameEn: 'Kim Whanki' });
  await work('jar', {
    title: '달항아리',
    titleEn: 'Moon Jar',
    artistId: kim,
    year: 1958,
    priceAmount: 7_000_000,
    published: true,
  });
  await work('secret', {
    title: '비밀 가격',
    titleEn: 'Secret price',
    priceAmount: 987_654_321,
    priceDisplay: 'hidden',
    published: true,
  });
  await work('later', { title: '곧 내릴 작품', titleEn: 'Soon private', published: true });
  await feature(aid.jar!, 0);
  await feature(aid.secret!, 1);
  await feature(aid.later!, 2);

  await liveSite(t, gallery, 'hyun');
  shows.now = await exhibition(gallery, {
    title: '봄빛',
    titleEn: 'Spring Light',
    startDate: day(-3),
    endDate: day(30),
  });
  shows.past = await exhibition(gallery, { title: '지난 전시', startDate: day(-60), endDate: day(-30) });
  shows.draft = await exhibition(gallery, { title: '초안', startDate: day(-1), endDate: day(9), published: false });
  // An exhibition of a workspace whose site is not live is nowhere public.
  const offline = await api.user(0);
  shows.offline = await exhibition(offline, { title: '비공개 사이트 전시', startDate: day(-1), endDate: day(9) });

  await api.post(admin, { textid: 'hello-front-door', title: '첫 소식', titleEn: 'First news' });
});
afterAll(() => t.close());

describe('the front door for a visitor without a session', () => {
  it('is a server-rendered landing in Korean with canonical, hreflang, Open Graph and JSON-LD', async () => {
    const answer = await get('/');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    // One inline script, allowed by its hash (it switches the font stylesheet on), and no nonce.
    expect(answer.headers['content-security-policy']).toMatch(/script-src 'sha256-[^']+';/);
    expect(answer.headers.vary).toContain('cookie');
    const page = answer.body;
    expect(page).toContain('<html lang="ko">');
    expect(page).toMatch(/<title>Vernissage — 갤러리, 작가, 컬렉터, 아트페어를 위한 미술 플랫폼<\/title>/);
    expect(page).toContain('<meta name="description" content="작품과 재고를 관리하고');
    expect(page).toContain(`<link rel="canonical" href="${origin}/" />`);
    expect(page).toContain(`<link rel="alternate" hreflang="ko" href="${origin}/" />`);
    expect(page).toContain(`<link rel="alternate" hreflang="en" href="${origin}/?lang=en" />`);
    expect(page).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/" />`);
    expect(page).toContain('<meta property="og:type" content="website" />');
    expect(page).toContain(`<meta property="og:url" content="${origin}/" />`);
    // The JSON-LD data blocks and the font switch; no client bundle.
    expect(page.match(/<script/g)).toHaveLength(3);
    expect(page).not.toContain('type="module"');
    expect(structuredData(page)).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: 'Vernissage', url: `${origin}/` }),
      expect.objectContaining({
        '@type': 'WebSite',
        url: `${origin}/`,
        inLanguage: 'ko',
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      }),
    ]);

    // Sign up and sign in, what it does for each user type, and the ways on.
    expect(page).toContain('href="/signup" data-testid="front-door-signup">무료로 시작하기</a>');
    expect(page).toContain('href="/login" data-testid="front-door-signin">로그인</a>');
    for (const audience of ['gallery', 'artist', 'collector', 'fair'])
      expect(page).toContain(`data-testid="front-door-audience" data-audience="${audience}"`);
    for (const path of ['/search', '/opportunities', '/blog', '/pricing']) expect(page).toContain(`href="${path}"`);
    // Plans from the one catalogue, in won.
    expect(page).toMatch(/<strong>갤러리<\/strong><span>무료 · 프로 월 ₩175,000부터<\/span>/);
    expect(page).toMatch(/<strong>아트페어<\/strong><span>상담 후 결정<\/span>/);
    // The latest post written in Korean.
    expect(page).toContain('href="/blog/hello-front-door"');
    expect(page).toContain('첫 소식');
  });

  it('speaks English by ?lang=en, by the language cookie and by Accept-Language', async () => {
    const chosen = await get('/?lang=en');
    const page = chosen.body;
    expect(page).toContain('<html lang="en">');
    expect(page).toContain(`<link rel="canonical" href="${origin}/?lang=en" />`);
    expect(page).toContain('>Start free</a>');
    expect(page).toMatch(/<strong>Galleries<\/strong><span>Free · Pro from \$120 \/ month<\/span>/);
    expect(page).toContain('href="/blog/hello-front-door?lang=en"');
    expect(structuredData(page)[1]).toMatchObject({ inLanguage: 'en' });
    // The chosen language follows the visitor into the app.
    expect(chosen.headers['set-cookie']).toMatch(/^lng=en; Path=\/; Max-Age=\d+; SameSite=Lax$/);

    expect((await get('/', { cookie: 'lng=en' })).body).toContain('<html lang="en">');
    const byHeader = await get('/', { 'accept-language': 'en-US,en;q=0.9' });
    expect(byHeader.body).toContain('<html lang="en">');
    expect(byHeader.headers['set-cookie']).toBeUndefined();
    expect((await get('/?lang=ko', { 'accept-language': 'en' })).body).toContain('<html lang="ko">');
  });

  it('shows the staff picks as the public sees them: availability, and never a hidden price', async () => {
    const page = (await get('/')).body;
    expect(picks(page)).toEqual([
      { aid: aid.jar, availability: 'available' },
      { aid: aid.secret, availability: 'available' },
      { aid: aid.later, availability: 'available' },
    ]);
    expect(page).toContain('<h3>달항아리</h3>');
    expect(page).toContain('₩7,000,000');
    expect(page).toContain('>구매 가능</span>');
    expect(page).not.toMatch(/987,?654,?321/);
    expect((await get('/?lang=en')).body).toContain('<h3>Moon Jar</h3>');
  });

  it("names a pick's artist in the page's language, else in the other", async () => {
    expect((await get('/')).body).toContain('<p class="meta">김환기, 1958</p>');
    expect((await get('/?lang=en')).body).toContain('<p class="meta">Kim Whanki, 1958</p>');
  });

  it('lists the exhibitions open today on live sites, linked to their pages there', async () => {
    const page = (await get('/')).body;
    expect(page).toContain(`href="/web/hyun/exhibitions/spring-light-${shows.now}"`);
    expect(page).toContain('<h3>봄빛</h3>');
    for (const hidden of ['지난 전시', '초안', '비공개 사이트 전시']) expect(page).not.toContain(hidden);

    const listed = await currentSiteExhibitions(t.app.ctx, frontDoorDay());
    expect(listed.map((show) => show.exhibitionid)).toEqual([shows.now]);
    // Past on a later day; a new exhibition shows at once.
    expect(await currentSiteExhibitions(t.app.ctx, day(31))).toEqual([]);
    const next = await exhibition(gallery, { title: '여름', titleEn: 'Summer', startDate: day(0), endDate: day(5) });
    expect((await get('/')).body).toContain(`href="/web/hyun/exhibitions/summer-${next}"`);
  });

  it('changes at once when a pick is held, sold, unpublished or no longer featured', async () => {
    const first = await get('/');
    // Kept, and revalidated by its etag.
    expect((await get('/', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);

    await holdAsCollector(t, gallery, collector, aid.jar!);
    const held = await get('/');
    expect(held.headers.etag).not.toBe(first.headers.etag);
    expect(picks(held.body)[0]).toEqual({ aid: aid.jar, availability: 'on_hold' });
    expect(held.body).toContain('>홀드 중</span>');
    expect(picks((await get('/?lang=en')).body)[0]).toEqual({ aid: aid.jar, availability: 'on_hold' });
    expect((await get('/?lang=en')).body).toContain('>On hold</span>');

    const sold = await api.call(gallery, 'PUT', '/artwork/state', { body: { aid: aid.secret, state: 5 } });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(picks((await get('/')).body)[1]).toEqual({ aid: aid.secret, availability: 'sold' });

    // A pick made private leaves the page; so does one no longer featured.
    const unpublished = await injectMultipart(t.app, {
      method: 'PUT',
      url: '/api/artwork',
      data: { published: false },
      headers: { ...asOwner(), aid: aid.later! },
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(picks((await get('/')).body).map((pick) => pick.aid)).toEqual([aid.jar, aid.secret]);
    expect((await api.call(admin, 'DELETE', `/search/featured/${aid.secret}`)).statusCode).toBe(200);
    expect(picks((await get('/')).body).map((pick) => pick.aid)).toEqual([aid.jar]);
  });

  it('carries marketing parameters onto the sign-up and sign-in links', async () => {
    const page = (await get('/?utm_source=news&refcode=R1&other=x')).body;
    expect(page).toContain('href="/signup?refcode=R1&amp;utm_source=news" data-testid="front-door-signup"');
    expect(page).toContain('href="/login?refcode=R1&amp;utm_source=news" data-testid="front-door-signin"');
    expect(page).not.toContain('other=x');
    // The plain page is untouched.
    expect((await get('/')).body).toContain('href="/signup" data-testid="front-door-signup"');
  });
});

describe('the front door for everyone else', () => {
  it('lets a request with a live session through to the web app', async () => {
    // This test app has no web app: what is not the landing falls to the not-found answer.
    for (const headers of [{ cookie: gallery.cookie }, gallery.auth]) {
      const answer = await get('/', headers);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('front-door');
    }
  });

  it('shows the landing for an ended or forged session, and leaves /?error= to the app', async () => {
    const forged = await get('/', { cookie: 'vernissage.session_token=not-a-session' });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).toContain('data-testid="front-door"');
    expect((await get('/?error=invalid_token')).statusCode).toBe(404);
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
    // Other paths and methods are not the front door.
    expect((await t.app.inject({ method: 'POST', url: '/' })).body).not.toContain('front-door');
    expect((await get('/index.html')).body).not.toContain('front-door');
  });

  it('lists the platform pages and every open opportunity in /sitemap.xml, named in robots.txt', async () => {
    const open = await api.opportunity(admin);
    const draft = await api.opportunity(admin, { published: false });
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>${origin}/</loc>`);
    expect(sitemap.body).toContain(`hreflang="en" href="${origin}/?lang=en"`);
    expect(sitemap.body).toContain(`<loc>${origin}/search</loc>`);
    expect(sitemap.body).toContain(`<loc>${origin}/opportunities/${open.id}</loc>`);
    expect(sitemap.body).not.toContain(draft.id);
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
