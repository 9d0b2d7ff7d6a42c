import { ApiError, CONTEST_ENTRANT_TYPES, contestInputSchema, ErrorCode, type ContestDto } from '@vernissage/shared';
import type { ContractFormValues } from '../forms/form-values';
import { defaultDeadlineInput, instantToZonedInput, zonedInputToInstant } from './contest-time';

/**
 * The admin's contest form: every field of the contract's contest. Its `deadline` holds the
 * wall-clock time in the contest's time zone, as a datetime-local input shows it, and becomes the
 * contract's instant with that zone's offset before the schema sees it (`prepareContest`).
 */
export const contestFormSchema = contestInputSchema;
export type ContestFormValues = ContractFormValues<typeof contestFormSchema>;

/** The time zone a new contest starts in: the platform's own. */
export const DEFAULT_CONTEST_TIME_ZONE = 'Asia/Seoul';

/** A new contest: open to galleries and artists, two works, closing in two weeks at 18:00 Seoul time, a draft. */
export function emptyContestValues(now: Date): ContestFormValues {
  return {
    title: '',
    titleEn: '',
    rules: '',
    rulesEn: '',
    eligibleTypes: [...CONTEST_ENTRANT_TYPES],
    deadline: defaultDeadlineInput(DEFAULT_CONTEST_TIME_ZONE, now),
    timeZone: DEFAULT_CONTEST_TIME_ZONE,
    worksAllowed: 2,
    prizes: '',
    published: false,
  };
}

const orEmpty = (value: string | null) => value ?? '';

/** The form of a saved contest, its deadline read in its own time zone. */
export function contestValuesFrom(contest: ContestDto): ContestFormValues {
  return {
    title: contest.title,
    titleEn: orEmpty(contest.titleEn),
    rules: orEmpty(contest.rules),
    rulesEn: orEmpty(contest.rulesEn),
    eligibleTypes: CONTEST_ENTRANT_TYPES.filter((type) => contest.eligibleTypes.includes(type)),
    deadline: instantToZonedInput(contest.deadline, contest.timeZone),
    timeZone: contest.timeZone,
    worksAllowed: contest.worksAllowed,
    prizes: orEmpty(contest.prizes),
    published: contest.published,
  };
}

/** The values as the contract takes them: the deadline as an instant in the chosen zone (left as typed when it is not a time). */
export function prepareContest(values: ContestFormValues): ContestFormValues {
  return { ...values, deadline: zonedInputToInstant(values.deadline, values.timeZone) ?? values.deadline };
}

/** Whether the deadline as typed (time and zone) is not the one the contest has. */
export function deadlineChanged(values: ContestFormValues, saved: ContestFormValues): boolean {
  return values.deadline !== saved.deadline || values.timeZone !== saved.timeZone;
}

/**
 * What saving a saved contest sends: every field, but the deadline and its zone only when they
 * were changed. Once a round has closed the deadline may not move, not even by a rounding.
 */
export function contestChanges<T extends { deadline: string; timeZone: string }>(
  fields: T,
  deadlineMoved: boolean,
): Partial<T> {
  if (deadlineMoved) return fields;
  const { deadline: _deadline, timeZone: _timeZone, ...rest } = fields;
  return rest as Partial<T>;
}

/**
 * The fewest works an entry may have, when a save was refused because an entry of the contest
 * holds more than the limit sent (409 on `worksAllowed`, naming that number); null otherwise.
 */
export function worksHeldBy(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.conflict) return null;
  return error.details?.find((issue) => issue.field === 'body.worksAllowed')?.limit ?? null;
}
