import type { BlogPostDto, BlogPostSummaryDto, Page } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, contentChanges } from '../../db/schema/index.js';
import { ContentClient } from '../../test/content.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { SignedInUser } from '../../test/users.js';

let t: TestApp;
let api: ContentClient;
let admin: SignedInUser;
let artist: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  api = new ContentClient(t);
  admin = await api.admin();
  artist = await api.user();
});
afterAll(() => t.close());

const storedPosts = () => t.database.db.select().from(blogPosts);
const changesOf = (id: string) =>
  t.database.db.select().from(contentChanges).where(eq(contentChanges.subjectId, id)).orderBy(contentChanges.at);

describe('blog posts', () => {
  it('are read by anyone once published, by id and by address, drafts being a 404', async () => {
    const post = await api.post(admin);
    const draft = await api.post(admin, { published: false });
    expect(post.publishedAt).not.toBeNull();
    expect(draft).toMatchObject({ published: false, publishedAt: null });

    for (const url of [`/blog/post/${post.id}`, `/blog/post/url/${post.textid}`]) {
      const answer = await api.call(null, 'GET', url);
      expect(answer.statusCode).toBe(200);
      expect(answer.json<BlogPostDto>()).toMatchObject({
        id: post.id,
        bodyHtml: '<h3>제목</h3>\n<p>본문 <strong>굵게</strong></p>',
        bodyHtmlEn: '<h3>Heading</h3>\n<p>Body <strong>bold</strong></p>',
      });
    }
    for (const url of [`/blog/post/${draft.id}`, `/blog/post/url/${draft.textid}`, '/blog/post/no-such-post']) {
      const answer = await api.call(null, 'GET', url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'not_found' });
    }
    const listed = (await api.call(null, 'GET', '/blog/list')).json<{ posts: BlogPostSummaryDto[] }>().posts;
    expect(listed.map((entry) => entry.id)).toContain(post.id);
    expect(listed.map((entry) => entry.id)).not.toContain(draft.id);
    expect(listed[0]).not.toHaveProperty('body');
  });

  it('are paged, the latest first, and by the locale header only those written in that language', async () => {
    const older = await api.post(admin, { publishedAt: '2026-01-01T00:00:00Z' });
    const english = await api.post(admin, { title: null, body: null, publishedAt: '2026-01-02T00:00:00Z' });
    const page = (locale?: string) =>
      api
        .call(null, 'GET', '/blog/listPage?page=0&size=100', { headers: locale ? { locale } : {} })
        .then((answer) => answer.json<Page<BlogPostSummaryDto>>());
    const all = await page();
    const ids = all.items.map((entry) => entry.id);
    expect(ids.indexOf(english.id)).toBeLessThan(ids.indexOf(older.id));
    expect(all).toMatchObject({ page: 0, size: 100, total: all.items.length });
    expect((await page('ko')).items.map((entry) => entry.id)).not.toContain(english.id);
    expect((await page('en')).items.map((entry) => entry.id)).toContain(english.id);
    expect((await api.call(null, 'GET', '/blog/listPage', { headers: { locale: 'fr' } })).statusCode).toBe(400);
    expect((await api.call(null, 'GET', '/blog/listPage?size=1000')).statusCode).toBe(400);
  });

  it('carry no script in their HTML, whatever the Markdown holds', async () => {
    const post = await api.post(admin, {
      body: [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(1)">',
        '[click](javascript:alert(1))',
        '[data](data:text/html;base64,PHNjcmlwdD4=)',
        '<iframe src="https://evil.example"></iframe>',
        '[fine](https://example.org/"onmouseover="alert(1))',
        '<a href="javascript:alert(1)">raw link</a>',
      ].join('\n\n'),
    });
    const html = (await api.call(null, 'GET', `/blog/post/${post.id}`)).json<BlogPostDto>().bodyHtml ?? '';
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // Every tag is one of the renderer's own, and its only attributes are an http(s) link and rel.
    const tags = [...html.matchAll(/<([a-z0-9]+)([^>]*)>/gi)];
    expect(tags.length).toBeGreaterThan(0);
    for (const [, name, attributes] of tags) {
      expect(['p', 'a', 'br', 'h3', 'strong', 'em', 'code', 'ul', 'ol', 'li', 'blockquote']).toContain(name);
      const names = [...attributes!.matchAll(/\s([^\s=]+)=/g)].map((match) => match[1]);
      expect(
        names.every((attribute) => attribute === 'href' || attribute === 'rel'),
        attributes,
      ).toBe(true);
      for (const [, href] of attributes!.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^https?:\/\//);
    }
  });

  it('are written by platform admins only, each change recorded with who and when', async () => {
    const post = await api.post(admin, { published: false });
    const before = await storedPosts();
    const body = { textid: 'taken-over', title: 'x', authorName: 'x' };
    for (const user of [artist, null]) {
      const status = user ? 403 : 401;
      expect((await api.call(user, 'POST', '/blog/post', { body })).statusCode).toBe(status);
      expect((await api.call(user, 'PUT', `/blog/post/${post.id}`, { body: { title: 'x' } })).statusCode).toBe(status);
      expect((await api.call(user, 'DELETE', `/blog/post/${post.id}`)).statusCode).toBe(status);
      expect((await api.call(user, 'GET', '/blog/admin/list')).statusCode).toBe(status);
    }
    expect(await storedPosts()).toEqual(before);

    const updated = await api.call(admin, 'PUT', `/blog/post/${post.id}`, { body: { published: true } });
    expect(updated.json<BlogPostDto>()).toMatchObject({ published: true, title: post.title });
    expect(updated.json<BlogPostDto>().publishedAt).not.toBeNull();
    expect((await api.call(admin, 'DELETE', `/blog/post/${post.id}`)).json()).toEqual({ ok: true });
    expect((await api.call(null, 'GET', `/blog/post/${post.id}`)).statusCode).toBe(404);
    const changes = await changesOf(post.id);
    expect(changes.map((change) => [change.subject, change.action, change.actorId])).toEqual([
      ['blog_post', 'create', admin.uid],
      ['blog_post', 'update', admin.uid],
      ['blog_post', 'delete', admin.uid],
    ]);
    expect(changes.every((change) => change.at instanceof Date)).toBe(true);
  });

  it('refuses bad bodies and taken addresses, storing nothing', async () => {
    const post = await api.post(admin);
    const before = await storedPosts();
    const body = { textid: 'a-post', title: '제목', authorName: 'Vernissage' };
    const cases: unknown[] = [
      { ...body, textid: 'Has Spaces' },
      { ...body, textid: '' },
      { ...body, textid: '-dash-first' },
      { ...body, title: null, titleEn: null },
      { ...body, authorName: '' },
      { ...body, cover: 'javascript:alert(1)' },
      { ...body, cover: 'http://example.org/a.jpg' },
      { ...body, cover: '//evil.example/a.jpg' },
      { ...body, tags: ['a', 'a'] },
      { ...body, tags: Array.from({ length: 11 }, (_, n) => `t${n}`) },
      { ...body, published: 'yes' },
      { ...body, publishedAt: '2026-01-01' },
      { ...body, createdBy: admin.uid },
      { ...body, body: 'x'.repeat(100_001) },
    ];
    for (const bad of cases) {
      const answer = await api.call(admin, 'POST', '/blog/post', { body: bad });
      expect(answer.statusCode, JSON.stringify(bad).slice(0, 100)).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'validation' });
    }
    const taken = await api.call(admin, 'POST', '/blog/post', { body: { ...body, textid: post.textid } });
    expect(taken.statusCode).toBe(409);
    const other = await api.post(admin);
    expect((await api.call(admin, 'PUT', `/blog/post/${other.id}`, { body: { textid: post.textid } })).statusCode).toBe(
      409,
    );
    expect(
      (await api.call(admin, 'PUT', `/blog/post/${post.id}`, { body: { title: null, titleEn: null } })).statusCode,
    ).toBe(400);
    expect((await api.call(admin, 'PUT', '/blog/post/no-such-post', { body: { title: 'x' } })).statusCode).toBe(404);
    const after = await storedPosts();
    expect(after.filter((row) => row.id !== other.id)).toEqual(before);
  });
});

describe('a post for the editor', () => {
  it('is read by platform admins with its Markdown, a draft too, and by no one else', async () => {
    const draft = await api.post(admin, { published: false, body: '**초안** <script>x</script>' });
    const answer = await api.call(admin, 'GET', `/blog/admin/post/${draft.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<BlogPostDto>()).toMatchObject({
      id: draft.id,
      published: false,
      body: '**초안** <script>x</script>',
      bodyHtml: '<p><strong>초안</strong> &lt;script&gt;x&lt;/script&gt;</p>',
    });
    for (const user of [artist, null]) {
      expect((await api.call(user, 'GET', `/blog/admin/post/${draft.id}`)).statusCode).toBe(user ? 403 : 401);
    }
    expect((await api.call(admin, 'GET', '/blog/admin/post/no-such-post')).statusCode).toBe(404);
  });
});
