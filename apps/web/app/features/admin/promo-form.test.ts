import { ApiError, ErrorCode, promoCreateSchema } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { serverI18n } from '../../i18n/i18n.server';
import { contractInput } from '../forms/form-values';
import { problemMessage, serverProblems, type Translator } from '../forms/issue-messages';
import { contractErrors } from '../forms/use-contract-form';
import { emptyPromoValues, preparePromo, PROMO_MESSAGES } from './promo-form';

const ko = serverI18n('ko') as unknown as Translator;
const en = serverI18n('en') as unknown as Translator;

describe('the promo code form', () => {
  it('sends the expiry typed in Seoul as an instant, and leaves empty fields out', () => {
    const values = { ...emptyPromoValues(), value: 20, expiresAt: '2027-01-31T23:59' };
    const sent = promoCreateSchema.parse(contractInput(promoCreateSchema, preparePromo(values)));
    expect(sent).toEqual({ kind: 'percent', value: 20, productids: [], expiresAt: '2027-01-31T23:59:00+09:00' });
  });

  it('lets the contract refuse what it refuses (an amount without its currency)', () => {
    const values = { ...emptyPromoValues(), kind: 'amount' as const, value: 5000 };
    expect(promoCreateSchema.safeParse(contractInput(promoCreateSchema, preparePromo(values))).success).toBe(false);
  });

  it('says the range of a percentage on its field', () => {
    const values = { ...emptyPromoValues(), value: 150 };
    expect(contractErrors(promoCreateSchema, preparePromo(values), ko, PROMO_MESSAGES)).toEqual({
      value: '할인율은 1~100% 사이로 입력하세요.',
    });
    expect(contractErrors(promoCreateSchema, preparePromo(values), en, PROMO_MESSAGES)).toEqual({
      value: 'A percentage is from 1 to 100 %.',
    });
  });

  it('says on the expiry field that the server wants a time in the future', () => {
    const refused = new ApiError(400, ErrorCode.validation, 'Invalid request: body.expiresAt', [
      { field: 'body.expiresAt', message: 'must be in the future' },
    ]);
    const [problem] = serverProblems(refused);
    expect(problem).toEqual({ path: 'expiresAt', problem: 'invalid' });
    expect(problemMessage(ko, problem!, PROMO_MESSAGES)).toBe(
      '지금 이후의 시각을 고르세요. 이미 지난 시각에 만료되는 코드는 만들 수 없습니다.',
    );
    expect(problemMessage(en, problem!, PROMO_MESSAGES)).toBe(
      'Pick a time in the future: a code cannot expire before it is used.',
    );
  });
});
