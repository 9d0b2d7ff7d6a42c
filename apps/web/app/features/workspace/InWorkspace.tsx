import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import type { WorkspaceDto } from '@vernissage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { useWorkspaces } from './WorkspaceProvider';

/**
 * Renders a workspace page with the active workspace (from the `vernissage.gid` cookie), keyed by
 * it so switching workspaces starts the page afresh. While the workspaces load it shows a
 * placeholder, on failure a retry, and without any workspace an empty state.
 */
export function InWorkspace({
  children,
  emptyTitle,
  emptyBody,
}: {
  children: (workspace: WorkspaceDto) => ReactNode;
  emptyTitle?: string;
  emptyBody?: string;
}) {
  const { t } = useTranslation('workspace');
  const { status, active, retry } = useWorkspaces();
  if (status === 'pending' || status === 'none') return <Skeleton height={120} data-testid="workspace-loading" />;
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
  if (!active) return <EmptyState title={emptyTitle ?? t('gate.noneTitle')} body={emptyBody ?? t('gate.noneBody')} />;
  return <div key={active.gid}>{children(active)}</div>;
}
