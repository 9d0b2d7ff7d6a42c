import { opportunityInputSchema, textIn, type OpportunityDto } from '@vernissage/shared';
import { defaultDeadlineInput, instantToZonedInput, zonedInputToInstant } from '../contests/contest-time';
import type { ContractFormValues } from '../forms/form-values';
import { toLocale } from '../../i18n/i18n-options';

/**
 * The admin's opportunity form: every field of the contract's opportunity. Its `deadline` holds
 * the wall-clock time in the opportunity's own time zone, as a datetime-local input shows it, and
 * becomes the contract's instant with that zone's offset at that date (summer time included)
 * before the schema sees it (`prepareOpportunity`).
 */
export const opportunityFormSchema = opportunityInputSchema;
export type OpportunityFormValues = ContractFormValues<typeof opportunityFormSchema>;

/** The time zone a new opportunity starts in: the platform's own. */
export const DEFAULT_OPPORTUNITY_TIME_ZONE = 'Asia/Seoul';

/** A new opportunity: an open call closing in two weeks at 18:00 Seoul time, a draft. */
export function emptyOpportunityValues(now: Date): OpportunityFormValues {
  return {
    kind: 'open_call',
    title: '',
    titleEn: '',
    organiser: '',
    description: '',
    descriptionEn: '',
    deadline: defaultDeadlineInput(DEFAULT_OPPORTUNITY_TIME_ZONE, now),
    timeZone: DEFAULT_OPPORTUNITY_TIME_ZONE,
    eligibility: '',
    countries: [],
    fee: '',
    link: '',
    location: '',
    published: false,
  };
}

const orEmpty = (value: string | null) => value ?? '';

/** The form of a saved opportunity, its deadline read in its own time zone. */
export function opportunityValuesFrom(opportunity: OpportunityDto): OpportunityFormValues {
  return {
    kind: opportunity.kind,
    title: opportunity.title,
    titleEn: orEmpty(opportunity.titleEn),
    organiser: opportunity.organiser,
    description: orEmpty(opportunity.description),
    descriptionEn: orEmpty(opportunity.descriptionEn),
    deadline: instantToZonedInput(opportunity.deadline, opportunity.timeZone),
    timeZone: opportunity.timeZone,
    eligibility: orEmpty(opportunity.eligibility),
    countries: opportunity.countries,
    fee: orEmpty(opportunity.fee),
    link: orEmpty(opportunity.link),
    location: orEmpty(opportunity.location),
    published: opportunity.published,
  };
}

/** The values as the contract takes them: the deadline as an instant in the chosen zone (left as typed when it is not a time). */
export function prepareOpportunity(values: OpportunityFormValues): OpportunityFormValues {
  return { ...values, deadline: zonedInputToInstant(values.deadline, values.timeZone) ?? values.deadline };
}

/** An opportunity's title in the reader's language, else in the other (the rule of `textIn`). */
export function opportunityTitleIn(opportunity: Pick<OpportunityDto, 'title' | 'titleEn'>, language: string): string {
  return textIn(toLocale(language), { ko: opportunity.title, en: opportunity.titleEn });
}
