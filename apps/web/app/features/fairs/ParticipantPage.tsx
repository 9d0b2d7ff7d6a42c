import { Alert, Anchor, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { WorkspaceDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { hasStatus } from '../api/api-errors';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import type { SessionUser } from '../session/SessionProvider';
import { BoothSection } from './BoothSection';
import { DecisionSection } from './DecisionSection';
import { ParticipantStatusBadge } from './FairBadges';
import { useTextIn } from '../i18n-content/text-in';
import { exhibitorNameOf, fairNameIn } from './fair-names';
import { fairsAccess } from './fair-side';
import { MemosSection } from './MemosSection';
import { useFairQuery, useParticipantQuery } from './queries';
import { ReviewForm } from './ReviewForm';
import { SubmissionCard } from './SubmissionCard';
import { SubmissionContent } from './SubmissionContent';

/** /fairs/:fairId/participants/:participantId: the organiser decides, gives a booth, keeps memos and reviews submissions. */
export function ParticipantPage({
  user,
  workspace,
  fairId,
  participantId,
}: {
  user: SessionUser;
  workspace: WorkspaceDto;
  fairId: string;
  participantId: string;
}) {
  const { t, i18n } = useTranslation('fairs');
  const access = fairsAccess(user, workspace);
  const organiser = access.side === 'organiser' && access.canRead;
  const participant = useParticipantQuery(workspace.gid, participantId, organiser);
  const fair = useFairQuery(workspace.gid, fairId, organiser);
  const textIn = useTextIn();
  if (!organiser) {
    return (
      <Alert color="yellow" data-testid="fair-organisers-only">
        {t('fair.organisersOnly')}
      </Alert>
    );
  }
  if (participant.isPending) return <Skeleton height={420} data-testid="participant-loading" />;
  if (participant.isError || participant.data.fairId !== fairId) {
    return participant.isError && !hasStatus(participant.error, 404) ? (
      <QueryErrorAlert error={participant.error} onRetry={() => void participant.refetch()} />
    ) : (
      <EmptyState
        title={t('participant.notFoundTitle')}
        body={t('participant.notFoundBody')}
        testId="participant-not-found"
        link={{ to: `/fairs/${fairId}`, label: t('participant.back'), testId: 'participant-back' }}
      />
    );
  }
  const detail = participant.data;
  const gid = workspace.gid;
  return (
    <Stack gap="lg" data-testid="participant-page">
      <Stack gap={4}>
        <Anchor component={Link} to={`/fairs/${fairId}`} size="sm" data-testid="participant-fair-link">
          ← {fairNameIn({ name: detail.fairName, nameEn: detail.fairNameEn }, i18n.language)}
        </Anchor>
        <Group gap="sm" wrap="wrap">
          <Title order={2} data-testid="participant-name">
            {textIn(exhibitorNameOf(detail))}
          </Title>
          <ParticipantStatusBadge status={detail.status} />
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <DecisionSection gid={gid} participant={detail} />
          <BoothSection key={detail.updatedAt} gid={gid} participant={detail} sections={fair.data?.sections ?? []} />
        </Stack>
        <MemosSection gid={gid} participantId={participantId} memos={detail.memos ?? []} />
      </SimpleGrid>
      <Stack gap="sm" data-testid="participant-submissions">
        <Title order={2} size="h3">
          {t('submission.title')}
        </Title>
        {detail.submissions.length === 0 ? (
          <Text c="gray.7" data-testid="submissions-none">
            {t('submission.noneYet')}
          </Text>
        ) : (
          detail.submissions.map((submission) => (
            <SubmissionCard key={submission.id} type={submission.submissionType} submission={submission}>
              <SubmissionContent submission={submission} />
              <ReviewForm key={submission.updatedAt} gid={gid} submission={submission} />
            </SubmissionCard>
          ))
        )}
      </Stack>
    </Stack>
  );
}
