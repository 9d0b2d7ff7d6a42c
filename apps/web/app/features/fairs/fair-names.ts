import { otherTextThan, textIn, type FairDto } from '@vernissage/shared';
import { toLocale } from '../../i18n/i18n-options';

/** A fair's name in the reader's language, else in the other (the rule of `textIn`). */
export function fairNameIn(fair: Pick<FairDto, 'name' | 'nameEn'>, language: string): string {
  return textIn(toLocale(language), { ko: fair.name, en: fair.nameEn });
}

/** A fair's name in the other language when it says something else, for a second line; else null. */
export function otherFairNameThan(fair: Pick<FairDto, 'name' | 'nameEn'>, language: string): string | null {
  return otherTextThan(toLocale(language), { ko: fair.name, en: fair.nameEn });
}
