import { Group, Stack, Text, Title } from '@mantine/core';
import { canManageWorkspace, type WorkspaceDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { twoNamesOf, useTextIn } from '../i18n-content/text-in';
import { InWorkspace } from './InWorkspace';
import { InviteMemberForm } from './InviteMemberForm';
import { MembersList } from './MembersList';
import { PendingInvitations } from './PendingInvitations';
import { RoleBadge } from './RoleBadge';

/**
 * The members page of the active workspace: who is in it, and for owners and admins the
 * invitation form and the invitations still open. Members see the list only.
 */
export function MembersPanel() {
  const { t } = useTranslation('workspace');
  return (
    <InWorkspace emptyTitle={t('members.noWorkspaceTitle')} emptyBody={t('members.noWorkspaceBody')}>
      {(active) => <WorkspaceMembers active={active} />}
    </InWorkspace>
  );
}

function WorkspaceMembers({ active }: { active: WorkspaceDto }) {
  const { t } = useTranslation('workspace');
  const manages = canManageWorkspace(active.role);
  const textIn = useTextIn();
  return (
    <Stack gap="xl" maw={860} key={active.gid} data-testid="members-panel">
      <Group gap="sm">
        <Title order={2} size="h3" data-testid="members-workspace-name">
          {textIn(twoNamesOf(active))}
        </Title>
        <Text size="sm" c="gray.7">
          {t('members.yourRole')}
        </Text>
        <RoleBadge role={active.role} testId="members-your-role" />
      </Group>
      {manages ? (
        <InviteMemberForm workspace={active} />
      ) : (
        <Text size="sm" c="gray.7" data-testid="members-read-only">
          {t('members.readOnly')}
        </Text>
      )}
      <MembersList workspace={active} />
      {manages && <PendingInvitations workspace={active} />}
    </Stack>
  );
}
