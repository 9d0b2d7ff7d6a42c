import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ParticipantDetailDto, ParticipantStatus } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../lib/toast';
import { useErrorMessage } from '../api/use-error-message';
import { ParticipantStatusBadge } from './FairBadges';
import { decisionsFrom } from './fair-states';
import { useUpdateParticipantMutation } from './queries';

const DECISION_COLORS: Partial<Record<ParticipantStatus, string>> = {
  accepted: 'green',
  waitlisted: 'yellow',
  declined: 'red',
  applied: 'gray',
};

/** The organiser's decision on an application: the moves open from where it stands (each is mailed to the exhibitor). */
export function DecisionSection({ gid, participant }: { gid: string; participant: ParticipantDetailDto }) {
  const { t } = useTranslation('fairs');
  const errorMessage = useErrorMessage();
  const update = useUpdateParticipantMutation(gid, participant.participantId);
  const decisions = decisionsFrom(participant.status);
  return (
    <SectionCard title={t('decision.title')} description={t('decision.intro')} testId="participant-decision">
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm">{t('decision.now')}</Text>
          <ParticipantStatusBadge status={participant.status} />
        </Group>
        {decisions.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('decision.withdrawn')}
          </Text>
        ) : (
          <Group gap="xs">
            {decisions.map((status) => (
              <Button
                key={status}
                variant={status === 'applied' ? 'default' : 'light'}
                color={DECISION_COLORS[status]}
                loading={update.isPending && update.variables.status === status}
                disabled={update.isPending}
                onClick={() =>
                  update.mutate(
                    { status },
                    { onSuccess: () => toast.success({ message: t(`decision.done.${status}`) }) },
                  )
                }
                data-testid={`decide-${status}`}
              >
                {t(`decision.to.${status}`)}
              </Button>
            ))}
          </Group>
        )}
        {update.isError && (
          <Alert color="red" role="alert">
            {errorMessage(update.error)}
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}
