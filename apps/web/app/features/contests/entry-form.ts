import {
  entryInputSchema,
  type ArtworkDto,
  type ContestWorkDto,
  type EntryDto,
  type ImageDto,
  type TwoLanguages,
} from '@vernissage/shared';
import { z } from 'zod';
import { primaryImageOf } from '../artwork/ArtworkImage';
import { fieldsOf, type ContractFormValues } from '../forms/form-values';

/** The entry form's schema: the contract's works and statement, with no more works than this contest allows. */
export function entryFormSchema(worksAllowed: number) {
  return z
    .object(fieldsOf(entryInputSchema, ['statement']))
    .extend({ aids: entryInputSchema.shape.aids.max(worksAllowed) });
}
export type EntryFormValues = ContractFormValues<ReturnType<typeof entryFormSchema>>;

/** What the form shows of a picked work: its title and picture. */
export interface PickedWork {
  aid: string;
  /** Both languages: the list shows the reader's. */
  title: TwoLanguages;
  image: ImageDto | null;
}

/** A work as the form shows it, from the entry's answer or from the inventory picker. */
export function pickedWorkOf(work: ContestWorkDto | ArtworkDto): PickedWork {
  return { aid: work.aid, title: { ko: work.title, en: work.titleEn }, image: primaryImageOf(work.images) };
}

/** The form of an entry, or an empty one. */
export function entryValuesFrom(entry: EntryDto | null): EntryFormValues {
  return { aids: entry ? entry.works.map((work) => work.aid) : [], statement: entry?.statement ?? '' };
}
