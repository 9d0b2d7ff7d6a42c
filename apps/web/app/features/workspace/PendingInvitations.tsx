import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { WorkspaceDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../api/use-error-message';
import { useFormatDate } from './format-date';
import { useWorkspaceInvitationsQuery } from './queries';
import { RoleBadge } from './RoleBadge';

/** Invitations of the workspace that nobody has accepted yet (owners and admins see them). */
export function PendingInvitations({ uid, workspace }: { uid: string; workspace: WorkspaceDto }) {
  const { t } = useTranslation('workspace');
  const { t: tc } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  const invitations = useWorkspaceInvitationsQuery(uid, workspace.gid, true);
  return (
    <Stack gap="sm" data-testid="pending-invitations" aria-busy={invitations.isPending}>
      <Title order={2} size="h4">
        {t('pending.title')}
      </Title>
      {invitations.isPending && <Skeleton height={56} />}
      {invitations.isError && (
        <Alert color="red" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{errorMessage(invitations.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void invitations.refetch()}>
              {tc('actions.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {invitations.isSuccess && invitations.data.length === 0 && (
        <Text size="sm" c="gray.7" data-testid="pending-empty">
          {t('pending.empty')}
        </Text>
      )}
      {invitations.data?.map((invitation) => (
        <Paper key={invitation.id} withBorder p="sm" data-testid="pending-row">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" fw={700} truncate miw={0} flex="1 1 200px">
              {invitation.email}
            </Text>
            <Group gap="sm" wrap="nowrap">
              <Text size="xs" c="gray.7">
                {t('pending.expires', { date: formatDate(invitation.expiresAt) })}
              </Text>
              <RoleBadge role={invitation.role} />
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
