import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { twoNamesOf, useTextIn } from '../i18n-content/text-in';
import { RoleBadge } from '../workspace/RoleBadge';
import { useWorkspaces } from '../workspace/WorkspaceProvider';

/** The workspace the person works in, their role there, and how many others they belong to. */
export function WorkspaceSummary() {
  const { t } = useTranslation('pages');
  const { status, active, workspaces } = useWorkspaces();
  const textIn = useTextIn();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="dashboard-workspace">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('dashboard.workspace.title')}
        </Title>
        {status === 'pending' && <Skeleton height={40} />}
        {status === 'error' && (
          <Text size="sm" c="red.8">
            {t('dashboard.workspace.failed')}
          </Text>
        )}
        {status === 'ready' && !active && (
          <Text size="sm" c="gray.7">
            {t('dashboard.workspace.none')}
          </Text>
        )}
        {status === 'ready' && active && (
          <>
            <Group gap="sm">
              <Text fw={700} data-testid="dashboard-workspace-name">
                {textIn(twoNamesOf(active))}
              </Text>
              <RoleBadge role={active.role} />
            </Group>
            <Text size="sm" c="gray.7">
              {t('dashboard.workspace.count', { count: workspaces.length })}
            </Text>
            <Anchor component={Link} to="/members" size="sm" data-testid="dashboard-members-link">
              {t('dashboard.workspace.members')}
            </Anchor>
          </>
        )}
      </Stack>
    </Paper>
  );
}
