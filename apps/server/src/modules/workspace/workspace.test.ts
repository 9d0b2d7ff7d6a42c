import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { makeImage } from '../../platform/images/test-images.js';
import { injectMultipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { linkIn, startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { createUser, type SignedInUser } from '../../test/users.js';

let t: TestApp;
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://vernissage.test' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (
  user: SignedInUser,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => t.app.inject({ method, url, headers: { ...user.auth, ...headers }, ...(payload && { payload }) });

describe('workspaces', () => {
  it('gives every user a workspace; only gallery users may create more', async () => {
    const gallery = await createUser(t.app, t.database.db, { type: 0, name: 'Gallery Hyun' });
    const artist = await createUser(t.app, t.database.db, { type: 7, name: 'Artist Kim' });
    expect((await call(gallery, 'GET', '/api/user/galleries')).json()).toEqual([
      expect.objectContaining({ name: 'Gallery Hyun', role: 'owner', type: 0, holdDays: 7 }),
    ]);
    const second = await call(gallery, 'POST', '/api/user/gallery', {}, { name: 'Hyun Busan', nameen: 'Hyun Busan' });
    expect(second.statusCode).toBe(200);
    expect((await call(gallery, 'GET', '/api/user/galleries')).json()).toHaveLength(2);
    const refused = await call(artist, 'POST', '/api/user/gallery', {}, { name: 'Second studio' });
    expect(refused.statusCode).toBe(403);
    expect((await call(artist, 'GET', '/api/user/galleries')).json()).toHaveLength(1);
  });

  it('refuses a gid of a workspace one is not in, on every route, and changes nothing', async () => {
    const owner = await createUser(t.app, t.database.db);
    const stranger = await createUser(t.app, t.database.db);
    const gid = owner.gid;
    for (const [method, url, payload] of [
      ['GET', '/api/user/gallery', undefined],
      ['GET', '/api/user/members', undefined],
      ['GET', '/api/user/gallery/invitations', undefined],
      ['POST', '/api/user/gallery/invitation', { email: 'friend@example.test', role: 'admin' }],
      ['DELETE', '/api/user/gallery/member', undefined],
    ] as const) {
      const response = await call(stranger, method, url, { gid, uid: owner.uid }, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(owner, 'GET', '/api/user/members', { gid })).json()).toHaveLength(1);
    expect((await call(owner, 'GET', '/api/user/gallery/invitations', { gid })).json()).toEqual([]);
    expect(smtp.received.some((mail) => mail.to.includes('friend@example.test'))).toBe(false);
  });

  it('invites by e-mail; the invitee accepts and becomes a member; owners remove members', async () => {
    const owner = await createUser(t.app, t.database.db, { name: 'Owner' });
    const gid = owner.gid;
    const invited = await call(
      owner,
      'POST',
      '/api/user/gallery/invitation',
      { gid },
      { email: 'Staff@Example.test', role: 'admin' },
    );
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toMatchObject({ email: 'staff@example.test', role: 'admin', status: 'pending' });

    const mail = await smtp.mailTo('staff@example.test', /Invitation/);
    const token = new URL(linkIn(mail, '/invitations')).searchParams.get('token')!;

    // Someone else holding the link cannot use it.
    const intruder = await createUser(t.app, t.database.db);
    expect((await call(intruder, 'POST', '/api/user/gallery/invitation/accept', {}, { token })).statusCode).toBe(404);

    const staff = await createUser(t.app, t.database.db, { email: 'staff@example.test', name: 'Staff' });
    const mine = (await call(staff, 'GET', '/api/user/invitations')).json<{ token: string; gid: string }[]>();
    expect(mine).toEqual([expect.objectContaining({ gid, token })]);
    const accepted = await call(staff, 'POST', '/api/user/gallery/invitation/accept', {}, { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ gid, role: 'admin' });
    expect((await call(staff, 'POST', '/api/user/gallery/invitation/accept', {}, { token })).statusCode).toBe(409);

    const members = (await call(owner, 'GET', '/api/user/members', { gid })).json<{ name: string; role: string }[]>();
    expect(members.map((member) => [member.name, member.role])).toEqual([
      ['Owner', 'owner'],
      ['Staff', 'admin'],
    ]);

    // Admins manage invitations but only owners remove people; the last owner stays.
    expect((await call(staff, 'DELETE', '/api/user/gallery/member', { gid, uid: owner.uid })).statusCode).toBe(403);
    expect((await call(owner, 'DELETE', '/api/user/gallery/member', { gid, uid: owner.uid })).statusCode).toBe(409);
    expect((await call(owner, 'DELETE', '/api/user/gallery/member', { gid, uid: staff.uid })).statusCode).toBe(200);
    expect((await call(staff, 'GET', '/api/user/gallery', { gid })).statusCode).toBe(403);
  });

  it('names members and the workspace of an invitation in both languages, for each reader to see hers', async () => {
    const owner = await createUser(t.app, t.database.db, { type: 0, name: '갤러리 현' });
    await t.database.db.update(users).set({ nameen: 'Gallery Hyun' }).where(eq(users.id, owner.uid));
    const made = await call(owner, 'POST', '/api/user/gallery', {}, { name: '현 부산', nameen: 'Hyun Busan' });
    expect(made.statusCode, made.body).toBe(200);
    const gid = made.json<{ gid: string }>().gid;
    expect((await call(owner, 'GET', '/api/user/members', { gid })).json()).toEqual([
      expect.objectContaining({ name: '갤러리 현', nameen: 'Gallery Hyun' }),
    ]);

    const named = { workspaceName: '현 부산', workspaceNameEn: 'Hyun Busan' };
    const invited = await call(owner, 'POST', '/api/user/gallery/invitation', { gid }, { email: 'guest@example.test' });
    expect(invited.json()).toMatchObject(named);
    expect((await call(owner, 'GET', '/api/user/gallery/invitations', { gid })).json()).toEqual([
      expect.objectContaining(named),
    ]);
    const guest = await createUser(t.app, t.database.db, { email: 'guest@example.test' });
    expect((await call(guest, 'GET', '/api/user/invitations')).json()).toEqual([expect.objectContaining(named)]);
  });

  it('refuses inviting someone who is already a member', async () => {
    const owner = await createUser(t.app, t.database.db);
    const gid = owner.gid;
    const response = await call(
      owner,
      'POST',
      '/api/user/gallery/invitation',
      { gid },
      { email: owner.email, role: 'member' },
    );
    expect(response.statusCode).toBe(409);
    const ownerRole = await call(
      owner,
      'POST',
      '/api/user/gallery/invitation',
      { gid },
      { email: 'x@example.test', role: 'owner' },
    );
    expect(ownerRole.statusCode).toBe(400);
  });

  it("hands a leaving owner's shared workspace to an admin and deletes a solo one", async () => {
    const owner = await createUser(t.app, t.database.db);
    const admin = await createUser(t.app, t.database.db);
    const gid = owner.gid;
    await call(owner, 'POST', '/api/user/gallery/invitation', { gid }, { email: admin.email, role: 'admin' });
    const { token } = (await call(admin, 'GET', '/api/user/invitations')).json<{ token: string }[]>()[0]!;
    await call(admin, 'POST', '/api/user/gallery/invitation/accept', {}, { token });

    expect((await call(owner, 'DELETE', '/api/user', { deleteuid: owner.uid })).statusCode).toBe(200);
    const inherited = await call(admin, 'GET', '/api/user/gallery', { gid });
    expect(inherited.json()).toMatchObject({ gid, role: 'owner' });
    expect((await call(admin, 'GET', '/api/user/members', { gid })).json()).toHaveLength(1);
  });

  it("deletes a solo workspace's stored files with it", async () => {
    const solo = await createUser(t.app, t.database.db);
    const bytes = await makeImage('jpeg', { width: 64, height: 64 });
    const upload = await injectMultipart(t.app, {
      method: 'POST',
      url: '/api/inventory/item',
      data: { title: 'Left behind?' },
      files: [{ field: 'images', name: 'work.jpg', bytes }],
      headers: { ...solo.auth, gid: solo.gid },
    });
    expect(upload.statusCode).toBe(200);
    const folder = path.join(t.app.ctx.config.dataDir, 'files', 'g', solo.gid);
    expect((await fs.readdir(folder)).length).toBeGreaterThan(0);

    expect((await call(solo, 'DELETE', '/api/user', { deleteuid: solo.uid })).statusCode).toBe(200);
    await expect(fs.stat(folder)).rejects.toThrow(/ENOENT/);
  });
});
