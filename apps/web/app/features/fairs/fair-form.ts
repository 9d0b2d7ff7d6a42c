import { calendarDayIn, EXHIBITION_TIME_ZONE, fairInputSchema, type FairDto } from '@vernissage/shared';
import type { ContractFormValues } from '../forms/form-values';
import type { ContractForm } from '../forms/use-contract-form';

/** The fair editor's form: every field of the contract's fair, checked by its own schema. */
export const fairFormSchema = fairInputSchema;
export type FairValues = ContractFormValues<typeof fairFormSchema>;
export type FairForm = ContractForm<typeof fairFormSchema>;

/** Korea keeps no daylight saving time: Seoul is always nine hours ahead of UTC. */
const SEOUL_OFFSET_MS = 9 * 3_600_000;
const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * An instant as a `datetime-local` input shows it, in Seoul time (`2027-03-01T10:00`). The
 * application window is read in the fair's time zone (ADR 031), so the server's HTML and the
 * browser's agree wherever either is.
 */
export function seoulLocalOf(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return '';
  return new Date(time + SEOUL_OFFSET_MS).toISOString().slice(0, 16);
}

/** What a `datetime-local` input holds (Seoul time) as the instant the contract takes; blank stays blank. */
export function isoFromSeoulLocal(local: string): string {
  const value = local.trim();
  return LOCAL_MINUTE.test(value) ? `${value}:00+09:00` : value;
}

/** The form's values as the contract reads them: the application window as instants. */
export function prepareFair(values: FairValues): FairValues {
  return {
    ...values,
    applicationOpensAt: isoFromSeoulLocal(values.applicationOpensAt),
    applicationClosesAt: isoFromSeoulLocal(values.applicationClosesAt),
  };
}

/** A new fair: in three months for four days, a draft, applications open until it starts. */
export function emptyFairValues(now = new Date()): FairValues {
  const day = (offset: number) => calendarDayIn(EXHIBITION_TIME_ZONE, new Date(now.getTime() + offset * 86_400_000));
  return {
    name: '',
    nameEn: '',
    startDate: day(90),
    endDate: day(93),
    venue: { name: '', address: '' },
    sections: [],
    applicationOpensAt: '',
    applicationClosesAt: '',
    feeText: '',
    requiredDocuments: [],
    published: false,
  };
}

const orEmpty = (value: string | null | undefined) => value ?? '';

/** The form of a saved fair. */
export function fairValuesFrom(fair: FairDto): FairValues {
  return {
    name: fair.name,
    nameEn: orEmpty(fair.nameEn),
    startDate: fair.startDate,
    endDate: fair.endDate,
    venue: { name: orEmpty(fair.venue.name), address: orEmpty(fair.venue.address) },
    sections: [...fair.sections],
    applicationOpensAt: seoulLocalOf(fair.applicationOpensAt),
    applicationClosesAt: seoulLocalOf(fair.applicationClosesAt),
    feeText: orEmpty(fair.feeText),
    requiredDocuments: [...fair.requiredDocuments],
    published: fair.published,
  };
}
