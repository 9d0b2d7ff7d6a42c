import { Box, Button, Grid, Group, Pagination, Stack, Text, Title, type DrawerProps } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { ArtworkDto, WorkspaceDto } from '@vernissage/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { loadedWhenOpened } from '../../lib/loaded-when-opened';
import { EmptyState } from '../../components/EmptyState';
import { useArtistsQuery } from '../artists/queries';
import { ListSkeleton, QueryList } from '../api/QueryList';
import { useFailureToast } from '../api/use-error-message';
import type { SessionUser } from '../session/SessionProvider';
import { LazyShareDialog } from '../shares/LazyShareDialog';
import { FolderSidebar, type InventoryPlace } from './FolderSidebar';
import { inventoryAccess, type InventoryAccess } from './inventory-access';
import { ExportMenu } from './ExportMenu';
import { canReorder, filterFromParams, paramsFromFilter, type InventoryFilter } from './inventory-filter';
import { InventoryAccessNotice } from './InventoryAccessNotice';
import { InventoryGrid } from './InventoryGrid';
import { InventoryToolbar, type InventoryView } from './InventoryToolbar';
import { ItemsDndContext } from './item-drag';
import type { ItemActions } from './ItemActionsMenu';
import type { ItemsViewProps } from './items-view';
import { inventoryKeys, useFoldersQuery, useInventoryQuery, useReorderMutation } from './queries';
import { applyIdxs, dropPosition, moveEntry, newIdxsFor } from './reorder';
import { SelectionBar } from './SelectionBar';
import { UploadDropzone } from './upload/UploadDropzone';
import { UploadProgressPanel } from './upload/UploadProgressPanel';
import { useBulkUpload } from './upload/use-bulk-upload';
import { useInventoryActions } from './use-inventory-actions';
import { useSelection } from './use-selection';
import { useContentLocale } from '../i18n-content/text-in';

/** The phone's folder drawer, loaded when first opened. */
const FoldersDrawer = loadedWhenOpened(
  () => import('../../components/overlays').then((module) => module.Drawer),
  (props: DrawerProps) => props.opened,
);

/** The table layout (Mantine's table and scroll area), loaded when first chosen. */
const InventoryTable = lazy(() => import('./InventoryTable').then((module) => ({ default: module.InventoryTable })));

/** The remembered layout of the inventory (grid or table), per browser. */
export const INVENTORY_VIEW_KEY = 'vernissage.inventory.view';

/**
 * The inventory of the active workspace as the person may use it: read-only with the reason when
 * their plan does not allow changes, nothing but the reason when it allows no access at all.
 */
export function InventoryPage({ user, workspace }: { user: SessionUser; workspace: WorkspaceDto }) {
  const access = inventoryAccess(user, workspace.role);
  if (!access.canRead) return <InventoryAccessNotice access={access} />;
  return (
    <ItemsDndContext>
      <InventoryWorkspace gid={workspace.gid} access={access} />
    </ItemsDndContext>
  );
}

function InventoryWorkspace({ gid, access }: { gid: string; access: InventoryAccess }) {
  const { t } = useTranslation('inventory');
  const failureToast = useFailureToast();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params, useContentLocale());
  const [view, setView] = useLocalStorage<InventoryView>({ key: INVENTORY_VIEW_KEY, defaultValue: 'grid' });
  const [foldersOpen, foldersDrawer] = useDisclosure(false);
  const [sharing, setSharing] = useState<ArtworkDto | null>(null);
  const list = useInventoryQuery(gid, filter);
  const folders = useFoldersQuery(gid);
  const artists = useArtistsQuery(gid);
  const reorder = useReorderMutation(gid);
  const selection = useSelection(paramsFromFilter(filter).toString());
  const actions = useInventoryActions(gid, folders.data ?? [], selection.clear);
  const upload = useBulkUpload(gid, () => void queryClient.invalidateQueries({ queryKey: inventoryKeys.scope(gid) }));

  const setFilter = (change: Partial<InventoryFilter>) =>
    setParams(paramsFromFilter({ ...filter, page: 0, ...change }), { preventScrollReset: true });
  const goTo = (place: InventoryPlace) => {
    setFilter({ fid: place.fid, trash: place.trash });
    foldersDrawer.close();
  };

  const items = list.data?.items ?? [];
  const sortable = access.canWrite && canReorder(filter);
  const moveTo = (from: number, to: number) => {
    const after = moveEntry(items, from, to);
    const newIdxs = newIdxsFor(items, after);
    if (newIdxs.length === 0) return;
    reorder.mutate({ filter, items: applyIdxs(after, newIdxs), newIdxs }, { onError: failureToast });
  };
  const itemActions: ItemActions = {
    canWrite: access.canWrite,
    move: sortable
      ? {
          canMove: (iid, delta) => {
            const to = items.findIndex((item) => item.iid === iid) + delta;
            return to >= 0 && to < items.length;
          },
          by: (iid, delta) => {
            const from = items.findIndex((item) => item.iid === iid);
            if (from !== -1) moveTo(from, from + delta);
          },
        }
      : null,
    onShare: (item) => setSharing(item.artwork),
    onDelete: actions.askTrash,
    onRestore: actions.restore,
  };
  const viewProps: ItemsViewProps = {
    items,
    selected: selection.ids,
    onToggle: selection.toggle,
    selectable: access.canWrite,
    actions: itemActions,
    sortable,
    onMove: (iid, targetIid, after) => {
      const to = dropPosition(items, iid, targetIid, after);
      if (to !== -1)
        moveTo(
          items.findIndex((item) => item.iid === iid),
          to,
        );
    },
    folderName: (fid) => folders.data?.find((folder) => folder.fid === fid)?.name ?? null,
  };
  const picked = [...selection.ids];
  const heading = filter.trash
    ? t('folders.trash')
    : filter.fid
      ? (viewProps.folderName(filter.fid) ?? t('folders.folder'))
      : t('folders.all');
  const loadingList = (
    <ListSkeleton count={4} height={240} cols={{ base: 2, sm: 3, lg: 4 }} testId="inventory-loading" />
  );
  const sidebar = (
    <FolderSidebar
      gid={gid}
      place={{ fid: filter.fid, trash: filter.trash }}
      canWrite={access.canWrite}
      onSelect={goTo}
      onDropItems={(fid, iids) => actions.moveTo(iids, fid)}
    />
  );

  return (
    <Stack gap="md" data-testid="inventory-page">
      <InventoryAccessNotice access={access} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          {/* Stays in view while the works scroll, so they can always be dropped on a folder. */}
          <Box pos="sticky" top={76}>
            {sidebar}
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <Group justify="space-between" gap="sm">
              <Group gap="xs" align="baseline">
                <Title order={2} size="h3" data-testid="inventory-heading">
                  {heading}
                </Title>
                {list.data && (
                  <Text size="sm" c="gray.7" data-testid="inventory-total">
                    {t('total', { count: list.data.total })}
                  </Text>
                )}
              </Group>
              <Group gap="xs">
                <Button variant="default" hiddenFrom="md" onClick={foldersDrawer.open} data-testid="folders-open">
                  {t('folders.title')}
                </Button>
                {access.canWrite && (
                  <Button component={Link} to="/inventory/new" data-testid="inventory-new">
                    {t('newWork')}
                  </Button>
                )}
              </Group>
            </Group>
            {access.canWrite && !filter.trash && <UploadDropzone onFiles={(files) => void upload.upload(files)} />}
            <UploadProgressPanel upload={upload} />
            <InventoryToolbar
              filter={filter}
              onChange={setFilter}
              artists={artists.data ?? []}
              view={view}
              onView={setView}
              selection={
                access.canWrite && items.length > 0
                  ? {
                      all: items.every((item) => selection.ids.has(item.iid)),
                      some: selection.ids.size > 0,
                      toggleAll: () => selection.toggleAll(items.map((item) => item.iid)),
                    }
                  : null
              }
              actions={
                !filter.trash && (
                  <Group gap="xs">
                    {access.canWrite && (
                      <Button component={Link} to="/inventory/import" variant="default" data-testid="inventory-import">
                        {t('import.open')}
                      </Button>
                    )}
                    <ExportMenu gid={gid} scope={picked.length > 0 ? { iids: picked } : { filter }} />
                  </Group>
                )
              }
            />
            <SelectionBar
              count={selection.ids.size}
              inTrash={filter.trash}
              folders={folders.data ?? []}
              busy={actions.busy}
              onClear={selection.clear}
              actions={{
                moveTo: (fid) => actions.moveTo(picked, fid),
                setState: (state) => actions.setState(picked, state),
                setAccess: access.canManage ? (level) => actions.setAccess(picked, level) : null,
                trash: () => actions.askTrash(picked),
                restore: () => actions.restore(picked),
              }}
            />
            <QueryList
              query={list}
              loading={loadingList}
              empty={
                <InventoryEmpty
                  filter={filter}
                  canWrite={access.canWrite}
                  onClear={() => setParams(new URLSearchParams())}
                />
              }
            >
              {() =>
                view === 'table' ? (
                  <Suspense fallback={loadingList}>
                    <InventoryTable {...viewProps} />
                  </Suspense>
                ) : (
                  <InventoryGrid {...viewProps} />
                )
              }
            </QueryList>
            {list.data && list.data.total > filter.size && (
              <Pagination
                total={Math.ceil(list.data.total / filter.size)}
                value={filter.page + 1}
                onChange={(page) => setFilter({ ...filter, page: page - 1 })}
                getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
                data-testid="inventory-pagination"
              />
            )}
            {sortable && items.length > 1 && (
              <Text size="xs" c="gray.7">
                {t('reorderHint')}
              </Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <FoldersDrawer opened={foldersOpen} onClose={foldersDrawer.close} title={t('folders.title')} size="xs">
        {sidebar}
      </FoldersDrawer>
      <LazyShareDialog artwork={sharing} onClose={() => setSharing(null)} />
      <ConfirmDialog
        opened={actions.trashDialog.opened}
        onClose={actions.trashDialog.onClose}
        onConfirm={actions.trashDialog.onConfirm}
        title={t('trash.title')}
        body={t('trash.body', { count: actions.trashDialog.count })}
        confirmLabel={t('trash.confirm')}
        loading={actions.trashDialog.loading}
        error={actions.trashDialog.error}
        testId="trash-dialog"
      />
    </Stack>
  );
}

/** Why the list is empty: an empty trash, a filter nothing matches, or no works yet. */
function InventoryEmpty({
  filter,
  canWrite,
  onClear,
}: {
  filter: InventoryFilter;
  canWrite: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation('inventory');
  if (filter.trash)
    return <EmptyState title={t('empty.trashTitle')} body={t('empty.trashBody')} testId="inventory-empty" />;
  const filtered = filter.q || filter.state !== undefined || filter.artistid || filter.fid;
  if (filtered) {
    return (
      <EmptyState
        title={t('empty.filteredTitle')}
        body={t('empty.filteredBody')}
        testId="inventory-empty"
        action={
          <Button size="xs" variant="default" onClick={onClear} data-testid="inventory-clear-filters">
            {t('empty.clearFilters')}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      title={t('empty.title')}
      body={canWrite ? t('empty.bodyWrite') : t('empty.body')}
      testId="inventory-empty"
    />
  );
}
