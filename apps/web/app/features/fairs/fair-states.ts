import {
  ACTIVE_PARTICIPANT_STATUSES,
  EDITABLE_SUBMISSION_STATUSES,
  ORGANISER_DECISIONS,
  REVIEW_STATUSES,
  type ParticipantStatus,
  type SubmissionStatus,
} from '@vernissage/shared';

/**
 * The moves of a fair's participants and submissions that the pages offer, from the same tables
 * the server checks (ADR 031, the contract's fair schemas): the UI shows only legal moves.
 */

/** The organiser's decisions from a status: every other decision; none once the exhibitor has withdrawn. */
export function decisionsFrom(status: ParticipantStatus): ParticipantStatus[] {
  if (status === 'withdrawn') return [];
  return ORGANISER_DECISIONS.filter((decision) => decision !== status);
}

/** Whether the exhibitor may withdraw (only while in the running). */
export function canWithdraw(status: ParticipantStatus): boolean {
  return ACTIVE_PARTICIPANT_STATUSES.includes(status);
}

/** Whether the exhibitor may submit or change submissions (only while in the running). */
export function canSubmit(status: ParticipantStatus): boolean {
  return ACTIVE_PARTICIPANT_STATUSES.includes(status);
}

/** Whether the exhibitor may change a submission in this status (none yet: it may make one). */
export function canEditSubmission(status: SubmissionStatus | null): boolean {
  return status === null || EDITABLE_SUBMISSION_STATUSES.includes(status);
}

export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The organiser's reviews of a submission in this status: every other review; none of a draft (unseen). */
export function reviewsFrom(status: SubmissionStatus): ReviewStatus[] {
  if (status === 'draft') return [];
  return REVIEW_STATUSES.filter((review) => review !== status);
}
