import {
  ApiError,
  artworkInputSchema,
  createShareRoute,
  emailSchema,
  ErrorCode,
  exhibitionInputSchema,
  fairInputSchema,
  gallerySettingInputSchema,
  nameSchema,
  signupRoute,
} from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serverI18n } from '../../i18n/i18n.server';
import { contractInput, fieldsOf } from './form-values';
import { problemOf, serverProblems, type Translator } from './issue-messages';
import { contractErrors } from './use-contract-form';

const ko = serverI18n('ko') as unknown as Translator;
const en = serverI18n('en') as unknown as Translator;

describe('contractInput', () => {
  it('clears empty optional fields with null where the schema takes it, else leaves them out', () => {
    const input = contractInput(artworkInputSchema, {
      title: '',
      titleEn: '  ',
      year: '',
      medium: { type: null, text: '' },
      tags: [],
      published: false,
    });
    expect(input).toEqual({
      titleEn: null,
      year: null,
      medium: { type: null, text: null },
      tags: [],
      published: false,
    });
    const signup = contractInput(signupRoute.body, { nameen: '', phone: ' ', type: '' });
    expect(signup).toEqual({});
  });

  it('picks fields of a refined body', () => {
    const picked = z.object(fieldsOf(signupRoute.body, ['name', 'phone']));
    expect(Object.keys(picked.shape)).toEqual(['name', 'phone']);
  });
});

describe('problemOf', () => {
  const first = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    if (result.success) throw new Error('valid');
    return problemOf(result.error.issues[0]!, value);
  };

  it('names what the contract found, by form path', () => {
    expect(first(z.object({ email: emailSchema }), { email: 'ann@gallery' })).toEqual({
      path: 'email',
      problem: 'email',
    });
    expect(first(z.object({ name: nameSchema }), { name: '   ' })).toMatchObject({ problem: 'required' });
    expect(first(z.object({ name: nameSchema }), { name: 'x'.repeat(101) })).toEqual({
      path: 'name',
      problem: 'tooLong',
      limit: 100,
    });
    expect(first(artworkInputSchema, { title: 'x', year: 1.5 })).toEqual({ path: 'year', problem: 'integer' });
    expect(first(artworkInputSchema, { title: 'x', dimensions: { height: 0 } })).toEqual({
      path: 'dimensions.height',
      problem: 'notPositive',
      limit: 0,
    });
    expect(first(artworkInputSchema, { title: 'x', tags: ['a', ' '] })).toMatchObject({ path: 'tags' });
    expect(first(gallerySettingInputSchema, { name: 'x', website: 'javascript:alert(1)' })).toEqual({
      path: 'website',
      problem: 'url',
    });
  });

  it('calls an empty field required, whatever check it failed', () => {
    expect(first(artworkInputSchema, { title: undefined })).toEqual({ path: 'title', problem: 'required' });
    // The edition's refinement: an edition needs its size.
    expect(first(artworkInputSchema, { title: 'x', edition: { type: 'edition', size: null } })).toEqual({
      path: 'edition.size',
      problem: 'required',
    });
  });

  it('takes the problem a refinement names', () => {
    const schema = z
      .object({ password: z.string(), repeat: z.string() })
      .refine((value) => value.password === value.repeat, { path: ['repeat'], params: { problem: 'mismatch' } });
    expect(first(schema, { password: 'a', repeat: 'b' })).toEqual({ path: 'repeat', problem: 'mismatch' });
  });

  it('calls a refinement that names no problem custom, on its path', () => {
    const dates = { title: 'x', startDate: '2027-01-20', endDate: '2027-01-10' };
    expect(first(exhibitionInputSchema, dates)).toEqual({ path: 'endDate', problem: 'custom' });
  });
});

describe('contractErrors', () => {
  it('says each problem in the reader language, the form’s own sentence first', () => {
    const schema = z.object(fieldsOf(signupRoute.body, ['name', 'type', 'phone'])).extend({ email: emailSchema });
    const values = { name: '', type: '', phone: 'call me', email: '' };
    expect(contractErrors(schema, values, ko, 'auth:fields')).toEqual({
      name: '이름을 입력해 주세요.',
      type: '유형을 하나 골라 주세요.',
      phone: '숫자, 공백, 하이픈으로 된 전화번호를 입력해 주세요.',
      email: '이메일 주소를 입력해 주세요.',
    });
    expect(
      contractErrors(schema, { ...values, name: 'Ann', type: 0, phone: '', email: 'ann@x' }, en, 'auth:fields'),
    ).toEqual({ email: 'Enter a valid e-mail address.' });
  });

  it('falls back to the common sentences, with limits in the reader’s digits', () => {
    expect(contractErrors(artworkInputSchema, { title: 'x', price: { amount: 1e13 } }, ko)).toEqual({
      'price.amount': '999,999,999,999 이하여야 합니다.',
    });
    expect(contractErrors(artworkInputSchema, { title: '' }, en)).toEqual({ title: 'Please fill this in.' });
  });

  it('says that an offer’s price must be more than 0, typed as 0 or with a minus', () => {
    const offer = z.object(fieldsOf(createShareRoute.body, ['aid', 'shareprice']));
    for (const shareprice of [0, -5]) {
      expect(contractErrors(offer, { aid: 'a1', shareprice }, ko)).toEqual({ shareprice: '0보다 커야 합니다.' });
      expect(contractErrors(offer, { aid: 'a1', shareprice }, en)).toEqual({ shareprice: 'Must be more than 0.' });
    }
    expect(contractErrors(offer, { aid: 'a1', shareprice: '' }, en)).toEqual({});
  });

  it('says a refinement in the form’s own words: its `custom` sentence, else its `invalid` one', () => {
    const dates = { startDate: '2027-01-20', endDate: '2027-01-10' };
    expect(contractErrors(exhibitionInputSchema, { title: '전시', ...dates }, ko, 'exhibitions:editor.fields')).toEqual(
      {
        endDate: '종료일은 시작일보다 빠를 수 없습니다.',
      },
    );
    expect(contractErrors(exhibitionInputSchema, { title: 'Show', ...dates }, en, 'exhibitions:editor.fields')).toEqual(
      {
        endDate: 'The end date must not be before the start date.',
      },
    );
    // The fair form words its order rule as the field's `invalid` sentence.
    expect(contractErrors(fairInputSchema, { name: 'Fair', ...dates }, en, 'fairs:form.fields')).toEqual({
      endDate: 'Must come after the start: check the dates and the application window.',
    });
    // A form without a sentence of its own gets the common one.
    expect(contractErrors(exhibitionInputSchema, { title: 'Show', ...dates }, en)).toEqual({
      endDate: 'This value is not valid.',
    });
  });
});

describe('serverProblems', () => {
  it('names the fields of a validation answer by form path', () => {
    const error = new ApiError(400, ErrorCode.validation, 'Invalid request', [
      { field: 'body.data.edition.size', message: 'Too small' },
      { field: 'body.data.tags.2', message: 'Too long' },
      { field: 'headers.email', message: 'Invalid email' },
      { field: 'body.data.tags.3', message: 'Too long' },
    ]);
    expect(serverProblems(error)).toEqual([
      { path: 'edition.size', problem: 'invalid' },
      { path: 'tags', problem: 'invalid' },
      { path: 'email', problem: 'invalid' },
    ]);
    expect(serverProblems(new ApiError(409, ErrorCode.conflict, 'Taken'))).toEqual([]);
  });
});
