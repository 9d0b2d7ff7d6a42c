import { readdirSync, readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { serverI18n } from './i18n.server';
import { josaFormat, withJosa } from './josa';

describe('withJosa', () => {
  it('picks the particle by the final consonant of the last syllable', () => {
    expect(withJosa('작가 프로', '이가')).toBe('작가 프로가');
    expect(withJosa('작품', '이가')).toBe('작품이');
    expect(withJosa('요금제', '을를')).toBe('요금제를');
    expect(withJosa('갤러리 유니크', '은는')).toBe('갤러리 유니크는');
    expect(withJosa('박물관', '과와')).toBe('박물관과');
  });

  it('writes 로 after a vowel or ㄹ, 으로 after any other final consonant', () => {
    expect(withJosa('작가 프로', '으로')).toBe('작가 프로로');
    expect(withJosa('서울', '으로')).toBe('서울로');
    expect(withJosa('판매 완료', '으로')).toBe('판매 완료로');
    expect(withJosa('홀드 중', '으로')).toBe('홀드 중으로');
  });

  it('reads Latin names and digits as they are said, and ignores closing quotes', () => {
    expect(withJosa('Toss Payments', '으로')).toBe('Toss Payments로');
    expect(withJosa('PayPal', '으로')).toBe('PayPal로');
    expect(withJosa('PayPal', '이가')).toBe('PayPal이');
    expect(withJosa('Artist pro', '이가')).toBe('Artist pro가');
    expect(withJosa('Zoom', '을를')).toBe('Zoom을');
    expect(withJosa('**** 1234', '으로')).toBe('**** 1234로');
    expect(withJosa('카드 ****3', '으로')).toBe('카드 ****3으로');
    expect(withJosa('「봄」', '을를')).toBe('「봄」을');
  });

  it('keeps both forms when the sound cannot be told', () => {
    expect(withJosa('🙂', '이가')).toBe('🙂이(가)');
    expect(withJosa('🙂', '으로')).toBe('🙂(으)로');
  });
});

describe('the josa format', () => {
  it('is used by {{name, josa(이가)}} in an i18next text', async () => {
    const instance = createInstance().use(josaFormat);
    await instance.init({
      lng: 'ko',
      initAsync: false,
      resources: {
        ko: { translation: { need: '{{plan, josa(이가)}} 필요합니다', via: '{{provider, josa(으로)}} 결제' } },
      },
      interpolation: { escapeValue: false },
    });
    const t = instance.t as unknown as (key: string, options: object) => string;
    expect(t('need', { plan: '작가 프로' })).toBe('작가 프로가 필요합니다');
    expect(t('need', { plan: '갤러리 코드' })).toBe('갤러리 코드가 필요합니다');
    expect(t('via', { provider: 'Toss Payments' })).toBe('Toss Payments로 결제');
  });

  it('is registered on the server instances, for the particle alone too', () => {
    const t = serverI18n('ko').t;
    expect(t('billing:gate.title', { plan: '작가 프로' })).toBe('작가 프로가 필요합니다');
    expect(t('billing:checkout.done', { plan: '작가 프로' })).toBe('요금제가 작가 프로로 바뀌었습니다.');
    expect(t('billing:plan.via', { provider: 'Toss Payments' })).toBe('Toss Payments로 결제');
    expect(t('fairs:form.created', { name: '서울 아트페어' })).toBe('“서울 아트페어”를 만들었습니다');
  });

  it('leaves no particle written both ways in the Korean texts, and no plan name untranslated on home', () => {
    const dir = new URL('../../public/locales/ko/', import.meta.url);
    for (const file of readdirSync(dir)) {
      expect(readFileSync(new URL(file, dir), 'utf8'), file).not.toMatch(
        /이\(가\)|을\(를\)|은\(는\)|\(으\)로|와\(과\)/,
      );
    }
    expect(serverI18n('ko').t('home:artist.upgrade')).toBe('작가 프로로 나만의 웹사이트와 뷰잉룸을 열 수 있습니다.');
  });
});
