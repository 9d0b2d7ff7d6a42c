import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { visitorMessages } from '../../db/schema/index.js';
import { sendQueuedMail } from '../../platform/mail/mail-queue.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';
import { addMemberDirectly } from '../workspace/workspace.service.js';
import { csvCell } from '@vernissage/shared';

let t: TestApp;
let smtp: SmtpTestServer;
let owner: SignedInUser;
let member: SignedInUser;
let stranger: SignedInUser;
let gid: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://vernissage.test' } });
  owner = await createUser(t.app, t.database.db, { type: 0, name: 'Owner Hyun', email: 'owner@inbox.test' });
  member = await createUser(t.app, t.database.db, { name: 'Member Jo', email: 'member@inbox.test' });
  stranger = await createUser(t.app, t.database.db, { type: 0, email: 'stranger@inbox.test' });
  gid = owner.gid;
  await addMemberDirectly(t.app.ctx, gid, member.uid, 'member');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let addressCounter = 0;
type Json = Record<string, unknown>;

async function visitorWrites(payload: Json, path: 'message' | 'lead' = 'message'): Promise<string> {
  addressCounter += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/visitor/${path}`,
    payload: { gid, ...payload },
    remoteAddress: `10.30.0.${addressCounter}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ vmid: string }>().vmid;
}

const as = (user: SignedInUser | null, galleryId = gid) => ({
  ...(user ? user.auth : {}),
  gid: galleryId,
});
const inbox = (user: SignedInUser | null, query = '', galleryId = gid) =>
  t.app.inject({ method: 'GET', url: `/api/inbox${query}`, headers: as(user, galleryId) });
const call = (user: SignedInUser | null, method: 'PUT' | 'POST', url: string, payload: Json, galleryId = gid) =>
  t.app.inject({ method, url: `/api/inbox${url}`, headers: as(user, galleryId), payload });
const statusOf = async (vmid: string) =>
  (await t.database.db.select().from(visitorMessages).where(eq(visitorMessages.id, vmid)))[0]?.status;

describe('the inbox', () => {
  it('lists messages and leads newest first with their work and source, filtered by status and kind', async () => {
    const { artwork } = await createArtwork(t.database.db, { gid, createdBy: owner.uid, title: 'Moon Jar' });
    const first = await visitorWrites({
      message: 'First',
      aid: artwork.id,
      source: { kind: 'artwork', id: artwork.id },
    });
    const lead = await visitorWrites({ email: 'lead@visitor.test', memo: 'Lead memo' }, 'lead');

    const all = await inbox(member);
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json<{ items: Json[]; total: number }>();
    expect(page.items.map((item) => item.vmid).slice(0, 2)).toEqual([lead, first]);
    expect(page.items.find((item) => item.vmid === first)).toMatchObject({
      kind: 'message',
      status: 'unread',
      artwork: { aid: artwork.id, title: 'Moon Jar' },
      source: { kind: 'artwork', id: artwork.id },
    });
    const leads = (await inbox(member, '?kind=lead')).json<{ items: Json[] }>();
    expect(leads.items.every((item) => item.kind === 'lead')).toBe(true);
    expect(leads.items.map((item) => item.vmid)).toContain(lead);

    const unread = await t.app.inject({ method: 'GET', url: '/api/inbox/unread', headers: as(member) });
    expect(unread.json<{ unread: number }>().unread).toBeGreaterThanOrEqual(2);
  });

  it('marks messages read, unread and archived; archived ones leave the default list', async () => {
    const vmid = await visitorWrites({ message: 'Mark me' });
    const before = (await t.app.inject({ method: 'GET', url: '/api/inbox/unread', headers: as(owner) })).json<{
      unread: number;
    }>().unread;
    expect((await call(member, 'PUT', '/status', { vmids: [vmid], status: 'read' })).json()).toEqual({ changed: 1 });
    expect(await statusOf(vmid)).toBe('read');
    const after = (await t.app.inject({ method: 'GET', url: '/api/inbox/unread', headers: as(owner) })).json<{
      unread: number;
    }>().unread;
    expect(after).toBe(before - 1);

    await call(member, 'PUT', '/status', { vmids: [vmid], status: 'archived' });
    const listed = (await inbox(member, '?size=100')).json<{ items: Json[] }>().items.map((item) => item.vmid);
    expect(listed).not.toContain(vmid);
    const archived = (await inbox(member, '?status=archived')).json<{ items: Json[] }>().items.map((item) => item.vmid);
    expect(archived).toContain(vmid);
  });

  it('replies by mail in the gallery’s name, reply-to the member, and keeps the reply on the message', async () => {
    const vmid = await visitorWrites({ message: 'Do you ship to Busan?', email: 'asker@visitor.test', name: 'Asker' });
    const response = await call(member, 'POST', '/reply', { vmid, message: 'Yes, we ship nationwide.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      vmid,
      status: 'read',
      replies: [{ message: 'Yes, we ship nationwide.', uid: member.uid, name: 'Member Jo' }],
    });
    await sendQueuedMail(t.app.ctx);
    const mail = await smtp.mailTo('asker@visitor.test', /Reply from/);
    expect(mail.subject).toMatch(/^.+: 답장 \/ Reply from .+$/);
    expect(mail.text).toContain('Yes, we ship nationwide.');
    expect(mail.text).toContain('> Do you ship to Busan?');
    expect(mail.replyTo).toEqual(['member@inbox.test']);

    // A visitor who left no address cannot be answered.
    const anonymous = await visitorWrites({ message: 'No address' });
    const refused = await call(member, 'POST', '/reply', { vmid: anonymous, message: 'Hello?' });
    expect(refused.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(visitorMessages).where(eq(visitorMessages.id, anonymous));
    expect(row?.replies).toEqual([]);
  });

  it('exports CSV for Excel: BOM, CRLF, quoted cells, Korean intact, formulas defused', async () => {
    await visitorWrites({
      message: '=HYPERLINK("http://evil.example","click")',
      name: '+김민지',
      email: 'csv@visitor.test',
    });
    const response = await t.app.inject({ method: 'GET', url: `/api/inbox/export?gid=${gid}`, headers: owner.auth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"$/);
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toMatch(/^"received","kind","status","name","email"/);
    expect(lines.at(-1)).toBe('');
    const row = lines.find((line) => line.includes('csv@visitor.test'))!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(row).toContain(`"'+김민지"`);
    expect(csvCell('-1')).toBe(`"'-1"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('plain')).toBe('"plain"');
  });

  it('deletes for good on a privacy request: owners and admins only', async () => {
    const vmid = await visitorWrites({ message: 'Forget me', email: 'forget@visitor.test' });
    const byMember = await call(member, 'POST', '/delete', { vmids: [vmid] });
    expect(byMember.statusCode).toBe(403);
    expect(await statusOf(vmid)).toBe('unread');
    expect((await call(owner, 'POST', '/delete', { vmids: [vmid] })).json()).toEqual({ deleted: 1 });
    expect(await statusOf(vmid)).toBeUndefined();
  });
});

describe('every inbox route refuses other workspaces and anonymous callers, changing nothing', () => {
  it('anonymous: 401/901 on every route', async () => {
    const vmid = await visitorWrites({ message: 'Private', email: 'p@visitor.test' });
    const responses = [
      await inbox(null),
      await t.app.inject({ method: 'GET', url: '/api/inbox/unread', headers: { gid } }),
      await call(null, 'PUT', '/status', { vmids: [vmid], status: 'archived' }),
      await call(null, 'POST', '/reply', { vmid, message: 'Hi' }),
      await call(null, 'POST', '/delete', { vmids: [vmid] }),
      await t.app.inject({ method: 'GET', url: `/api/inbox/export?gid=${gid}` }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 901 });
    }
    const [row] = await t.database.db.select().from(visitorMessages).where(eq(visitorMessages.id, vmid));
    expect(row).toMatchObject({ status: 'unread', replies: [] });
  });

  it('a non-member naming the workspace: 403, nothing read or changed', async () => {
    const vmid = await visitorWrites({ message: 'Not for strangers', email: 'ns@visitor.test' });
    const responses = [
      await inbox(stranger),
      await t.app.inject({ method: 'GET', url: '/api/inbox/unread', headers: as(stranger) }),
      await call(stranger, 'PUT', '/status', { vmids: [vmid], status: 'archived' }),
      await call(stranger, 'POST', '/reply', { vmid, message: 'Hi' }),
      await call(stranger, 'POST', '/delete', { vmids: [vmid] }),
      await t.app.inject({ method: 'GET', url: `/api/inbox/export?gid=${gid}`, headers: stranger.auth }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('Not for strangers');
    }
    const [row] = await t.database.db.select().from(visitorMessages).where(eq(visitorMessages.id, vmid));
    expect(row).toMatchObject({ status: 'unread', replies: [] });
  });

  it("a member of another workspace naming this workspace's messages in their own: 404, nothing changed", async () => {
    const vmid = await visitorWrites({ message: 'Ours', email: 'ours@visitor.test' });
    const own = await visitorWrites({ message: 'Also ours' });
    const theirs = stranger.gid;
    const responses = [
      await call(stranger, 'PUT', '/status', { vmids: [vmid], status: 'archived' }, theirs),
      await call(stranger, 'POST', '/reply', { vmid, message: 'Hi' }, theirs),
      await call(stranger, 'POST', '/delete', { vmids: [vmid] }, theirs),
      // Mixed with ids of its own, still nothing changes.
      await call(owner, 'PUT', '/status', { vmids: [own, 'made-up-id'], status: 'archived' }),
    ];
    for (const response of responses) expect(response.statusCode).toBe(404);
    expect(await statusOf(vmid)).toBe('unread');
    expect(await statusOf(own)).toBe('unread');
    const listed = (await inbox(stranger, '', theirs)).json<{ items: Json[] }>();
    expect(listed.items.map((item) => item.vmid)).not.toContain(vmid);
    await sendQueuedMail(t.app.ctx);
    expect(smtp.received.some((mail) => mail.to.includes('ours@visitor.test'))).toBe(false);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const vmid = await visitorWrites({ message: 'Bad input', email: 'bad@visitor.test' });
    const cases = [
      await call(owner, 'PUT', '/status', { vmids: [vmid], status: 'deleted' }),
      await call(owner, 'PUT', '/status', { vmids: [], status: 'read' }),
      await call(owner, 'POST', '/reply', { vmid, message: '' }),
      await call(owner, 'POST', '/reply', { vmid, message: 'x'.repeat(5001) }),
      await inbox(owner, '?status=spam'),
      await inbox(owner, '?size=1000'),
    ];
    for (const response of cases) expect(response.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(visitorMessages).where(eq(visitorMessages.id, vmid));
    expect(row).toMatchObject({ status: 'unread', replies: [] });
  });
});
