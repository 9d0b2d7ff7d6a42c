import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type FairDto, type ParticipantDetailDto, type SubmissionType, type WorkspaceDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { toast } from '../../lib/toast';
import { hasStatus } from '../api/api-errors';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import { useErrorMessage } from '../api/use-error-message';
import { LazyDocumentModal } from '../documents/LazyDocumentModal';
import type { SessionUser } from '../session/SessionProvider';
import { ArtworkListEditor } from './ArtworkListEditor';
import { ParticipantStatusBadge } from './FairBadges';
import { FairFacts } from './FairFacts';
import { fairNameIn } from './fair-names';
import { fairsAccess } from './fair-side';
import { canEditSubmission, canSubmit, canWithdraw } from './fair-states';
import { useFairQuery, useParticipantQuery, useUpdateParticipantMutation } from './queries';
import { latestByType } from './submission-content';
import { SubmissionCard } from './SubmissionCard';
import { SubmissionContent } from './SubmissionContent';
import { ApplicationEditor, BoothPlanEditor, CatalogueEditor } from './TextSubmissionEditors';

/** The order the exhibitor fills them in: the works first, as they are what the fair is about. */
const EDITOR_ORDER: readonly SubmissionType[] = ['artwork_list', 'application', 'booth_plan', 'catalogue_entry'];

/**
 * /fairs/participation/:participantId: the exhibitor's side of an application — where it stands,
 * the booth once given, withdrawing, and its submissions (drafts and submitted) with the
 * organiser's review. The organiser's memos are never part of it.
 */
export function ParticipationPage({
  user,
  workspace,
  participantId,
}: {
  user: SessionUser;
  workspace: WorkspaceDto;
  participantId: string;
}) {
  const { t } = useTranslation('fairs');
  const access = fairsAccess(user, workspace);
  const exhibitor = access.side === 'exhibitor' && access.canRead;
  const participant = useParticipantQuery(workspace.gid, participantId, exhibitor);
  const fair = useFairQuery(workspace.gid, participant.data?.fairId ?? '', participant.isSuccess);
  if (!exhibitor) {
    return (
      <Alert color="yellow" data-testid="fair-exhibitors-only">
        {t('participation.exhibitorsOnly')}
      </Alert>
    );
  }
  if (participant.isPending) return <Skeleton height={420} data-testid="participation-loading" />;
  if (participant.isError) {
    return hasStatus(participant.error, 404) ? (
      <EmptyState
        title={t('participant.notFoundTitle')}
        body={t('participant.notFoundBody')}
        testId="participation-not-found"
        link={{ to: '/fairs', label: t('fair.back'), testId: 'participation-back' }}
      />
    ) : (
      <QueryErrorAlert error={participant.error} onRetry={() => void participant.refetch()} />
    );
  }
  const detail = participant.data;
  const editable = access.canWrite && canSubmit(detail.status);
  const latest = latestByType(detail.submissions);
  return (
    <Stack gap="lg" data-testid="participation-page">
      <Standing gid={workspace.gid} participant={detail} fair={fair.data ?? null} canWrite={access.canWrite} />
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('submission.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {editable ? t('participation.submissionsIntro') : t('participation.submissionsClosed')}
        </Text>
        {EDITOR_ORDER.map((type) => {
          const submission = latest[type];
          if (!editable && !submission) return null;
          const props = { gid: workspace.gid, participantId, submission };
          return (
            <SubmissionCard key={type} type={type} submission={submission}>
              {editable && canEditSubmission(submission?.submissionStatus ?? null) ? (
                <>
                  {type === 'artwork_list' && <ArtworkListEditor key={submission?.updatedAt} {...props} />}
                  {type === 'application' && (
                    <ApplicationEditor
                      key={`${submission?.updatedAt}${fair.dataUpdatedAt}`}
                      {...props}
                      requiredDocuments={fair.data?.requiredDocuments ?? []}
                    />
                  )}
                  {type === 'booth_plan' && <BoothPlanEditor key={submission?.updatedAt} {...props} />}
                  {type === 'catalogue_entry' && <CatalogueEditor key={submission?.updatedAt} {...props} />}
                </>
              ) : (
                submission && <SubmissionContent submission={submission} />
              )}
            </SubmissionCard>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** Where the application stands: the fair, the status, the booth and section once given, and withdrawing. */
function Standing({
  gid,
  participant,
  fair,
  canWrite,
}: {
  gid: string;
  participant: ParticipantDetailDto;
  fair: FairDto | null;
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation('fairs');
  const errorMessage = useErrorMessage();
  const update = useUpdateParticipantMutation(gid, participant.participantId);
  const { t: tc } = useTranslation('common');
  const [confirming, setConfirming] = useState(false);
  const [printing, setPrinting] = useState(false);
  const hasList = participant.submissions.some((submission) => submission.submissionType === 'artwork_list');
  const name = fairNameIn({ name: participant.fairName, nameEn: participant.fairNameEn }, i18n.language);
  const booth = participant.booth;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="participation-standing">
      <Stack gap="sm">
        <Anchor component={Link} to="/fairs" size="sm">
          ← {t('fair.back')}
        </Anchor>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} data-testid="participation-fair-name">
            {name}
          </Title>
          <ParticipantStatusBadge status={participant.status} />
        </Group>
        {fair && <FairFacts fair={fair} />}
        <Text size="sm" data-testid="participation-booth">
          {booth
            ? [t('booth.numbered', { number: booth.number }), booth.size, booth.hall].filter(Boolean).join(' · ')
            : t('participation.noBooth')}
        </Text>
        {participant.section && (
          <Text size="sm" data-testid="participation-section">
            {t('participation.section', { section: participant.section })}
          </Text>
        )}
        {fair?.feeText && <Text size="sm">{t('exhibitor.fee', { fee: fair.feeText })}</Text>}
        {hasList && (
          <Group>
            <Button
              variant="default"
              size="xs"
              onClick={() => setPrinting(true)}
              data-testid="participation-price-list"
            >
              {tc('documents.priceList')}
            </Button>
          </Group>
        )}
        {canWrite && canWithdraw(participant.status) && (
          <Group>
            <Button
              variant="subtle"
              color="red"
              onClick={() => setConfirming(true)}
              data-testid="participation-withdraw"
            >
              {t('participation.withdraw')}
            </Button>
          </Group>
        )}
      </Stack>
      <LazyDocumentModal
        opened={printing}
        onClose={() => setPrinting(false)}
        gid={gid}
        source={{ kind: 'priceList', participantid: participant.participantId }}
      />
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('participation.withdrawTitle')}
        body={t('participation.withdrawBody', { name })}
        confirmLabel={t('participation.withdraw')}
        loading={update.isPending}
        error={update.isError ? errorMessage(update.error) : null}
        onConfirm={() =>
          update.mutate(
            { status: 'withdrawn' },
            {
              onSuccess: () => {
                setConfirming(false);
                toast.success({ message: t('participation.withdrawn') });
              },
            },
          )
        }
        testId="participation-withdraw-confirm"
      />
    </Paper>
  );
}
