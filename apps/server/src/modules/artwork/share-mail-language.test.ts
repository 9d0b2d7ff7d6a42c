import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { artworks, galleries, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { createUser, type SignedInUser } from '../../test/users.js';

/** Mail about an offer reaches each person in their language (issue 18, ADR 038). */

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

const HANGUL = /\p{Script=Hangul}/u;

/** A gallery whose owner reads mail in `locale` (null: never said), with a work titled in both languages. */
async function galleryReading(locale: 'ko' | 'en' | null) {
  const owner = await createUser(t.app, t.database.db, { type: 0, name: '현갤러리' });
  if (locale) {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/user/locale',
      headers: owner.auth,
      payload: { locale },
    });
    expect(set.statusCode, set.body).toBe(200);
  }
  await t.database.db.update(galleries).set({ nameen: 'Gallery Hyun' }).where(eq(galleries.id, owner.gid));
  const { artwork } = await createArtwork(t.database.db, { gid: owner.gid, createdBy: owner.uid, title: '달항아리' });
  await t.database.db.update(artworks).set({ titleEn: 'Moon Jar' }).where(eq(artworks.id, artwork.id));
  return { owner, aid: artwork.id };
}

/** A collector (김서연 / Seoyeon Kim) is offered the work and holds it; the hold mail the owner gets. */
async function holdMailTo(owner: SignedInUser, aid: string) {
  const collector = await createUser(t.app, t.database.db, { type: 3, name: '김서연' });
  await t.database.db.update(users).set({ nameen: 'Seoyeon Kim' }).where(eq(users.id, collector.uid));
  const offered = await t.app.inject({
    method: 'POST',
    url: '/api/artwork/share',
    headers: owner.auth,
    payload: { aid, email: collector.email },
  });
  expect(offered.statusCode, offered.body).toBe(200);
  const held = await t.app.inject({
    method: 'POST',
    url: '/api/artwork/shared/hold',
    headers: collector.auth,
    payload: { sid: offered.json<{ sid: string }>().sid },
  });
  expect(held.statusCode, held.body).toBe(200);
  return smtp.mailTo(owner.email, /홀드|on hold/);
}

describe('a hold mail', () => {
  it('reaches an English-speaking owner in English only, with the English title and names', async () => {
    const { owner, aid } = await galleryReading('en');
    const mail = await holdMailTo(owner, aid);
    expect(mail.subject).toBe('Vernissage: Moon Jar is on hold');
    expect(mail.text).toContain('Seoyeon Kim put "Moon Jar" on hold');
    expect(HANGUL.test(mail.subject)).toBe(false);
    expect(HANGUL.test(mail.text)).toBe(false);
  });

  it('reaches a Korean-speaking owner in Korean only', async () => {
    const { owner, aid } = await galleryReading('ko');
    const mail = await holdMailTo(owner, aid);
    expect(mail.subject).toBe('Vernissage: 달항아리 홀드');
    expect(mail.text).toContain('김서연님이 「달항아리」을(를) 홀드했습니다');
    expect(mail.text).not.toMatch(/on hold|Moon Jar|Seoyeon/);
  });

  it('reaches an owner whose language is unknown in both, each half naming the work in its language', async () => {
    const { owner, aid } = await galleryReading(null);
    const mail = await holdMailTo(owner, aid);
    expect(mail.subject).toBe('Vernissage: 달항아리 홀드 / Moon Jar is on hold');
    expect(mail.text).toContain('김서연님이 「달항아리」을(를) 홀드했습니다');
    expect(mail.text).toContain('Seoyeon Kim put "Moon Jar" on hold');
  });

  it('falls back to the only title there is, in either language', async () => {
    const { owner } = await galleryReading('en');
    const { artwork } = await createArtwork(t.database.db, { gid: owner.gid, createdBy: owner.uid, title: '백자' });
    const mail = await holdMailTo(owner, artwork.id);
    expect(mail.subject).toBe('Vernissage: 백자 is on hold');
  });
});

describe('an offer by e-mail', () => {
  it('reaches an address nobody signed up with in both languages', async () => {
    const { owner, aid } = await galleryReading('en');
    const offered = await t.app.inject({
      method: 'POST',
      url: '/api/artwork/share',
      headers: owner.auth,
      payload: { aid, email: 'stranger@nowhere.test' },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const mail = await smtp.mailTo('stranger@nowhere.test');
    expect(mail.subject).toBe(
      'Vernissage: 현갤러리에서 「달항아리」을(를) 제안했습니다 / Gallery Hyun offers you Moon Jar',
    );
  });
});
