import type { ParticipantDto } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { csvFileName, participantsCsv, type ParticipantsCsvLabels } from './fair-csv';

const LABELS: ParticipantsCsvLabels = {
  locale: 'ko',
  headings: {
    exhibitor: '참가자',
    status: 'Status',
    section: 'Section',
    boothNumber: 'Booth',
    boothSize: 'Size',
    hall: 'Hall',
    appliedOn: 'Applied',
    changedOn: 'Changed',
  },
  statuses: {
    applied: '신청함',
    accepted: 'Accepted',
    waitlisted: 'Waitlisted',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
  },
};

function participant(overrides: Partial<ParticipantDto>): ParticipantDto {
  return {
    participantId: 'p1',
    fairId: 'f1',
    fairName: '서울 아트 페어',
    fairNameEn: null,
    gid: 'g1',
    exhibitorName: '갤러리 달',
    exhibitorNameEn: null,
    status: 'applied',
    booth: null,
    section: null,
    // 23:30 UTC is already the next day in Seoul.
    createdAt: '2027-03-01T23:30:00.000Z',
    updatedAt: '2027-03-05T01:00:00.000Z',
    ...overrides,
  };
}

describe('participantsCsv', () => {
  it('has the headings, then one row per participant with status words, booth and Seoul days', () => {
    const csv = participantsCsv(
      [
        participant({}),
        participant({
          participantId: 'p2',
          exhibitorName: 'Gallery "Tide", Busan',
          status: 'accepted',
          booth: { number: 'A12', size: '6 × 4 m', hall: 'Hall A' },
          section: 'Galleries',
        }),
      ],
      LABELS,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '"참가자","Status","Section","Booth","Size","Hall","Applied","Changed"',
      '"갤러리 달","신청함","","","","","2027-03-02","2027-03-05"',
      '"Gallery ""Tide"", Busan","Accepted","Galleries","A12","6 × 4 m","Hall A","2027-03-02","2027-03-05"',
      '',
    ]);
  });

  it('names each exhibitor in the reader’s language, else in its other one', () => {
    const rows = (locale: 'ko' | 'en') =>
      participantsCsv([participant({ exhibitorName: '갤러리 현', exhibitorNameEn: 'Gallery Hyun' }), participant({})], {
        ...LABELS,
        locale,
      })
        .split('\r\n')
        .slice(1, 3)
        .map((row) => row.split(',')[0]);
    expect(rows('en')).toEqual(['"Gallery Hyun"', '"갤러리 달"']);
    expect(rows('ko')).toEqual(['"갤러리 현"', '"갤러리 달"']);
  });
});

describe('csvFileName', () => {
  it('names the file after the fair, safely', () => {
    expect(csvFileName('Seoul Art Fair 2027')).toBe('Seoul-Art-Fair-2027-participants.csv');
    expect(csvFileName('서울 아트 페어 / 2027')).toBe('서울-아트-페어-2027-participants.csv');
    expect(csvFileName('***')).toBe('fair-participants.csv');
  });
});
