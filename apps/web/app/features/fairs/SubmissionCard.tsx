import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SubmissionDto, SubmissionType } from '@vernissage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../workspace/format-date';
import { SubmissionStatusBadge } from './FairBadges';

/** A submission's frame on either side: its type, where it stands, when it was sent, the organiser's note, then `children`. */
export function SubmissionCard({
  type,
  submission,
  children,
}: {
  type: SubmissionType;
  submission: SubmissionDto | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('fairs');
  const at = useFormatDateTime();
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} data-testid="submission" data-type={type}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            {t(`submissionType.${type}`)}
          </Title>
          {submission && <SubmissionStatusBadge status={submission.submissionStatus} />}
        </Group>
        {submission?.submittedAt && (
          <Text size="xs" c="gray.7">
            {t('submission.sentAt', { when: at(submission.submittedAt) })}
          </Text>
        )}
        {submission?.reviewNote && (
          <Alert color="orange" title={t('submission.reviewNote')} data-testid="submission-review-note">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {submission.reviewNote}
            </Text>
          </Alert>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
