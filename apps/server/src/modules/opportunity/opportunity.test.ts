import { UserType, type OpportunityDto, type Page } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentChanges, opportunities, opportunitySaves } from '../../db/schema/index.js';
import { sendQueuedMail } from '../../platform/mail/mail-queue.js';
import { ContentClient } from '../../test/content.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { SignedInUser } from '../../test/users.js';
import { remindSavedOpportunities } from './opportunity.service.js';

let t: TestApp;
let smtp: SmtpTestServer;
let api: ContentClient;
let admin: SignedInUser;
let artist: SignedInUser;

const DAY = 86_400_000;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  api = new ContentClient(t);
  admin = await api.admin();
  artist = await api.user();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const storedOpportunities = () => t.database.db.select().from(opportunities);
const ids = (page: Page<OpportunityDto>) => page.items.map((item) => item.id);
const list = (query = '') =>
  api.call(null, 'GET', `/opportunity/all?size=100${query}`).then((answer) => {
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Page<OpportunityDto>>();
  });

describe('opportunities', () => {
  it('are read by anyone once published, description as safe HTML, drafts being a 404', async () => {
    const open = await api.opportunity(admin, { description: '**Apply** <script>alert(1)</script>' });
    const draft = await api.opportunity(admin, { published: false });
    expect(open).toMatchObject({
      kind: 'open_call',
      timeZone: 'Asia/Seoul',
      countries: ['KR'],
      link: 'https://example.org/call',
      descriptionHtml: '<p><strong>Apply</strong> &lt;script&gt;alert(1)&lt;/script&gt;</p>',
    });
    expect((await api.call(null, 'GET', `/opportunity/opid/${open.id}`)).json()).toMatchObject({ id: open.id });
    for (const id of [draft.id, 'no-such-one']) {
      const answer = await api.call(artist, 'GET', `/opportunity/opid/${id}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'not_found' });
    }
    const listed = ids(await list());
    expect(listed).toContain(open.id);
    expect(listed).not.toContain(draft.id);
  });

  it('are filtered by kind, deadline, country, location and words, the nearest deadline first', async () => {
    const now = Date.now();
    const residency = await api.opportunity(admin, {
      kind: 'residency',
      title: '파리 레지던시',
      titleEn: 'Paris residency',
      countries: [],
      location: 'Paris, France',
      deadline: new Date(now + 30 * DAY).toISOString(),
      timeZone: 'Europe/Paris',
    });
    const grant = await api.opportunity(admin, {
      kind: 'grant',
      title: '창작 지원금',
      description: '조각가를 위한 **지원**',
      countries: ['KR', 'JP'],
      location: '서울',
      deadline: new Date(now + 5 * DAY).toISOString(),
    });
    const job = await api.opportunity(admin, {
      kind: 'job',
      title: 'Gallery assistant',
      countries: ['US'],
      location: 'New York',
      deadline: new Date(now + 60 * DAY).toISOString(),
    });
    const closed = await api.opportunity(admin, { kind: 'grant', deadline: new Date(now - DAY).toISOString() });

    const all = ids(await list());
    expect(all).not.toContain(closed.id);
    expect(all.indexOf(grant.id)).toBeLessThan(all.indexOf(residency.id));
    expect(all.indexOf(residency.id)).toBeLessThan(all.indexOf(job.id));

    expect(ids(await list('&kind=grant'))).toEqual(expect.arrayContaining([grant.id]));
    expect(ids(await list('&kind=grant'))).not.toContain(residency.id);
    expect(ids(await list(`&deadlineAfter=${new Date(now - 2 * DAY).toISOString()}`))).toContain(closed.id);
    expect(ids(await list(`&deadlineAfter=${encodeURIComponent(new Date(now + 40 * DAY).toISOString())}`))).toEqual([
      job.id,
    ]);
    // Open to anyone, or to residents of the country.
    const japan = ids(await list('&country=JP'));
    expect(japan).toEqual(expect.arrayContaining([grant.id, residency.id]));
    expect(japan).not.toContain(job.id);
    expect(ids(await list('&location=paris'))).toEqual([residency.id]);
    expect(ids(await list(`&q=${encodeURIComponent('조각가')}`))).toEqual([grant.id]);
    expect(ids(await list('&q=assistant'))).toEqual([job.id]);
    expect(ids(await list('&q=100%25'))).toEqual([]);

    const paged = await api.call(null, 'GET', '/opportunity/all?page=1&size=1');
    expect(paged.json()).toMatchObject({ page: 1, size: 1, total: all.length });
    expect(paged.json<Page<OpportunityDto>>().items).toHaveLength(1);
    for (const bad of ['kind=exhibition', 'deadlineAfter=tomorrow', 'country=korea', 'size=1000', 'page=-1']) {
      expect((await api.call(null, 'GET', `/opportunity/all?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('are written by platform admins only, recorded with who and when; bad bodies change nothing', async () => {
    const opportunity = await api.opportunity(admin);
    const before = await storedOpportunities();
    const body = {
      kind: 'grant',
      title: 'x',
      organiser: 'x',
      deadline: new Date(Date.now() + DAY).toISOString(),
      timeZone: 'UTC',
    };
    for (const user of [artist, null]) {
      const status = user ? 403 : 401;
      expect((await api.call(user, 'POST', '/opportunity', { body })).statusCode).toBe(status);
      expect((await api.call(user, 'PUT', `/opportunity/${opportunity.id}`, { body: { title: 'y' } })).statusCode).toBe(
        status,
      );
      expect((await api.call(user, 'DELETE', `/opportunity/${opportunity.id}`)).statusCode).toBe(status);
      expect((await api.call(user, 'GET', '/opportunity/admin/list')).statusCode).toBe(status);
    }
    const cases: unknown[] = [
      { ...body, kind: 'exhibition' },
      { ...body, title: '' },
      { ...body, organiser: '' },
      { ...body, deadline: '2027-01-01' },
      { ...body, timeZone: 'Mars/Olympus_Mons' },
      { ...body, link: 'http://example.org' },
      { ...body, link: 'javascript:alert(1)' },
      { ...body, countries: ['kr'] },
      { ...body, countries: ['KR', 'KR'] },
      { ...body, published: 'yes' },
      { ...body, createdBy: admin.uid },
    ];
    for (const bad of cases) {
      const answer = await api.call(admin, 'POST', '/opportunity', { body: bad });
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'validation' });
    }
    expect(
      (await api.call(admin, 'PUT', `/opportunity/${opportunity.id}`, { body: { link: 'ftp://x' } })).statusCode,
    ).toBe(400);
    expect((await api.call(admin, 'PUT', '/opportunity/no-such-one', { body: { title: 'y' } })).statusCode).toBe(404);
    expect(await storedOpportunities()).toEqual(before);

    const changed = await api.call(admin, 'PUT', `/opportunity/${opportunity.id}`, { body: { title: '새 제목' } });
    expect(changed.json()).toMatchObject({ title: '새 제목', organiser: opportunity.organiser });
    const drafts = await api.call(admin, 'GET', '/opportunity/admin/list?size=100');
    expect(ids(drafts.json<Page<OpportunityDto>>())[0]).toBe(opportunity.id);
    expect((await api.call(admin, 'DELETE', `/opportunity/${opportunity.id}`)).json()).toEqual({ ok: true });
    expect((await api.call(admin, 'DELETE', `/opportunity/${opportunity.id}`)).statusCode).toBe(404);
    const changes = await t.database.db
      .select()
      .from(contentChanges)
      .where(eq(contentChanges.subjectId, opportunity.id))
      .orderBy(contentChanges.at);
    expect(changes.map((change) => [change.subject, change.action, change.actorId])).toEqual([
      ['opportunity', 'create', admin.uid],
      ['opportunity', 'update', admin.uid],
      ['opportunity', 'delete', admin.uid],
    ]);
  });

  it('are saved by signed-in people, published ones only', async () => {
    const collector = await api.user(UserType.collector);
    const later = await api.opportunity(admin, { deadline: new Date(Date.now() + 20 * DAY).toISOString() });
    const sooner = await api.opportunity(admin, { deadline: new Date(Date.now() + 4 * DAY).toISOString() });
    const draft = await api.opportunity(admin, { published: false });
    expect((await api.call(null, 'POST', `/opportunity/opid/${later.id}/save`)).statusCode).toBe(401);
    expect((await api.call(null, 'GET', '/opportunity/saved')).statusCode).toBe(401);
    expect((await api.call(collector, 'POST', `/opportunity/opid/${draft.id}/save`)).statusCode).toBe(404);
    for (const opportunity of [later, sooner, later]) {
      const saved = await api.call(collector, 'POST', `/opportunity/opid/${opportunity.id}/save`);
      expect(saved.statusCode).toBe(200);
    }
    const saved = () =>
      api.call(collector, 'GET', '/opportunity/saved').then((answer) => ids(answer.json<Page<OpportunityDto>>()));
    expect(await saved()).toEqual([sooner.id, later.id]);
    // Unpublished since: no longer listed.
    await api.call(admin, 'PUT', `/opportunity/${sooner.id}`, { body: { published: false } });
    expect(await saved()).toEqual([later.id]);
    expect((await api.call(collector, 'DELETE', `/opportunity/opid/${later.id}/save`)).json()).toEqual({ ok: true });
    expect(await saved()).toEqual([]);
    // Others' saves are their own.
    expect(
      (await api.call(artist, 'GET', '/opportunity/saved')).json<Page<OpportunityDto>>().items.map((item) => item.id),
    ).not.toContain(later.id);
  });
});

describe('the reminder of a saved opportunity', () => {
  it('is mailed once, three days before the deadline, and not for past, unsaved or draft ones', async () => {
    const saver = await api.user(UserType.artist);
    const other = await api.user(UserType.artist);
    const now = Date.now();
    const soon = await api.opportunity(admin, {
      title: '곧 마감',
      titleEn: 'Closing soon',
      deadline: new Date(now + 2 * DAY).toISOString(),
      timeZone: 'Asia/Seoul',
    });
    const far = await api.opportunity(admin, { deadline: new Date(now + 10 * DAY).toISOString() });
    const past = await api.opportunity(admin, { deadline: new Date(now + DAY).toISOString() });
    const unsaved = await api.opportunity(admin, { deadline: new Date(now + 2 * DAY).toISOString() });
    const hidden = await api.opportunity(admin, { deadline: new Date(now + 2 * DAY).toISOString() });
    for (const opportunity of [soon, far, past, hidden]) {
      await api.call(saver, 'POST', `/opportunity/opid/${opportunity.id}/save`);
    }
    await api.call(other, 'POST', `/opportunity/opid/${far.id}/save`);
    await api.call(admin, 'PUT', `/opportunity/${hidden.id}`, { body: { published: false } });
    // Its deadline passes before the job runs.
    await api.call(admin, 'PUT', `/opportunity/${past.id}`, {
      body: { deadline: new Date(now - DAY).toISOString() },
    });
    expect(unsaved.published).toBe(true);

    const at = new Date(now);
    expect(await remindSavedOpportunities(t.app.ctx, at)).toBe(1);
    expect(await remindSavedOpportunities(t.app.ctx, at)).toBe(0);
    await sendQueuedMail(t.app.ctx);
    const mail = await smtp.mailTo(saver.email, /closes soon/);
    expect(mail.subject).toContain('곧 마감');
    expect(mail.text).toContain('(Asia/Seoul)');
    expect(mail.text).toContain(`/opportunities/${soon.id}`);
    const toSaver = () =>
      smtp.received.filter(
        (received) => received.to.includes(saver.email.toLowerCase()) && /closes soon/.test(received.subject),
      );
    expect(toSaver()).toHaveLength(1);
    const [save] = await t.database.db
      .select()
      .from(opportunitySaves)
      .where(eq(opportunitySaves.opportunityId, soon.id));
    expect(save?.remindedAt).not.toBeNull();

    // Seven days on, the far one is due, once for each person who saved it; the rest never.
    const later = new Date(now + 8 * DAY);
    expect(await remindSavedOpportunities(t.app.ctx, later)).toBe(2);
    expect(await remindSavedOpportunities(t.app.ctx, later)).toBe(0);
    await sendQueuedMail(t.app.ctx);
    await smtp.mailTo(other.email, /closes soon/);
    await expect.poll(() => toSaver().length).toBe(2);

    // A deadline moved later makes the reminder due again, before the new deadline.
    await api.call(admin, 'PUT', `/opportunity/${soon.id}`, {
      body: { deadline: new Date(now + 20 * DAY).toISOString() },
    });
    expect(await remindSavedOpportunities(t.app.ctx, at)).toBe(0);
    // Two instances running the job at once remind it once.
    const moved = new Date(now + 18 * DAY);
    const runs = await Promise.all([
      remindSavedOpportunities(t.app.ctx, moved),
      remindSavedOpportunities(t.app.ctx, moved),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
  });
});

describe('an opportunity for the editor', () => {
  it('is read by platform admins, a draft too, and by no one else', async () => {
    const draft = await api.opportunity(admin, { published: false, timeZone: 'Europe/Paris' });
    const answer = await api.call(admin, 'GET', `/opportunity/admin/opid/${draft.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<OpportunityDto>()).toMatchObject({ id: draft.id, published: false, timeZone: 'Europe/Paris' });
    for (const user of [artist, null]) {
      expect((await api.call(user, 'GET', `/opportunity/admin/opid/${draft.id}`)).statusCode).toBe(user ? 403 : 401);
    }
    expect((await api.call(admin, 'GET', '/opportunity/admin/opid/no-such-one')).statusCode).toBe(404);
  });
});
