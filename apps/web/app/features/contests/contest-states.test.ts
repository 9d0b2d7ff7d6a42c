import { UserType, type ContestDto } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { contestChanges, contestValuesFrom, deadlineChanged, emptyContestValues, prepareContest } from './contest-form';
import { contestStatusOf, contestTitleIn, entrantAccessOf, entryStageOf, rulesHtmlIn } from './contest-states';

const contest: ContestDto = {
  id: 'c1',
  title: '신진 작가 공모',
  titleEn: 'Emerging Artists',
  rules: '## 요강',
  rulesEn: null,
  rulesHtml: '<h3>요강</h3>',
  rulesHtmlEn: null,
  eligibleTypes: [UserType.artist],
  deadline: '2026-12-31T14:59:00.000Z',
  timeZone: 'Asia/Seoul',
  open: true,
  worksAllowed: 3,
  prizes: null,
  published: true,
  resultsPublishedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('contest texts', () => {
  it('reads the English title and rules for English readers when there are some', () => {
    expect(contestTitleIn(contest, 'en')).toBe('Emerging Artists');
    expect(contestTitleIn(contest, 'ko')).toBe('신진 작가 공모');
    expect(contestTitleIn({ ...contest, titleEn: null }, 'en')).toBe('신진 작가 공모');
    expect(rulesHtmlIn(contest, 'en')).toBe('<h3>요강</h3>');
    expect(rulesHtmlIn({ ...contest, rulesHtmlEn: '<h4>Rules</h4><p>x</p>' }, 'en')).toBe('<h3>Rules</h3><p>x</p>');
  });
});

describe('contestStatusOf', () => {
  it('tells drafts, open calls, judging and published results apart', () => {
    expect(contestStatusOf({ ...contest, published: false, open: false })).toBe('draft');
    expect(contestStatusOf(contest)).toBe('open');
    expect(contestStatusOf({ ...contest, open: false })).toBe('judging');
    expect(contestStatusOf({ ...contest, open: false, resultsPublishedAt: '2027-01-10T00:00:00Z' })).toBe('results');
  });
});

describe('entryStageOf', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  it('is open until the deadline, judged after, then its published outcome', () => {
    expect(entryStageOf({ deadline: contest.deadline, result: null }, now)).toBe('open');
    expect(entryStageOf({ deadline: '2026-11-30T00:00:00Z', result: null }, now)).toBe('judging');
    expect(entryStageOf({ deadline: '2026-11-30T00:00:00Z', result: { outcome: 'accepted', rank: 1 } }, now)).toBe(
      'accepted',
    );
    expect(entryStageOf({ deadline: '2026-11-30T00:00:00Z', result: { outcome: 'declined', rank: null } }, now)).toBe(
      'declined',
    );
  });
});

describe('entrantAccessOf', () => {
  it('needs a type the contest names and write access to the inventory', () => {
    expect(entrantAccessOf(contest, { type: UserType.artist }, true)).toBe('eligible');
    expect(entrantAccessOf(contest, { type: UserType.artist }, false)).toBe('readOnly');
    expect(entrantAccessOf(contest, { type: UserType.gallery }, true)).toBe('wrongType');
    expect(entrantAccessOf(contest, { type: UserType.collector }, true)).toBe('wrongType');
  });
});

describe('the contest form', () => {
  it('starts a new contest open to galleries and artists, closing in two weeks at 18:00 Seoul time', () => {
    expect(emptyContestValues(new Date('2026-12-01T20:00:00Z'))).toMatchObject({
      eligibleTypes: [UserType.gallery, UserType.artist],
      deadline: '2026-12-16T18:00',
      timeZone: 'Asia/Seoul',
      published: false,
    });
  });

  it('edits a saved deadline as its zone’s wall clock and sends it back with the zone’s offset', () => {
    const values = contestValuesFrom(contest);
    expect(values).toMatchObject({ deadline: '2026-12-31T23:59', eligibleTypes: [UserType.artist], rulesEn: '' });
    expect(prepareContest(values).deadline).toBe('2026-12-31T23:59:00+09:00');
    expect(prepareContest({ ...values, deadline: '' }).deadline).toBe('');
  });

  it('sends the deadline only when it was moved', () => {
    const saved = contestValuesFrom(contest);
    expect(deadlineChanged(saved, saved)).toBe(false);
    expect(deadlineChanged({ ...saved, timeZone: 'UTC' }, saved)).toBe(true);
    const fields = { title: 'x', deadline: '2026-12-31T23:59:00+09:00', timeZone: 'Asia/Seoul' };
    expect(contestChanges(fields, false)).toEqual({ title: 'x' });
    expect(contestChanges(fields, true)).toEqual(fields);
  });
});
