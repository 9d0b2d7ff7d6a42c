import { PARTICIPANT_STATUSES } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { fairStatusMail } from './templates.js';

const FAIR = { ko: '서울 아트 페어 2027', en: 'Seoul Art Fair 2027' };
const ARTIST = { ko: '김서연', en: 'Seoyeon Kim' };
const URL = 'https://vernissage.test/fairs';

/** The fair status mail as a reader of `locale` gets it (null: one whose language we do not know). */
const mail = (status: (typeof PARTICIPANT_STATUSES)[number], locale: 'ko' | 'en' | null) =>
  fairStatusMail({ email: 'seoyeon@example.test', locale }, FAIR, ARTIST, status, URL);

describe('fairStatusMail', () => {
  it('says each status in a whole Korean sentence', () => {
    const korean = Object.fromEntries(
      PARTICIPANT_STATUSES.map((status) => [
        status,
        { subject: mail(status, 'ko').subject, text: mail(status, 'ko').text },
      ]),
    );
    expect(korean).toEqual({
      applied: {
        subject: '서울 아트 페어 2027: 김서연 님의 참가 신청',
        text: `김서연 님의 서울 아트 페어 2027 참가 신청이 접수되었습니다.\n${URL}\n`,
      },
      accepted: {
        subject: '서울 아트 페어 2027: 김서연 님 참가 확정',
        text: `축하합니다. 김서연 님의 서울 아트 페어 2027 참가가 확정되었습니다.\n${URL}\n`,
      },
      waitlisted: {
        subject: '서울 아트 페어 2027: 김서연 님 대기자 명단 등록',
        text: `김서연 님의 서울 아트 페어 2027 참가 신청이 대기자 명단에 올랐습니다.\n${URL}\n`,
      },
      declined: {
        subject: '서울 아트 페어 2027: 김서연 님 참가 신청 결과 안내',
        text: `아쉽게도 김서연 님의 서울 아트 페어 2027 참가 신청은 이번에 함께하지 못하게 되었습니다.\n${URL}\n`,
      },
      withdrawn: {
        subject: '서울 아트 페어 2027: 김서연 님 참가 철회',
        text: `김서연 님이 서울 아트 페어 2027 참가를 철회했습니다.\n${URL}\n`,
      },
    });
  });

  it('says each status in a whole English sentence, with the English names', () => {
    const english = Object.fromEntries(
      PARTICIPANT_STATUSES.map((status) => [
        status,
        { subject: mail(status, 'en').subject, text: mail(status, 'en').text },
      ]),
    );
    expect(english).toEqual({
      applied: {
        subject: 'Seoul Art Fair 2027: Application from Seoyeon Kim',
        text: `Seoyeon Kim has applied to take part in Seoul Art Fair 2027.\n${URL}\n`,
      },
      accepted: {
        subject: 'Seoul Art Fair 2027: Seoyeon Kim is accepted',
        text: `Congratulations: Seoyeon Kim is accepted to take part in Seoul Art Fair 2027.\n${URL}\n`,
      },
      waitlisted: {
        subject: 'Seoul Art Fair 2027: Seoyeon Kim is on the waiting list',
        text: `The application of Seoyeon Kim to Seoul Art Fair 2027 is on the waiting list.\n${URL}\n`,
      },
      declined: {
        subject: "Seoul Art Fair 2027: Decision on Seoyeon Kim's application",
        text: `We are sorry: the application of Seoyeon Kim to Seoul Art Fair 2027 could not be accepted this time.\n${URL}\n`,
      },
      withdrawn: {
        subject: 'Seoul Art Fair 2027: Seoyeon Kim has withdrawn',
        text: `Seoyeon Kim has withdrawn from Seoul Art Fair 2027.\n${URL}\n`,
      },
    });
  });

  it('writes both languages, each with its own names, to a reader whose language is unknown', () => {
    const both = mail('waitlisted', null);
    expect(both.subject).toBe(
      '서울 아트 페어 2027: 김서연 님 대기자 명단 등록 / Seoul Art Fair 2027: Seoyeon Kim is on the waiting list',
    );
    expect(both.text).toBe(
      `김서연 님의 서울 아트 페어 2027 참가 신청이 대기자 명단에 올랐습니다.\n${URL}\n\n---\n\n` +
        `The application of Seoyeon Kim to Seoul Art Fair 2027 is on the waiting list.\n${URL}\n`,
    );
  });

  it('names an exhibitor with no English name by its one name in both languages', () => {
    const english = fairStatusMail({ email: 'a@example.test', locale: 'en' }, FAIR, '갤러리 현', 'accepted', URL);
    expect(english.subject).toBe('Seoul Art Fair 2027: 갤러리 현 is accepted');
  });
});
