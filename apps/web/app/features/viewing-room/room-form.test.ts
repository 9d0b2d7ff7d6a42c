import { roomInputSchema } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { serverI18n } from '../../i18n/i18n.server';
import type { Translator } from '../forms/issue-messages';
import { contractErrors } from '../forms/use-contract-form';
import { passcodeHintKey, roomFormValues } from './room-form';

const ko = serverI18n('ko') as unknown as Translator;
const en = serverI18n('en') as unknown as Translator;
const messages = 'rooms:editor.fields';

describe('the room editor', () => {
  it('says beside the title that a room needs one, in the reader’s language', () => {
    const blank = roomFormValues(null);
    expect(contractErrors(roomInputSchema, blank, ko, messages)).toEqual({ title: '뷰잉룸 제목을 입력해 주세요.' });
    expect(contractErrors(roomInputSchema, blank, en, messages)).toEqual({ title: 'Give the room a title.' });
  });

  it('says under the works that a room price must be more than 0', () => {
    for (const price of [0, -5]) {
      const values = { ...roomFormValues(null), title: 'Spring', works: [{ aid: 'a1', price }] };
      expect(contractErrors(roomInputSchema, values, en, messages)).toEqual({
        works: 'A room price must be more than 0. Leave it empty to use the work’s own price.',
      });
    }
  });

  it('says under the recipients that each needs a name', () => {
    const values = {
      ...roomFormValues(null),
      title: 'Spring',
      links: [{ name: '', email: null, visibility: null, regenerate: false }],
    };
    expect(contractErrors(roomInputSchema, values, ko, messages)).toEqual({
      links: '받는 사람마다 이름을 입력해 주세요.',
    });
  });

  it('tells a new room, or one without a passcode, nothing about keeping the current passcode', () => {
    expect(passcodeHintKey(null)).toBe('editor.passcodeNewHint');
    expect(passcodeHintKey({ hasPasscode: false })).toBe('editor.passcodeNewHint');
    expect(passcodeHintKey({ hasPasscode: true })).toBe('editor.passcodeHint');
    const t = (lng: 'ko' | 'en', key: ReturnType<typeof passcodeHintKey>) => serverI18n(lng).t(`rooms:${key}`);
    expect(t('ko', passcodeHintKey(null))).not.toContain('유지');
    expect(t('en', passcodeHintKey(null))).not.toContain('keep the current');
    expect(t('ko', passcodeHintKey({ hasPasscode: true }))).toContain('유지');
  });
});
