import { ApiError, ErrorCode } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { serverI18n } from '../../i18n/i18n.server';
import { codeEntryMessageKey } from './code-entry';

const say = (lng: 'ko' | 'en', error: unknown) => {
  const key = codeEntryMessageKey(error);
  return key === null ? null : serverI18n(lng).t(key);
};

describe('the promo code field', () => {
  it('says why a code was refused: unknown, expired, used up, or for another kind of account', () => {
    expect(say('en', new ApiError(404, ErrorCode.notFound, 'No such code.'))).toBe(
      'There is no such code. Check how it is spelled.',
    );
    expect(say('ko', new ApiError(404, ErrorCode.notFound, 'No such code.'))).toBe(
      '이런 코드는 없습니다. 철자를 확인해 주세요.',
    );
    expect(say('en', new ApiError(409, ErrorCode.codeExpired, 'This code has expired.'))).toBe(
      'This code has expired.',
    );
    expect(say('ko', new ApiError(409, ErrorCode.codeExpired, 'This code has expired.'))).toBe(
      '이 코드는 만료되었습니다.',
    );
    expect(say('en', new ApiError(409, ErrorCode.codeUsedUp, 'This code has been used up.'))).toBe(
      'This code has been used up: it cannot be used any more.',
    );
    expect(say('ko', new ApiError(409, ErrorCode.codeUsedUp, 'used up'))).toContain('더 이상 쓸 수 없습니다');
    expect(say('en', new ApiError(403, ErrorCode.forbidden, 'This code is for artist accounts.'))).toBe(
      'This code is for another kind of account.',
    );
  });

  it('leaves other failures to the page: not the generic "what you were looking for does not exist"', () => {
    expect(codeEntryMessageKey(new ApiError(429, ErrorCode.rateLimited, 'slow down'))).toBeNull();
    expect(codeEntryMessageKey(new ApiError(409, ErrorCode.conflict, 'This code names no product.'))).toBeNull();
    expect(codeEntryMessageKey(new TypeError('Failed to fetch'))).toBeNull();
  });
});
