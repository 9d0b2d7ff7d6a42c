import { UserType, type PublicFairDto, type SubmissionDto } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { fairValuesFrom, isoFromSeoulLocal, prepareFair, seoulLocalOf } from './fair-form';
import { fairSideOf, fairsAccess } from './fair-side';
import { fairIdOfSlug, publicFairPath } from './fair-slug';
import { canEditSubmission, canWithdraw, decisionsFrom, reviewsFrom } from './fair-states';
import { fairStructuredData, publicFairMeta } from './public-fair-meta';
import { contentOf, contentSchemaOf, latestByType } from './submission-content';

const ID = 'AbC-dEf_GhIjKlMnOpQr01';

describe('fairIdOfSlug', () => {
  it('reads the id at the end of a slug by its length, hyphens in the id and all', () => {
    expect(fairIdOfSlug(`seoul-art-fair-2027-${ID}`)).toBe(ID);
    expect(fairIdOfSlug(`서울-아트-페어-${ID}`)).toBe(ID);
    const leadingHyphen = '-bcdefghijklmnopqrstuv';
    expect(fairIdOfSlug(`fair-${leadingHyphen}`)).toBe(leadingHyphen);
  });

  it('takes a bare id (the app links by id) and refuses what cannot be one', () => {
    expect(fairIdOfSlug(ID)).toBe(ID);
    expect(fairIdOfSlug('short-id')).toBe('short-id');
    expect(fairIdOfSlug('')).toBeNull();
    expect(fairIdOfSlug('a/b')).toBeNull();
    expect(fairIdOfSlug('x'.repeat(301))).toBeNull();
  });

  it('builds the page address, encoded', () => {
    expect(publicFairPath(`서울-${ID}`)).toBe(`/fair/${encodeURIComponent('서울')}-${ID}`);
  });
});

describe('Seoul times of the application window', () => {
  it('shows an instant as Seoul wall time and reads it back with the +09:00 offset', () => {
    expect(seoulLocalOf('2027-03-01T01:00:00.000Z')).toBe('2027-03-01T10:00');
    expect(seoulLocalOf('2027-03-01T20:30:00.000Z')).toBe('2027-03-02T05:30');
    expect(seoulLocalOf(null)).toBe('');
    expect(isoFromSeoulLocal('2027-03-01T10:00')).toBe('2027-03-01T10:00:00+09:00');
    expect(Date.parse(isoFromSeoulLocal(seoulLocalOf('2027-03-01T01:00:00.000Z')))).toBe(
      Date.parse('2027-03-01T01:00:00.000Z'),
    );
    expect(isoFromSeoulLocal('  ')).toBe('');
  });

  it('turns a saved fair into the form and back into what the contract takes', () => {
    const values = fairValuesFrom({
      name: '서울 아트 페어',
      nameEn: null,
      startDate: '2027-05-01',
      endDate: '2027-05-04',
      venue: { name: 'COEX', address: null },
      sections: ['Galleries'],
      applicationOpensAt: '2027-03-01T01:00:00.000Z',
      applicationClosesAt: null,
      feeText: null,
      requiredDocuments: ['CV'],
      published: true,
    } as Parameters<typeof fairValuesFrom>[0]);
    expect(values).toMatchObject({ nameEn: '', venue: { name: 'COEX', address: '' }, applicationClosesAt: '' });
    expect(prepareFair(values)).toMatchObject({ applicationOpensAt: '2027-03-01T10:00:00+09:00' });
  });
});

describe('fair sides', () => {
  const user = { type: UserType.gallery, plan: null };
  it('gives fair workspaces the organiser side, galleries and artists the exhibitor side', () => {
    expect(fairSideOf(UserType.fair)).toBe('organiser');
    expect(fairSideOf(UserType.gallery)).toBe('exhibitor');
    expect(fairSideOf(UserType.artist)).toBe('exhibitor');
    expect(fairSideOf(UserType.collector)).toBeNull();
    expect(fairsAccess(user, { type: UserType.collector, role: 'owner' })).toEqual({
      side: null,
      canRead: false,
      canWrite: false,
    });
    expect(fairsAccess(user, { type: UserType.gallery, role: 'member' })).toMatchObject({ canWrite: true });
  });

  it('holds an artist without a live plan back, as the server does', () => {
    const artist = { type: UserType.artist, plan: { planid: 'abasic', state: 'expired' } };
    expect(fairsAccess(artist, { type: UserType.artist, role: 'owner' })).toEqual({
      side: 'exhibitor',
      canRead: true,
      canWrite: false,
    });
  });
});

describe('fair states', () => {
  it('offers the organiser every other decision, none once withdrawn', () => {
    expect(decisionsFrom('applied')).toEqual(['accepted', 'waitlisted', 'declined']);
    expect(decisionsFrom('accepted')).toEqual(['applied', 'waitlisted', 'declined']);
    expect(decisionsFrom('withdrawn')).toEqual([]);
    expect(canWithdraw('waitlisted')).toBe(true);
    expect(canWithdraw('declined')).toBe(false);
  });

  it('lets the exhibitor change a submission until it is taken up, and the organiser review what is not a draft', () => {
    expect([null, 'draft', 'submitted', 'changes_requested'].map((s) => canEditSubmission(s as never))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['in_review', 'approved', 'rejected'].map((s) => canEditSubmission(s as never))).toEqual([
      false,
      false,
      false,
    ]);
    expect(reviewsFrom('draft')).toEqual([]);
    expect(reviewsFrom('submitted')).toEqual(['in_review', 'approved', 'changes_requested', 'rejected']);
    expect(reviewsFrom('approved')).toEqual(['in_review', 'changes_requested', 'rejected']);
  });
});

function submission(overrides: Partial<SubmissionDto>): SubmissionDto {
  return {
    id: 's1',
    fairId: 'f1',
    participantId: 'p1',
    gid: 'g1',
    submissionType: 'artwork_list',
    submissionStatus: 'draft',
    content: { aids: ['a1'] },
    works: [],
    reviewNote: null,
    submittedAt: null,
    createdAt: '2027-01-01T00:00:00.000Z',
    updatedAt: '2027-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('submission content', () => {
  it('finds the contract schema of each type', () => {
    expect(contentSchemaOf('artwork_list').safeParse({ aids: [] }).success).toBe(false);
    expect(contentSchemaOf('artwork_list').safeParse({ aids: ['a1'] }).success).toBe(true);
    expect(contentSchemaOf('catalogue_entry').safeParse({ text: 'x' }).success).toBe(true);
  });

  it('reads content by its type and keeps the latest of each type', () => {
    const list = submission({});
    expect(contentOf(list, 'artwork_list')).toEqual({ aids: ['a1'] });
    expect(contentOf(list, 'application')).toBeNull();
    const newer = submission({ id: 's2', updatedAt: '2027-02-01T00:00:00.000Z' });
    expect(latestByType([list, newer])).toMatchObject({ artwork_list: { id: 's2' }, application: null });
  });
});

const PUBLIC: PublicFairDto = {
  fair: {
    fairId: ID,
    organiserName: 'Art Seoul',
    organiserNameEn: null,
    name: '서울 아트 페어 2027',
    nameEn: 'Seoul Art Fair 2027',
    startDate: '2027-05-01',
    endDate: '2027-05-04',
    status: 'upcoming',
    venue: { name: 'COEX Hall A', address: '서울 강남구 영동대로 513' },
    sections: ['Galleries'],
  },
  slug: `seoul-art-fair-2027-${ID}`,
  exhibitors: [
    {
      participantId: 'p1',
      gid: 'g1',
      name: '갤러리 달',
      nameEn: null,
      booth: { number: 'A12', size: null, hall: 'Hall A' },
      section: 'Galleries',
      sitePath: null,
      works: [
        {
          aid: 'a1',
          title: '달항아리',
          titleEn: 'Moon Jar',
          artistName: null,
          artistNameEn: null,
          availability: 'on_hold',
          images: [
            {
              id: 'i1',
              primary: true,
              width: 800,
              height: 1000,
              placeholder: 'data:,',
              urls: { thumbnail: '/files/t.webp', medium: '/files/m.webp', large: '/files/l.webp' },
            } as never,
          ],
        },
      ],
    },
  ],
};

describe('public fair head', () => {
  const head = { title: 'Seoul Art Fair 2027 · Vernissage', description: 'May 1 – May 4', locale: 'en' as const };

  it('describes the fair as a schema.org event with absolute addresses', () => {
    const data = fairStructuredData(PUBLIC, head, 'https://vernissage.kr/fair/x', 'https://vernissage.kr');
    expect(data).toMatchObject({
      '@type': 'Event',
      startDate: '2027-05-01',
      endDate: '2027-05-04',
      location: { '@type': 'Place', name: 'COEX Hall A', address: '서울 강남구 영동대로 513' },
      organizer: { name: 'Art Seoul' },
      image: ['https://vernissage.kr/files/l.webp'],
    });
  });

  it('names the organiser in the page’s language, else in its other one', () => {
    const named = {
      ...PUBLIC,
      fair: { ...PUBLIC.fair, organiserName: '서울 아트 페어', organiserNameEn: 'Seoul Art Fair' },
    };
    const organizer = (locale: 'ko' | 'en') =>
      fairStructuredData(named, { ...head, locale }, 'https://vernissage.kr/fair/x', 'https://vernissage.kr').organizer;
    expect(organizer('en')).toEqual({ '@type': 'Organization', name: 'Seoul Art Fair' });
    expect(organizer('ko')).toEqual({ '@type': 'Organization', name: '서울 아트 페어' });
  });

  it('names the canonical address, Open Graph and the JSON-LD', () => {
    const tags = publicFairMeta(PUBLIC, head, 'https://vernissage.kr');
    const canonical = `https://vernissage.kr/fair/seoul-art-fair-2027-${ID}`;
    expect(tags).toContainEqual({ title: head.title });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: canonical });
    expect(tags).toContainEqual({ property: 'og:url', content: canonical });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://vernissage.kr/files/l.webp' });
    expect(tags.some((tag) => 'script:ld+json' in tag)).toBe(true);
  });
});
