import { ApiError, ErrorCode } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { serverI18n } from '../../i18n/i18n.server';
import type { Translator } from '../forms/issue-messages';
import { contractErrors } from '../forms/use-contract-form';
import { contestFormSchema, emptyContestValues, prepareContest, worksHeldBy } from './contest-form';

const ko = serverI18n('ko') as unknown as Translator;
const en = serverI18n('en') as unknown as Translator;
const MESSAGES = 'contests:admin.fields';

describe('the works an entry may have, in the contest form', () => {
  const errorsFor = (worksAllowed: number, i18n: Translator) =>
    contractErrors(
      contestFormSchema,
      prepareContest({ ...emptyContestValues(new Date()), title: '봄 공모전', worksAllowed }),
      i18n,
      MESSAGES,
    );

  it('are refused below one and above the most, in words, rather than changed', () => {
    expect(errorsFor(0, ko)).toEqual({ worksAllowed: '응모당 작품은 1점 이상이어야 합니다.' });
    expect(errorsFor(-2, en)).toEqual({ worksAllowed: 'An entry needs at least 1 work.' });
    expect(errorsFor(21, en)).toEqual({ worksAllowed: 'An entry may have at most 20 works.' });
    expect(errorsFor(1, ko)).toEqual({});
  });

  it('read the fewest allowed from a refused save, when an entry holds more', () => {
    const held = new ApiError(409, ErrorCode.conflict, 'Works per entry must be at least 2.', [
      { field: 'body.worksAllowed', message: 'must be at least 2: an entry of this contest holds 2 works', limit: 2 },
    ]);
    expect(worksHeldBy(held)).toBe(2);
    expect(serverI18n('ko').t('contests:admin.fields.worksAllowed.heldByEntries', { limit: 2 })).toBe(
      '이미 2점을 낸 응모가 있습니다. 2점 이상으로 정하세요.',
    );
    // Other refusals are not about the works.
    expect(worksHeldBy(new ApiError(409, ErrorCode.invalidTransition, 'The deadline is fixed.'))).toBeNull();
    expect(worksHeldBy(new ApiError(409, ErrorCode.conflict, 'Clash.'))).toBeNull();
    expect(worksHeldBy(new Error('offline'))).toBeNull();
  });
});
