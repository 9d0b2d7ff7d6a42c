import { calendarDayIn, EXHIBITION_TIME_ZONE, UserType, type FairDto, type ParticipantDto } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairParticipants, galleries } from '../../db/schema/index.js';
import { sendQueuedMail } from '../../platform/mail/mail-queue.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { fairManagement, type FairCall } from '../../test/fairs.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

let t: TestApp;
let smtp: SmtpTestServer;
let organiser: SignedInUser;
let gallery: SignedInUser;
let artist: SignedInUser;
let collector: SignedInUser;
let otherGallery: SignedInUser;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  [organiser, gallery, artist, collector, otherGallery] = await Promise.all([
    createUser(t.app, t.database.db, { type: UserType.fair }),
    createUser(t.app, t.database.db, { type: UserType.gallery }),
    createUser(t.app, t.database.db, { type: UserType.artist }),
    createUser(t.app, t.database.db, { type: UserType.collector }),
    createUser(t.app, t.database.db, { type: UserType.gallery }),
  ]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const day = (offset: number) => calendarDayIn(EXHIBITION_TIME_ZONE, new Date(Date.now() + offset * 86_400_000));
const instant = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const api: FairCall = (...args) => fairManagement(t)(...args);

async function newFair(fields: Record<string, unknown> = {}): Promise<FairDto> {
  const answer = await api(
    organiser,
    'POST',
    '/fair',
    { gid: organiser.gid },
    {
      name: `페어 ${Math.random().toString(36).slice(2, 7)}`,
      startDate: day(40),
      endDate: day(43),
      sections: ['Galleries', 'Focus'],
      applicationOpensAt: instant(-1),
      applicationClosesAt: instant(10),
      published: true,
      ...fields,
    },
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<FairDto>();
}

const join = (user: SignedInUser, fairId: string, gid = user.gid) =>
  api(user, 'POST', '/join', {}, { gid, artFairId: fairId });
const update = (user: SignedInUser, participantId: string, body: unknown) =>
  api(user, 'PUT', `/participant/${participantId}`, { gid: user.gid }, body);

async function participantsStored(fairId: string) {
  return t.database.db.select().from(fairParticipants).where(eq(fairParticipants.fairId, fairId));
}

/** Gives a workspace an English name besides its own. */
async function nameWorkspace(user: SignedInUser, name: string, nameEn: string | null) {
  await t.database.db.update(galleries).set({ name, nameen: nameEn }).where(eq(galleries.id, user.gid));
}

describe('taking part in a fair', () => {
  it('a gallery applies, the organiser is mailed, accepts it with a booth and a section, and the gallery is mailed', async () => {
    const fair = await newFair();
    const applied = await join(gallery, fair.fairId);
    expect(applied.statusCode, applied.body).toBe(200);
    const participant = applied.json<ParticipantDto>();
    expect(participant).toMatchObject({ fairId: fair.fairId, gid: gallery.gid, status: 'applied', booth: null });
    await sendQueuedMail(t.app.ctx);
    const toOrganiser = await smtp.mailTo(organiser.email, /Application from/);
    expect(toOrganiser.subject).toContain(fair.name);

    // Once in the running, a second application is refused.
    expect((await join(gallery, fair.fairId)).statusCode).toBe(409);

    const list = await api(organiser, 'GET', '/fair/participant', { gid: organiser.gid, fairid: fair.fairId });
    expect(list.json<{ participants: ParticipantDto[] }>().participants.map((entry) => entry.gid)).toEqual([
      gallery.gid,
    ]);

    const accepted = await update(organiser, participant.participantId, {
      status: 'accepted',
      booth: { number: 'A12', size: '6 × 4 m', hall: 'A' },
      section: 'Focus',
    });
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      booth: { number: 'A12', hall: 'A' },
      section: 'Focus',
    });
    await sendQueuedMail(t.app.ctx);
    expect((await smtp.mailTo(gallery.email, /is accepted/)).subject).toContain(fair.name);

    // The gallery reads where it stands, in its own list too.
    const mine = await api(gallery, 'GET', '/participant', { gid: gallery.gid });
    expect(mine.json<{ participants: ParticipantDto[] }>().participants).toContainEqual(
      expect.objectContaining({ participantId: participant.participantId, status: 'accepted', section: 'Focus' }),
    );
    const one = await api(gallery, 'GET', `/participant/${participant.participantId}`, { gid: gallery.gid });
    expect(one.json()).toMatchObject({ booth: { number: 'A12' } });
  });

  it('lets the exhibitor only withdraw, once; the organiser is mailed and cannot decide on it afterwards', async () => {
    const fair = await newFair();
    const { participantId } = (await join(artist, fair.fairId)).json<ParticipantDto>();
    // An exhibitor does not set its own booth, section or status other than withdrawn.
    for (const body of [{ status: 'accepted' }, { booth: { number: 'Z1' } }, { section: 'Focus' }]) {
      expect((await update(artist, participantId, body)).statusCode).toBe(403);
    }
    // The organiser does not withdraw for it, nor puts it in a section the fair has not.
    expect((await update(organiser, participantId, { status: 'withdrawn' })).statusCode).toBe(400);
    expect((await update(organiser, participantId, { section: 'Solo' })).statusCode).toBe(400);
    expect((await participantsStored(fair.fairId))[0]).toMatchObject({ status: 'applied', section: null, booth: null });

    expect((await update(artist, participantId, { status: 'withdrawn' })).json()).toMatchObject({
      status: 'withdrawn',
    });
    await sendQueuedMail(t.app.ctx);
    expect((await smtp.mailTo(organiser.email, /has withdrawn/)).subject).toContain(fair.name);
    expect((await update(artist, participantId, { status: 'withdrawn' })).statusCode).toBe(409);
    expect((await update(organiser, participantId, { status: 'accepted' })).statusCode).toBe(409);
    // It may apply again: a new application.
    expect((await join(artist, fair.fairId)).json()).toMatchObject({ participantId, status: 'applied' });
  });

  it('refuses the wrong account type, anonymous callers, another workspace and closed fairs, storing nothing', async () => {
    const fair = await newFair();
    expect((await join(organiser, fair.fairId)).statusCode).toBe(403);
    expect((await join(collector, fair.fairId)).statusCode).toBe(403);
    expect((await api(null, 'POST', '/join', {}, { gid: gallery.gid, artFairId: fair.fairId })).statusCode).toBe(401);
    // A workspace the caller is not a member of.
    expect((await join(otherGallery, fair.fairId, gallery.gid)).statusCode).toBe(403);
    expect((await join(gallery, 'no-such-fair')).statusCode).toBe(404);
    expect((await api(gallery, 'POST', '/join', {}, { gid: gallery.gid })).statusCode).toBe(400);
    expect(await participantsStored(fair.fairId)).toEqual([]);

    // Unpublished, or outside its window: not for the public; an invitation opens it.
    const draft = await newFair({ published: false });
    expect((await join(gallery, draft.fairId)).statusCode).toBe(404);
    const closed = await newFair({ applicationOpensAt: instant(-10), applicationClosesAt: instant(-1) });
    expect((await join(gallery, closed.fairId)).statusCode).toBe(409);
    expect(await participantsStored(closed.fairId)).toEqual([]);
    await api(
      organiser,
      'PUT',
      '/fair/access',
      { gid: organiser.gid },
      {
        fid: closed.fairId,
        gid: gallery.gid,
        accessLevel: 'invited',
      },
    );
    expect((await join(gallery, closed.fairId)).statusCode).toBe(200);
  });

  it('keeps participants to the fair’s organisers and the exhibitor itself', async () => {
    const fair = await newFair();
    const { participantId } = (await join(gallery, fair.fairId)).json<ParticipantDto>();
    expect(
      (await api(otherGallery, 'GET', `/participant/${participantId}`, { gid: otherGallery.gid })).statusCode,
    ).toBe(404);
    expect((await update(otherGallery, participantId, { status: 'withdrawn' })).statusCode).toBe(404);
    // An exhibitor does not list the fair's other participants, even invited to the fair.
    await api(
      organiser,
      'PUT',
      '/fair/access',
      { gid: organiser.gid },
      {
        fid: fair.fairId,
        gid: gallery.gid,
        accessLevel: 'invited',
      },
    );
    expect((await api(gallery, 'GET', `/fair/${fair.fairId}`, { gid: gallery.gid })).statusCode).toBe(200);
    const asExhibitor = await api(gallery, 'GET', '/fair/participant', { gid: gallery.gid, fairid: fair.fairId });
    expect(asExhibitor.statusCode).toBe(404);
    expect((await api(organiser, 'GET', `/participant/${participantId}`, { gid: organiser.gid })).statusCode).toBe(200);
  });
});

describe('booths', () => {
  it('refuses a booth another participant of the fair has (trimmed, any case), naming it, and changes nothing', async () => {
    await nameWorkspace(gallery, '갤러리 현', 'Gallery Hyun');
    const fair = await newFair();
    const held = (await join(gallery, fair.fairId)).json<ParticipantDto>();
    const asking = (await join(artist, fair.fairId)).json<ParticipantDto>();
    await update(organiser, held.participantId, { status: 'accepted', booth: { number: 'A12' } });

    for (const number of ['A12', ' a12 ', 'Ａ１２']) {
      const refused = await update(organiser, asking.participantId, {
        status: 'accepted',
        booth: { number, hall: 'Hall A' },
        section: 'Focus',
      });
      expect(refused.statusCode, number).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'booth_taken',
        message: 'Booth A12 is already given to Gallery Hyun.'.replace('A12', number.trim()),
        details: [{ field: 'body.booth.number' }],
      });
    }
    // Nothing of the refused change is stored: not the status, the section nor the booth.
    const stored = await participantsStored(fair.fairId);
    expect(stored.find((row) => row.id === asking.participantId)).toMatchObject({
      status: 'applied',
      booth: null,
      section: null,
    });

    // A participant saves its own booth again, changed in case and hall.
    const again = await update(organiser, held.participantId, { booth: { number: 'a12', hall: 'Hall B' } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ booth: { number: 'a12', hall: 'Hall B' } });
    // Another booth, or the same number at another fair, is free.
    expect((await update(organiser, asking.participantId, { booth: { number: 'A13' } })).statusCode).toBe(200);
    const other = await newFair();
    const elsewhere = (await join(artist, other.fairId)).json<ParticipantDto>();
    expect((await update(organiser, elsewhere.participantId, { booth: { number: 'A12' } })).statusCode).toBe(200);
    // Once its holder gives the booth back, it may go to another.
    expect((await update(organiser, held.participantId, { booth: null })).statusCode).toBe(200);
    expect((await update(organiser, asking.participantId, { booth: { number: 'A12' } })).statusCode).toBe(200);
  });

  it('gives one booth to one of two participants asking for it at once', async () => {
    const fair = await newFair();
    const ids = await Promise.all(
      [gallery, artist, otherGallery].map(
        async (user) => (await join(user, fair.fairId)).json<ParticipantDto>().participantId,
      ),
    );
    const answers = await Promise.all(ids.map((id) => update(organiser, id, { booth: { number: 'B1' } })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const stored = await participantsStored(fair.fairId);
    expect(stored.filter((row) => row.booth?.number === 'B1')).toHaveLength(1);
  });
});

describe("exhibitors' names", () => {
  it('carry the English name beside the own one, for the organiser, the exhibitor and the public page', async () => {
    await nameWorkspace(gallery, '갤러리 현', 'Gallery Hyun');
    await nameWorkspace(artist, '김서연', null);
    await nameWorkspace(organiser, '서울 아트 페어', 'Seoul Art Fair');
    const fair = await newFair();
    expect(fair).toMatchObject({ organiserName: '서울 아트 페어', organiserNameEn: 'Seoul Art Fair' });
    const { participantId } = (await join(gallery, fair.fairId)).json<ParticipantDto>();
    await join(artist, fair.fairId);
    await update(organiser, participantId, { status: 'accepted', booth: { number: 'A12' } });

    const board = await api(organiser, 'GET', '/fair/participant', { gid: organiser.gid, fairid: fair.fairId });
    expect(board.json<{ participants: ParticipantDto[] }>().participants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ gid: gallery.gid, exhibitorName: '갤러리 현', exhibitorNameEn: 'Gallery Hyun' }),
        expect.objectContaining({ gid: artist.gid, exhibitorName: '김서연', exhibitorNameEn: null }),
      ]),
    );
    const one = await api(organiser, 'GET', `/participant/${participantId}`, { gid: organiser.gid });
    expect(one.json()).toMatchObject({ exhibitorName: '갤러리 현', exhibitorNameEn: 'Gallery Hyun' });
    const mine = await api(gallery, 'GET', '/participant', { gid: gallery.gid });
    expect(mine.json<{ participants: ParticipantDto[] }>().participants).toContainEqual(
      expect.objectContaining({ participantId, exhibitorNameEn: 'Gallery Hyun' }),
    );

    await api(
      organiser,
      'PUT',
      '/fair/access',
      { gid: organiser.gid },
      { fid: fair.fairId, gid: gallery.gid, accessLevel: 'invited' },
    );
    const read = await api(organiser, 'GET', `/fair/${fair.fairId}`, { gid: organiser.gid });
    expect(read.json<FairDto>().grants).toEqual([
      { gid: gallery.gid, name: '갤러리 현', nameEn: 'Gallery Hyun', level: 'invited' },
    ]);

    const page = await t.app.inject({
      method: 'GET',
      url: '/api/web/fair/exhibitors',
      headers: { fairid: fair.fairId },
    });
    expect(page.json()).toMatchObject({
      fair: { organiserName: '서울 아트 페어', organiserNameEn: 'Seoul Art Fair' },
      exhibitors: [{ gid: gallery.gid, name: '갤러리 현', nameEn: 'Gallery Hyun' }],
    });
  });
});
