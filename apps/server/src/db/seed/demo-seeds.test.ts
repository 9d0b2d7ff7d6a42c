import type {
  ContestDto,
  ContestRoundDto,
  ContestRoundSummaryDto,
  EntryDto,
  Page,
  PublicFairDto,
} from '@vernissage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { fairs } from '../schema/index.js';
import { lockPublishedDemoPasswords } from './demo-accounts.seed.js';
import { demoLogins, demoSeeds } from './demo-seeds.js';
import { runSeeds } from './seed-runner.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('creates one account of each user type whose printed logins work, once', async () => {
    const names = [
      'demo-accounts',
      'demo-inventory',
      'demo-exhibitions',
      'demo-admin',
      'demo-viewing-room',
      'demo-visitors',
      'demo-website',
      'demo-website-settings',
      'demo-billing',
      'demo-fairs',
      'demo-contests',
      'demo-search',
      'demo-content',
    ];
    expect(await runSeeds(t.app.ctx, demoSeeds)).toEqual({ applied: names, skipped: [] });
    expect(await runSeeds(t.app.ctx, demoSeeds)).toEqual({ applied: [], skipped: names });
    const types = new Set<number>();
    for (const login of demoLogins) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { id: login.email, oauth: 'credentials', password: login.password },
      });
      expect(response.statusCode, login.email).toBe(200);
      types.add(response.json<{ user: { type: number } }>().user.type);
    }
    expect([...types].sort((a, b) => a - b)).toEqual([0, 1, 3, 7, 9]);

    const gallery = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { id: 'gallery@demo.vernissage.kr', oauth: 'credentials', password: 'vernissage-demo' },
    });
    const auth = { authorization: `Bearer ${gallery.json<{ accessToken: string }>().accessToken}` };
    const [workspace] = (await t.app.inject({ method: 'GET', url: '/api/user/galleries', headers: auth })).json<
      { gid: string }[]
    >();
    const members = await t.app.inject({
      method: 'GET',
      url: '/api/user/members',
      headers: { ...auth, gid: workspace!.gid },
    });
    expect(members.json<{ role: string }[]>().map((member) => member.role)).toEqual(['owner', 'admin']);
    // A newcomer finds the audit log filled (ADR 050): prices, offers and the staff member joining.
    for (const kind of ['price', 'availability', 'member']) {
      const audit = await t.app.inject({
        method: 'GET',
        url: `/api/workspace/audit?kind=${kind}`,
        headers: { ...auth, gid: workspace!.gid },
      });
      expect(audit.json<Page<unknown>>().total, kind).toBeGreaterThan(0);
    }

    const gid = workspace!.gid;
    const inventory = await t.app.inject({ method: 'GET', url: '/api/inventory?size=50', headers: { ...auth, gid } });
    // 40 works of the inventory seed and 3 by 김환기 (the search seed).
    expect(inventory.json().total).toBe(43);
    expect(
      inventory.json().items.every((item: { artwork: { images: unknown[] } }) => item.artwork.images.length === 1),
    ).toBe(true);
    const artists = await t.app.inject({ method: 'GET', url: `/api/artist/gallery/${gid}`, headers: auth });
    expect(artists.json()).toHaveLength(4);
    const folders = await t.app.inject({ method: 'GET', url: '/api/inventory/folder', headers: { ...auth, gid } });
    expect(folders.json().map((folder: { itemCount: number }) => folder.itemCount)).toEqual([12, 12, 6]);
    const exhibitions = await t.app.inject({ method: 'GET', url: '/api/exhibition/list', headers: { ...auth, gid } });
    expect(
      exhibitions
        .json()
        .items.map((item: { titleEn: string; status: string; workCount: number }) => [
          item.titleEn,
          item.status,
          item.workCount,
        ]),
    ).toEqual([
      ['Sea of Light', 'current', 12],
      ['Earth and Fire', 'past', 14],
    ]);
    const inbox = await t.app.inject({ method: 'GET', url: '/api/inbox', headers: { ...auth, gid } });
    const messages = inbox.json<{ items: { kind: string; status: string; vmids: string[] }[]; total: number }>();
    expect(messages.total).toBe(4);
    expect(messages.items.filter((item) => item.status === 'unread')).toHaveLength(3);
    expect(messages.items.find((item) => item.kind === 'lead')?.vmids).toHaveLength(1);

    const collector = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { id: 'collector@demo.vernissage.kr', oauth: 'credentials', password: 'vernissage-demo' },
    });
    const { user, accessToken } = collector.json<{ user: { uid: string }; accessToken: string }>();
    const offers = await t.app.inject({
      method: 'GET',
      url: `/api/artwork/shared/${user.uid}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const received = offers.json<{ state: number; waitlistPosition: number | null }[]>();
    expect(received.map((share) => share.state).sort()).toEqual([1, 1, 1, 2, 3, 4, 5]);
    // One of them is a work someone else holds: he waits for it, first in line.
    expect(received.flatMap((share) => (share.waitlistPosition === null ? [] : [share.waitlistPosition]))).toEqual([1]);

    // One viewing room with two recipient links, the second without prices.
    const rooms = await t.app.inject({ method: 'GET', url: '/api/share/list', headers: { ...auth, gid } });
    const [room] = rooms.json<{ items: { works: unknown[]; links: { path: string }[] }[] }>().items;
    expect(room?.works).toHaveLength(6);
    expect(room?.links).toHaveLength(2);
    const press = await t.app.inject({ method: 'GET', url: `/api/share/url/${room!.links[1]!.path}` });
    expect(press.json<{ works: object[] }>().works.every((work) => !('price' in work))).toBe(true);

    // The gallery's site is live at /web/demo with its works and prices; the artist's, without prices.
    const site = await t.app.inject({ method: 'GET', url: '/api/web/demo/main' });
    expect(site.statusCode).toBe(200);
    const main = site.json<{
      site: { ownerName: string; template: string; social: object[] };
      works: { price?: unknown; images: unknown[] }[];
    }>();
    expect(main.site).toMatchObject({ template: 'grid', social: [expect.objectContaining({ network: 'naver_blog' })] });
    expect(main.works).toHaveLength(12);
    expect(main.works.every((work) => work.images.length > 0)).toBe(true);
    expect(main.works.some((work) => 'price' in work)).toBe(true);
    // Its exhibitions (one on now, one past) and the artists of its works are on the site too.
    const shows = await t.app.inject({ method: 'GET', url: '/api/web/demo/exhibitions' });
    expect(shows.json<{ status: string }[]>().map((show) => show.status)).toEqual(['current', 'past']);
    const siteArtists = await t.app.inject({ method: 'GET', url: '/api/web/demo/artists' });
    expect(siteArtists.json<object[]>().length).toBeGreaterThan(0);
    const artistSite = await t.app.inject({ method: 'GET', url: '/api/web/seoyeon-kim/artworks' });
    const artistWorks = artistSite.json<{ items: object[]; total: number }>();
    expect(artistWorks.total).toBe(4);
    expect(artistWorks.items.every((work) => !('price' in work))).toBe(true);

    // Billing: the gallery on Gallery pro yearly, paid with a sandbox card, with a receipt.
    const plan = await t.app.inject({ method: 'GET', url: '/api/billing/plan', headers: auth });
    expect(plan.json()).toMatchObject({ productid: 'gpro_default_y', state: 'active', amount: 1_680_000 });
    expect(plan.json<{ card: { number: string } }>().card.number).toMatch(/\*{6}/);
    const history = await t.app.inject({ method: 'GET', url: '/api/user/plan/histories', headers: auth });
    expect(history.json<{ receiptUrl: string | null }[]>().some((entry) => entry.receiptUrl)).toBe(true);
    // The demo's free-month code is for artists: a collector is refused it.
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/promocode',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { uid: user.uid, code: 'WELCOME-PRO' },
    });
    expect(code.statusCode).toBe(403);

    // Fairs: the demo fair account runs a published fair open for applications; the gallery is invited to it.
    const [demoFair] = await t.database.db.select().from(fairs);
    const fair = await t.app.inject({
      method: 'GET',
      url: `/api/fairManagement/fair/${demoFair!.id}`,
      headers: { ...auth, gid },
    });
    expect(fair.json()).toMatchObject({ nameEn: 'Seoul Art Fair 2027', role: 'invited', applicationsOpen: true });
    const taking = await t.app.inject({
      method: 'GET',
      url: '/api/fairManagement/participant',
      headers: { ...auth, gid },
    });
    expect(taking.json()).toMatchObject({
      participants: [{ fairId: demoFair!.id, status: 'accepted', booth: { number: 'A12' }, section: 'Galleries' }],
    });
    // Its approved artwork list shows on the public fair page, four works of its inventory.
    const exhibitors = await t.app.inject({
      method: 'GET',
      url: '/api/web/fair/exhibitors',
      headers: { fairid: demoFair!.id },
    });
    expect(exhibitors.json<PublicFairDto>().exhibitors).toMatchObject([{ gid, booth: { number: 'A12' } }]);
    expect(exhibitors.json<PublicFairDto>().exhibitors[0]!.works).toHaveLength(4);
  });

  it('runs an open call the demo artist has entered, whose first round the staff account judges', async () => {
    const signIn = async (email: string) => {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { id: email, oauth: 'credentials', password: 'vernissage-demo' },
      });
      const auth = { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` };
      const [workspace] = (await t.app.inject({ method: 'GET', url: '/api/user/galleries', headers: auth })).json<
        { gid: string }[]
      >();
      return { ...auth, gid: workspace!.gid };
    };
    const artist = await signIn('artist@demo.vernissage.kr');
    const listed = await t.app.inject({ method: 'GET', url: '/api/contest', headers: artist });
    expect(listed.json<Page<ContestDto>>().items).toMatchObject([
      { titleEn: 'Emerging Artists Open Call 2027', open: true, timeZone: 'Asia/Seoul', worksAllowed: 3 },
    ]);
    const entries = await t.app.inject({ method: 'GET', url: '/api/contest/submission', headers: artist });
    const [entry] = entries.json<{ entries: EntryDto[] }>().entries;
    expect(entry).toMatchObject({ mine: true, result: null });
    expect(entry!.works).toHaveLength(2);

    const juror = await signIn('staff@demo.vernissage.kr');
    const jury = await t.app.inject({ method: 'GET', url: '/api/contest/jury', headers: juror });
    const [round] = jury.json<{ rounds: ContestRoundSummaryDto[] }>().rounds;
    expect(round).toMatchObject({ number: 1, status: 'open', entryCount: 1 });
    const judged = await t.app.inject({ method: 'GET', url: `/api/contest/round/${round!.roundId}`, headers: juror });
    expect(judged.json<ContestRoundDto>().entries).toMatchObject([{ entryId: entry!.id, myScore: null }]);
  });

  it('makes search, the blog and opportunities real: 김환 finds 김환기, posts in both languages, a saved opportunity', async () => {
    const found = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent('김환')}` });
    const works = found.json<{ items: { titleEn: string | null }[]; total: number }>();
    expect(works.items.map((work) => work.titleEn).sort()).toEqual(['Jars', 'Moon and Bird', 'Universe']);
    expect(found.json<{ facets: { location: object[] } }>().facets.location).toEqual([{ value: 'seoul', count: 3 }]);
    const featured = await t.app.inject({ method: 'GET', url: '/api/search/featured/all' });
    expect(featured.json<{ total: number }>().total).toBe(2);
    const english = await t.app.inject({ method: 'GET', url: '/api/blog/listPage', headers: { locale: 'en' } });
    const korean = await t.app.inject({ method: 'GET', url: '/api/blog/listPage', headers: { locale: 'ko' } });
    expect(english.json<{ total: number }>().total).toBe(2);
    expect(korean.json<{ total: number }>().total).toBe(3);
    const opportunities = await t.app.inject({ method: 'GET', url: '/api/opportunity/all' });
    expect(opportunities.json<{ total: number }>().total).toBe(4);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { id: 'artist@demo.vernissage.kr', oauth: 'credentials', password: 'vernissage-demo' },
    });
    const saved = await t.app.inject({
      method: 'GET',
      url: '/api/opportunity/saved',
      headers: { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` },
    });
    expect(saved.json<{ items: { titleEn: string }[] }>().items.map((item) => item.titleEn)).toEqual([
      'Jeju Residency 2027',
    ]);
  });

  it('loses the published password where others can reach the server', async () => {
    const signIn = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '127.50.0.1',
        payload: { id: email, oauth: 'credentials', password: 'vernissage-demo' },
      });
    const before = await signIn('admin@demo.vernissage.kr');
    expect(before.statusCode).toBe(200);
    expect(before.json().user.level).toBe(9);
    const cookie = String(before.headers['set-cookie']).split(';')[0]!;

    const locked = await lockPublishedDemoPasswords(t.app.ctx);
    expect(locked.sort()).toEqual(demoLogins.map((login) => login.email).sort());
    for (const login of demoLogins) expect((await signIn(login.email)).statusCode, login.email).toBe(401);
    // The sessions opened with it end too.
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    expect(await lockPublishedDemoPasswords(t.app.ctx)).toEqual([]);
  });
});
