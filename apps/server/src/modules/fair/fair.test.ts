import { calendarDayIn, EXHIBITION_TIME_ZONE, UserType, type FairDto } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairAccess, fairs } from '../../db/schema/index.js';
import { fairManagement, type FairCall } from '../../test/fairs.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';
import { addMemberDirectly } from '../workspace/workspace.service.js';

let t: TestApp;
let organiser: SignedInUser;
let coOrganiser: SignedInUser;
let gallery: SignedInUser;
let artist: SignedInUser;
let member: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  [organiser, coOrganiser, gallery, artist, member] = await Promise.all([
    createUser(t.app, t.database.db, { type: UserType.fair }),
    createUser(t.app, t.database.db, { type: UserType.fair }),
    createUser(t.app, t.database.db, { type: UserType.gallery }),
    createUser(t.app, t.database.db, { type: UserType.artist }),
    createUser(t.app, t.database.db, { type: UserType.fair }),
  ]);
  await addMemberDirectly(t.app.ctx, organiser.gid, member.uid, 'member');
});
afterAll(() => t.close());

const day = (offset: number) => calendarDayIn(EXHIBITION_TIME_ZONE, new Date(Date.now() + offset * 86_400_000));

const FAIR = {
  name: '아트 부산 2027',
  nameEn: 'Art Busan 2027',
  startDate: day(30),
  endDate: day(33),
  venue: { name: 'BEXCO', address: '부산 해운대구 APEC로 55' },
  sections: ['Galleries', 'Focus'],
  applicationOpensAt: new Date(Date.now() - 86_400_000).toISOString(),
  applicationClosesAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  feeText: '부스당 ₩3,000,000 (VAT 별도)',
  requiredDocuments: ['CV', 'Booth plan'],
};

const call: FairCall = (...args) => fairManagement(t)(...args);

async function createFair(user = organiser, body: unknown = FAIR): Promise<FairDto> {
  const answer = await call(user, 'POST', '/fair', { gid: user.gid }, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<FairDto>();
}

/** PUT `/fairManagement/fair/access` as `user`, acting in their own workspace. */
function setAccess(user: SignedInUser, fid: string, gid: string, accessLevel: string) {
  return call(user, 'PUT', '/fair/access', { gid: user.gid }, { fid, gid, accessLevel });
}

async function storedFairs() {
  return t.database.db.select().from(fairs);
}

describe('fairs', () => {
  it('a fair account creates a fair with its names, dates, venue, sections, window, fee and documents', async () => {
    const fair = await createFair();
    expect(fair).toMatchObject({
      gid: organiser.gid,
      name: '아트 부산 2027',
      nameEn: 'Art Busan 2027',
      status: 'upcoming',
      venue: { name: 'BEXCO' },
      sections: ['Galleries', 'Focus'],
      applicationsOpen: true,
      requiredDocuments: ['CV', 'Booth plan'],
      published: false,
      role: 'owner',
      grants: [],
    });
    const read = await call(organiser, 'GET', `/fair/${fair.fairId}`, { gid: organiser.gid });
    expect(read.json()).toEqual(fair);
    const list = await call(organiser, 'GET', '/fair', { gid: organiser.gid });
    expect(list.json<{ fairs: FairDto[] }>().fairs.map((entry) => entry.fairId)).toContain(fair.fairId);
  });

  it('refuses galleries, artists and anonymous callers, storing nothing', async () => {
    const before = (await storedFairs()).length;
    for (const user of [gallery, artist]) {
      const answer = await call(user, 'POST', '/fair', { gid: user.gid }, FAIR);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'forbidden' });
    }
    expect((await call(null, 'POST', '/fair', { gid: organiser.gid }, FAIR)).statusCode).toBe(401);
    // Another workspace's gid in the header: not a member of it.
    expect((await call(gallery, 'POST', '/fair', { gid: organiser.gid }, FAIR)).statusCode).toBe(403);
    expect(await storedFairs()).toHaveLength(before);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const fair = await createFair();
    const cases: unknown[] = [
      { ...FAIR, name: '' },
      { ...FAIR, startDate: '2027-02-30' },
      { ...FAIR, endDate: day(1), startDate: day(5) },
      { ...FAIR, applicationOpensAt: FAIR.applicationClosesAt, applicationClosesAt: FAIR.applicationOpensAt },
      { ...FAIR, sections: ['Focus', 'Focus'] },
      { ...FAIR, published: 'yes' },
      { ...FAIR, organiser: 'someone' },
    ];
    for (const body of cases) {
      const answer = await call(organiser, 'POST', '/fair', { gid: organiser.gid }, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'validation' });
    }
    // A change that leaves the stored fair out of order: its end before its stored start.
    const backwards = await call(
      organiser,
      'PUT',
      '/fair',
      { gid: organiser.gid, fairid: fair.fairId },
      { endDate: day(1) },
    );
    expect(backwards.statusCode).toBe(400);
    const [stored] = await t.database.db.select().from(fairs).where(eq(fairs.id, fair.fairId));
    expect(stored!.endDate).toBe(FAIR.endDate);
  });

  it('is changed by its organiser, and hidden from other workspaces as if missing until published', async () => {
    const fair = await createFair();
    for (const user of [coOrganiser, gallery]) {
      expect((await call(user, 'GET', `/fair/${fair.fairId}`, { gid: user.gid })).statusCode).toBe(404);
    }
    const changed = await call(
      organiser,
      'PUT',
      '/fair',
      { gid: organiser.gid, fairid: fair.fairId },
      { published: true, sections: ['Galleries', 'Focus', 'Solo'] },
    );
    expect(changed.json()).toMatchObject({
      published: true,
      sections: ['Galleries', 'Focus', 'Solo'],
      name: FAIR.name,
    });

    // Published, any workspace may read it (as the public page shows it), never change or delete it.
    for (const user of [coOrganiser, gallery]) {
      const read = await call(user, 'GET', `/fair/${fair.fairId}`, { gid: user.gid });
      expect(read.json()).toMatchObject({ role: 'open', grants: [], name: FAIR.name });
      const update = await call(user, 'PUT', '/fair', { gid: user.gid, fairid: fair.fairId }, { name: 'Taken' });
      expect(update.statusCode).toBe(404);
      expect((await call(user, 'DELETE', '/fair', { gid: user.gid, fairid: fair.fairId })).statusCode).toBe(404);
    }
    const [stored] = await t.database.db.select().from(fairs).where(eq(fairs.id, fair.fairId));
    expect(stored!.name).toBe(FAIR.name);
    expect((await call(organiser, 'GET', '/fair/no-such-fair', { gid: organiser.gid })).statusCode).toBe(404);
  });

  it('invites a gallery (which may read it) and makes a fair workspace a co-organiser (which may change it)', async () => {
    const fair = await createFair();
    const invite = await setAccess(organiser, fair.fairId, gallery.gid, 'invited');
    expect(invite.statusCode, invite.body).toBe(200);
    const asGallery = await call(gallery, 'GET', `/fair/${fair.fairId}`, { gid: gallery.gid });
    expect(asGallery.json()).toMatchObject({ role: 'invited', grants: [], name: FAIR.name });
    // Invited is not organising: no change, and the fair is not in the gallery's organised list.
    const galleryChange = await call(gallery, 'PUT', '/fair', { gid: gallery.gid, fairid: fair.fairId }, { name: 'x' });
    expect(galleryChange.statusCode).toBe(404);
    expect((await call(gallery, 'GET', '/fair', { gid: gallery.gid })).json()).toEqual({ fairs: [] });

    await setAccess(organiser, fair.fairId, coOrganiser.gid, 'organiser');
    const coChange = await call(
      coOrganiser,
      'PUT',
      '/fair',
      { gid: coOrganiser.gid, fairid: fair.fairId },
      { feeText: 'Free' },
    );
    expect(coChange.json()).toMatchObject({ role: 'organiser', feeText: 'Free' });
    const coList = await call(coOrganiser, 'GET', '/fair', { gid: coOrganiser.gid });
    expect(coList.json<{ fairs: FairDto[] }>().fairs.map((entry) => entry.fairId)).toEqual([fair.fairId]);
    // The organiser's list carries each fair's own grants: this fair's two, none on its other fairs.
    const organised = (await call(organiser, 'GET', '/fair', { gid: organiser.gid })).json<{ fairs: FairDto[] }>()
      .fairs;
    const grantsOf = (entry: FairDto) => entry.grants.map(({ gid, level }) => `${gid}:${level}`).sort();
    expect(grantsOf(organised.find((entry) => entry.fairId === fair.fairId)!)).toEqual(
      [`${gallery.gid}:invited`, `${coOrganiser.gid}:organiser`].sort(),
    );
    expect(organised.filter((entry) => entry.fairId !== fair.fairId).every((entry) => entry.grants.length === 0)).toBe(
      true,
    );
    expect(organised.length).toBeGreaterThan(1);
    // Only the organising workspace deletes or grants.
    expect((await call(coOrganiser, 'DELETE', '/fair', { gid: coOrganiser.gid, fairid: fair.fairId })).statusCode).toBe(
      403,
    );
    const coGrant = await setAccess(coOrganiser, fair.fairId, artist.gid, 'invited');
    expect(coGrant.statusCode).toBe(403);

    // Taking the invitation back closes the fair to the gallery again.
    const revoke = await setAccess(organiser, fair.fairId, gallery.gid, 'none');
    expect(revoke.json<{ grants: { gid: string }[] }>().grants.map((entry) => entry.gid)).toEqual([coOrganiser.gid]);
    expect((await call(gallery, 'GET', `/fair/${fair.fairId}`, { gid: gallery.gid })).statusCode).toBe(404);
  });

  it('refuses grants of the wrong kind, to itself, to a missing workspace, or by a plain member', async () => {
    const fair = await createFair();
    const grant = (user: SignedInUser, body: Record<string, string>) =>
      call(user, 'PUT', '/fair/access', { gid: organiser.gid }, { fid: fair.fairId, ...body });
    expect((await grant(organiser, { gid: gallery.gid, accessLevel: 'organiser' })).statusCode).toBe(400);
    expect((await grant(organiser, { gid: coOrganiser.gid, accessLevel: 'invited' })).statusCode).toBe(400);
    expect((await grant(organiser, { gid: organiser.gid, accessLevel: 'invited' })).statusCode).toBe(400);
    expect((await grant(organiser, { gid: 'no-such-workspace', accessLevel: 'invited' })).statusCode).toBe(404);
    expect((await grant(organiser, { gid: gallery.gid, accessLevel: 'owner' })).statusCode).toBe(400);
    expect((await grant(member, { gid: gallery.gid, accessLevel: 'invited' })).statusCode).toBe(403);
    expect(await t.database.db.select().from(fairAccess).where(eq(fairAccess.fairId, fair.fairId))).toEqual([]);
    // A plain member may still read and change the fair; deleting is for owners and admins.
    expect((await call(member, 'GET', `/fair/${fair.fairId}`, { gid: organiser.gid })).statusCode).toBe(200);
    expect((await call(member, 'DELETE', '/fair', { gid: organiser.gid, fairid: fair.fairId })).statusCode).toBe(403);
  });

  it('is deleted by its organising workspace, grants with it', async () => {
    const fair = await createFair();
    await setAccess(organiser, fair.fairId, gallery.gid, 'invited');
    const deleted = await call(organiser, 'DELETE', '/fair', { gid: organiser.gid, fairid: fair.fairId });
    expect(deleted.json()).toEqual({ ok: true });
    expect(await t.database.db.select().from(fairs).where(eq(fairs.id, fair.fairId))).toEqual([]);
    expect(await t.database.db.select().from(fairAccess).where(eq(fairAccess.fairId, fair.fairId))).toEqual([]);
    expect((await call(gallery, 'GET', `/fair/${fair.fairId}`, { gid: gallery.gid })).statusCode).toBe(404);
  });
});
