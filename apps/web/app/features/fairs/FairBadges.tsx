import { Badge } from '@mantine/core';
import type { ParticipantStatus, SubmissionStatus } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';

const PARTICIPANT_COLORS: Record<ParticipantStatus, string> = {
  applied: 'blue',
  accepted: 'green',
  waitlisted: 'yellow',
  declined: 'red',
  withdrawn: 'gray',
};

/** Where an exhibitor stands with a fair, as a coloured label (`data-status` holds the value). */
export function ParticipantStatusBadge({ status, size = 'md' }: { status: ParticipantStatus; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('fairs');
  return (
    <Badge
      color={PARTICIPANT_COLORS[status]}
      variant="light"
      size={size}
      data-testid="participant-status"
      data-status={status}
    >
      {t(`participantStatus.${status}`)}
    </Badge>
  );
}

const SUBMISSION_COLORS: Record<SubmissionStatus, string> = {
  draft: 'gray',
  submitted: 'blue',
  in_review: 'cyan',
  approved: 'green',
  changes_requested: 'orange',
  rejected: 'red',
};

/** Where a submission stands, as a coloured label (`data-status` holds the value). */
export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  const { t } = useTranslation('fairs');
  return (
    <Badge color={SUBMISSION_COLORS[status]} variant="light" data-testid="submission-status" data-status={status}>
      {t(`submissionStatus.${status}`)}
    </Badge>
  );
}
