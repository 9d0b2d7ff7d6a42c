import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { canManageWorkspace } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { InviteMemberForm } from './InviteMemberForm';
import { MembersList } from './MembersList';
import { PendingInvitations } from './PendingInvitations';
import { RoleBadge } from './RoleBadge';
import { useWorkspaces } from './WorkspaceProvider';

/**
 * The members page of the active workspace: who is in it, and for owners and admins the
 * invitation form and the invitations still open. Members see the list only.
 */
export function MembersPanel({ uid }: { uid: string }) {
  const { t } = useTranslation('workspace');
  const { status, active, retry } = useWorkspaces();
  if (status === 'pending' || status === 'none') return <Skeleton height={120} />;
  if (status === 'error') {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{t('switcher.failed')}</Text>
          <Button size="xs" variant="default" onClick={retry}>
            {t('retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!active) return <EmptyState title={t('members.noWorkspaceTitle')} body={t('members.noWorkspaceBody')} />;
  const manages = canManageWorkspace(active.role);
  return (
    <Stack gap="xl" maw={860} key={active.gid} data-testid="members-panel">
      <Group gap="sm">
        <Title order={2} size="h3" data-testid="members-workspace-name">
          {active.name}
        </Title>
        <Text size="sm" c="gray.7">
          {t('members.yourRole')}
        </Text>
        <RoleBadge role={active.role} testId="members-your-role" />
      </Group>
      {manages ? (
        <InviteMemberForm uid={uid} workspace={active} />
      ) : (
        <Text size="sm" c="gray.7" data-testid="members-read-only">
          {t('members.readOnly')}
        </Text>
      )}
      <MembersList uid={uid} workspace={active} />
      {manages && <PendingInvitations uid={uid} workspace={active} />}
    </Stack>
  );
}
