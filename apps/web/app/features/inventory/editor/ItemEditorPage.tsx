import type { WorkspaceDto } from '@vernissage/shared';
import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { hasStatus } from '../../api/api-errors';
import { QueryErrorAlert } from '../../api/QueryErrorAlert';
import type { SessionUser } from '../../session/SessionProvider';
import { inventoryAccess } from '../inventory-access';
import { InventoryAccessNotice } from '../InventoryAccessNotice';
import { useInventoryItemQuery } from '../queries';
import { ItemEditor } from './ItemEditor';

/** The item editor of a new work (`iid` null) or of an inventory record, for people who may write. */
export function ItemEditorPage({
  user,
  workspace,
  iid,
  initialFid,
}: {
  user: SessionUser;
  workspace: WorkspaceDto;
  iid: string | null;
  initialFid: string | null;
}) {
  const access = inventoryAccess(user, workspace.role);
  if (!access.canWrite) return <InventoryAccessNotice access={access} />;
  if (!iid) {
    return <ItemEditor gid={workspace.gid} item={null} canManage={access.canManage} initialFid={initialFid} />;
  }
  return <ExistingItemEditor gid={workspace.gid} iid={iid} canManage={access.canManage} />;
}

function ExistingItemEditor({ gid, iid, canManage }: { gid: string; iid: string; canManage: boolean }) {
  const { t } = useTranslation('inventory');
  const item = useInventoryItemQuery(gid, iid);
  if (item.isPending) return <Skeleton height={480} data-testid="editor-loading" />;
  if (item.isError) {
    return hasStatus(item.error, 404) ? (
      <EmptyState title={t('editor.notFoundTitle')} body={t('editor.notFoundBody')} testId="editor-not-found" />
    ) : (
      <QueryErrorAlert error={item.error} onRetry={() => void item.refetch()} />
    );
  }
  return <ItemEditor gid={gid} item={item.data} canManage={canManage} />;
}
