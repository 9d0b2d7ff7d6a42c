import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { FolderDto } from '@vernissage/shared';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PlainNavButton } from '../../components/mantine-look';
import { loadedWhenOpened } from '../../lib/loaded-when-opened';
import { toast } from '../../lib/toast';
import { QueryList } from '../api/QueryList';
import { useErrorMessage } from '../api/use-error-message';
import { LazyDocumentModal } from '../documents/LazyDocumentModal';
import type { FolderNameModal } from './FolderNameModal';
import { FolderRow } from './FolderRow';
import { useCreateFolderMutation, useDeleteFolderMutation, useFoldersQuery, useRenameFolderMutation } from './queries';

/** The folder-name dialog, loaded when first opened. */
const FolderNameDialog = loadedWhenOpened(
  () => import('./FolderNameModal').then((module) => module.FolderNameModal),
  (props: ComponentProps<typeof FolderNameModal>) => props.opened,
);

/** Which part of the inventory is shown: everything, one folder, or the trash. */
export interface InventoryPlace {
  fid?: string;
  trash: boolean;
}

/**
 * The folders of the inventory beside "All works" and the trash. Works dropped on a folder are
 * filed into it; with write access folders are created, renamed and (after confirming) deleted.
 */
export function FolderSidebar({
  gid,
  place,
  canWrite,
  onSelect,
  onDropItems,
}: {
  gid: string;
  place: InventoryPlace;
  canWrite: boolean;
  onSelect: (place: InventoryPlace) => void;
  onDropItems: (fid: string, iids: string[]) => void;
}) {
  const { t } = useTranslation('inventory');
  const errorMessage = useErrorMessage();
  const folders = useFoldersQuery(gid);
  const create = useCreateFolderMutation(gid);
  const rename = useRenameFolderMutation(gid);
  const remove = useDeleteFolderMutation(gid);
  const [naming, setNaming] = useState<{ folder: FolderDto | null } | null>(null);
  const [deleting, setDeleting] = useState<FolderDto | null>(null);
  /** The folder whose price list is being printed. */
  const [printing, setPrinting] = useState<string | null>(null);

  const closeNaming = () => {
    create.reset();
    rename.reset();
    setNaming(null);
  };
  const saveName = (name: string) => {
    const folder = naming?.folder;
    const done = { onSuccess: closeNaming };
    if (folder) rename.mutate({ fid: folder.fid, name }, done);
    else
      create.mutate(name, {
        onSuccess: (created) => {
          closeNaming();
          toast.success({ message: t('folders.created', { name: created.name }) });
        },
      });
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.fid, {
      onSuccess: () => {
        toast.success({ message: t('folders.deleted', { name: deleting.name }) });
        if (place.fid === deleting.fid) onSelect({ trash: false });
        setDeleting(null);
      },
    });
  };

  const saving = create.isPending || rename.isPending;
  const nameError = create.error ?? rename.error;
  return (
    <Stack gap={4} data-testid="folder-sidebar">
      <Group justify="space-between" gap="xs" mb={4}>
        <Text fw={700} size="sm">
          {t('folders.title')}
        </Text>
        {canWrite && (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => setNaming({ folder: null })}
            data-testid="folder-create"
          >
            {t('folders.create')}
          </Button>
        )}
      </Group>
      <PlainNavButton
        label={t('folders.all')}
        active={!place.fid && !place.trash}
        onClick={() => onSelect({ trash: false })}
        data-testid="folder-all"
      />
      <QueryList
        query={folders}
        loading={<Skeleton height={32} />}
        empty={
          <Text size="xs" c="gray.7" px="sm" data-testid="folders-empty">
            {canWrite ? t('folders.emptyWrite') : t('folders.empty')}
          </Text>
        }
      >
        {(list) => (
          <Stack gap={4}>
            {list.map((folder) => (
              <FolderRow
                key={folder.fid}
                folder={folder}
                active={place.fid === folder.fid}
                canWrite={canWrite}
                onOpen={() => onSelect({ fid: folder.fid, trash: false })}
                onRename={() => setNaming({ folder })}
                onDelete={() => setDeleting(folder)}
                onPriceList={() => setPrinting(folder.fid)}
                onDropItems={onDropItems}
              />
            ))}
          </Stack>
        )}
      </QueryList>
      <PlainNavButton
        label={t('folders.trash')}
        active={place.trash}
        onClick={() => onSelect({ trash: true })}
        style={{ marginTop: 'var(--mantine-spacing-xs)' }}
        data-testid="folder-trash"
      />
      <FolderNameDialog
        opened={naming !== null}
        title={naming?.folder ? t('folders.renameTitle') : t('folders.createTitle')}
        initial={naming?.folder?.name ?? ''}
        submitLabel={naming?.folder ? t('folders.rename') : t('folders.create')}
        loading={saving}
        error={nameError ? errorMessage(nameError) : null}
        onClose={closeNaming}
        onSubmit={saveName}
      />
      <LazyDocumentModal
        opened={printing !== null}
        onClose={() => setPrinting(null)}
        gid={gid}
        source={{ kind: 'priceList', fid: printing ?? '' }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={confirmDelete}
        title={t('folders.deleteTitle')}
        body={t('folders.deleteBody', { name: deleting?.name ?? '', count: deleting?.itemCount ?? 0 })}
        confirmLabel={t('folders.delete')}
        loading={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        testId="folder-delete-dialog"
      />
    </Stack>
  );
}
