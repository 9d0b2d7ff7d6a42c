import { otherTextThan, textIn, type FairDto, type ParticipantDto, type TwoLanguages } from '@vernissage/shared';
import { toLocale } from '../../i18n/i18n-options';

/** A fair's name in the reader's language, else in the other (the rule of `textIn`). */
export function fairNameIn(fair: Pick<FairDto, 'name' | 'nameEn'>, language: string): string {
  return textIn(toLocale(language), { ko: fair.name, en: fair.nameEn });
}

/** A fair's name in the other language when it says something else, for a second line; else null. */
export function otherFairNameThan(fair: Pick<FairDto, 'name' | 'nameEn'>, language: string): string | null {
  return otherTextThan(toLocale(language), { ko: fair.name, en: fair.nameEn });
}

/** A participant's exhibitor (its workspace's name) in both languages, for `useTextIn`. */
export const exhibitorNameOf = (
  participant: Pick<ParticipantDto, 'exhibitorName' | 'exhibitorNameEn'>,
): TwoLanguages => ({
  ko: participant.exhibitorName,
  en: participant.exhibitorNameEn,
});

/** The workspace that runs a fair, in both languages, for `useTextIn`. */
export const organiserNameOf = (fair: Pick<FairDto, 'organiserName' | 'organiserNameEn'>): TwoLanguages => ({
  ko: fair.organiserName,
  en: fair.organiserNameEn,
});
