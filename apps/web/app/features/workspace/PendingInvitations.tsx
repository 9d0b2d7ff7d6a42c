import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { WorkspaceDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { QueryList } from '../api/QueryList';
import { useFormatDate } from './format-date';
import { useWorkspaceInvitationsQuery } from './queries';
import { RoleBadge } from './RoleBadge';

/** Invitations of the workspace that nobody has accepted yet (owners and admins see them). */
export function PendingInvitations({ workspace }: { workspace: WorkspaceDto }) {
  const { t } = useTranslation('workspace');
  const formatDate = useFormatDate();
  const invitations = useWorkspaceInvitationsQuery(workspace.gid);
  return (
    <Stack gap="sm" data-testid="pending-invitations" aria-busy={invitations.isPending}>
      <Title order={2} size="h4">
        {t('pending.title')}
      </Title>
      <QueryList
        query={invitations}
        loading={<Skeleton height={56} />}
        empty={
          <Text size="sm" c="gray.7" data-testid="pending-empty">
            {t('pending.empty')}
          </Text>
        }
      >
        {(list) => (
          <Stack gap="sm">
            {list.map((invitation) => (
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
        )}
      </QueryList>
    </Stack>
  );
}
