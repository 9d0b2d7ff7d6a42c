import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentClient } from '../../../test/content.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { SignedInUser } from '../../../test/users.js';
import { structuredData } from '../../../test/structured-data.js';

let t: TestApp;
let api: ContentClient;
let admin: SignedInUser;
let origin: string;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createTestApp();
  api = new ContentClient(t);
  admin = await api.admin();
  origin = t.app.ctx.config.publicUrl.replace(/\/$/, '');
});
afterAll(() => t.close());

describe('the blog pages', () => {
  it('show a post in Korean and English with canonical, hreflang, Open Graph and BlogPosting JSON-LD', async () => {
    const post = await api.post(admin, {
      textid: 'spring-fair',
      title: '봄 아트페어 <소식>',
      titleEn: 'Spring fair news',
      excerpt: '올해의 봄 페어',
      cover: 'https://images.example.org/fair.jpg',
      tags: ['fair', '아트페어'],
    });
    const ko = await get('/blog/spring-fair');
    expect(ko.statusCode).toBe(200);
    expect(ko.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(ko.headers['content-security-policy']).toContain("script-src 'none'");
    const page = ko.body;
    expect(page).toContain('<html lang="ko">');
    expect(page).toContain('<title>봄 아트페어 &lt;소식&gt; | Vernissage 블로그</title>');
    expect(page).toContain(`<link rel="canonical" href="${origin}/blog/spring-fair" />`);
    expect(page).toContain(`<link rel="alternate" hreflang="ko" href="${origin}/blog/spring-fair" />`);
    expect(page).toContain(`<link rel="alternate" hreflang="en" href="${origin}/blog/spring-fair?lang=en" />`);
    expect(page).toContain('<meta property="og:type" content="article" />');
    expect(page).toContain('<meta property="og:image" content="https://images.example.org/fair.jpg" />');
    expect(page).toContain('<meta name="description" content="올해의 봄 페어" />');
    // The body's headings start right under the post's title (`#` is written as h3 by the renderer).
    expect(page).toContain('<h2>제목</h2>');
    // No script but the JSON-LD data block, and no client bundle.
    expect([...page.matchAll(/<script/g)]).toHaveLength(1);
    expect(structuredData(page)).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: '봄 아트페어 <소식>',
        inLanguage: 'ko',
        url: `${origin}/blog/spring-fair`,
        datePublished: post.publishedAt,
        image: 'https://images.example.org/fair.jpg',
        author: { '@type': 'Person', name: 'Vernissage' },
      }),
    ]);

    const en = (await get('/blog/spring-fair?lang=en')).body;
    expect(en).toContain('<html lang="en">');
    expect(en).toContain(`<link rel="canonical" href="${origin}/blog/spring-fair?lang=en" />`);
    expect(en).toContain('<h1>Spring fair news</h1>');
    expect(structuredData(en)[0]).toMatchObject({ headline: 'Spring fair news', inLanguage: 'en' });
  });

  it('list the published posts of the language, and change at once when a post does', async () => {
    const post = await api.post(admin, { textid: 'only-korean', title: '한국어 글', titleEn: null });
    const index = await get('/blog');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('href="/blog/only-korean"');
    expect(structuredData(index.body)[0]).toMatchObject({ '@type': 'Blog', inLanguage: 'ko' });
    expect((await get('/blog?lang=en')).body).not.toContain('/blog/only-korean');
    // A page in a language the post lacks is the one it has, and says so.
    const asEnglish = (await get('/blog/only-korean?lang=en')).body;
    expect(asEnglish).toContain('<html lang="ko">');
    expect(asEnglish).not.toContain('hreflang="en" href');

    // Served from the cache, and revalidated by etag.
    const again = await get('/blog', { 'if-none-match': String(index.headers.etag) });
    expect(again.statusCode).toBe(304);

    await api.call(admin, 'PUT', `/blog/post/${post.id}`, { body: { title: '고친 제목' } });
    expect((await get('/blog')).body).toContain('고친 제목');
    expect((await get('/blog/only-korean')).body).toContain('<h1>고친 제목</h1>');
  });

  it('answer 404 for drafts, deleted and unknown posts', async () => {
    const draft = await api.post(admin, { textid: 'a-draft', published: false });
    const gone = await api.post(admin, { textid: 'soon-gone' });
    expect((await get('/blog/soon-gone')).statusCode).toBe(200);
    await api.call(admin, 'DELETE', `/blog/post/${gone.id}`);
    for (const url of ['/blog/a-draft', '/blog/soon-gone', '/blog/never-was', '/blog/Not%20A%20Post']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).toContain('noindex');
    }
    expect((await get('/blog')).body).not.toContain('a-draft');
    expect(draft.published).toBe(false);
  });

  it('name every published post in the sitemap, and the sitemap in robots.txt', async () => {
    await api.post(admin, { textid: 'in-the-map', titleEn: null });
    await api.post(admin, { textid: 'not-in-the-map', published: false });
    const map = await get('/blog/sitemap.xml');
    expect(map.statusCode).toBe(200);
    expect(map.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(map.body).toContain(`<loc>${origin}/blog</loc>`);
    expect(map.body).toContain(`<loc>${origin}/blog/in-the-map</loc>`);
    expect(map.body).toContain(`<loc>${origin}/blog/spring-fair</loc>`);
    expect(map.body).toContain(`hreflang="en" href="${origin}/blog/spring-fair?lang=en"`);
    expect(map.body).not.toContain('not-in-the-map');
    expect(map.body).not.toContain('a-draft');
    expect((await get('/robots.txt')).body).toContain(`Sitemap: ${origin}/blog/sitemap.xml`);
  });
});
