import type { FairDto } from '@vernissage/shared';

/** A fair's name in the reader's language: the English name for English readers when it has one. */
export function fairNameIn(fair: Pick<FairDto, 'name' | 'nameEn'>, language: string): string {
  return (language.startsWith('en') && fair.nameEn) || fair.name;
}
