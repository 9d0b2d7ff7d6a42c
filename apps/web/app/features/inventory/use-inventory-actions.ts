import type { FolderDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { hasStatus } from '../api/api-errors';
import { useErrorMessage, useFailureToast } from '../api/use-error-message';
import {
  useMoveToFolderMutation,
  useRestoreItemsMutation,
  useSetItemsAccessMutation,
  useSetItemsStateMutation,
  useTrashItemsMutation,
  type BulkResult,
} from './queries';

/**
 * The changes made to picked works (or one work): file into a folder, set state or access by
 * hand, delete after confirming, restore. Each says what came of it in a toast; `onDone` runs
 * after a change went through (to clear the pick).
 */
export function useInventoryActions(gid: string, folders: FolderDto[], onDone: () => void) {
  const { t } = useTranslation('inventory');
  const errorMessage = useErrorMessage();
  const failureToast = useFailureToast();
  const move = useMoveToFolderMutation(gid);
  const setState = useSetItemsStateMutation(gid);
  const setAccess = useSetItemsAccessMutation(gid);
  const trash = useTrashItemsMutation(gid);
  const restore = useRestoreItemsMutation(gid);
  const [trashing, setTrashing] = useState<string[] | null>(null);

  const report = (result: BulkResult, success: string) => {
    if (result.failed === 0) {
      toast.success({ message: success });
      onDone();
      return;
    }
    const reason = hasStatus(result.error, 409) ? t('selection.committed') : errorMessage(result.error);
    toast.error({ message: t('selection.partlyFailed', { count: result.failed, reason }) });
  };

  return {
    busy: move.isPending || setState.isPending || setAccess.isPending || trash.isPending || restore.isPending,
    moveTo: (iids: string[], fid: string | null) =>
      move.mutate(
        { iids, fid },
        {
          onSuccess: ({ moved }) => {
            const folder = folders.find((entry) => entry.fid === fid)?.name;
            toast.success({
              message: folder
                ? t('selection.moved', { count: moved, folder })
                : t('selection.unfiled', { count: moved }),
            });
            onDone();
          },
          onError: failureToast,
        },
      ),
    setState: (iids: string[], state: number) =>
      setState.mutate(
        { iids, state },
        { onSuccess: (result) => report(result, t('selection.stateSet', { count: result.done })) },
      ),
    setAccess: (iids: string[], level: -1 | 0 | 1) =>
      setAccess.mutate(
        { iids, state: level },
        { onSuccess: (result) => report(result, t('selection.accessSet', { count: result.done })) },
      ),
    restore: (iids: string[]) =>
      restore.mutate(iids, {
        onSuccess: ({ restored }) => {
          toast.success({ message: t('selection.restored', { count: restored }) });
          onDone();
        },
        onError: failureToast,
      }),
    /** Asks before moving works to the trash; `trashDialog` holds the dialog's state. */
    askTrash: (iids: string[]) => setTrashing(iids),
    trashDialog: {
      opened: trashing !== null,
      count: trashing?.length ?? 0,
      loading: trash.isPending,
      error: trash.isError ? (hasStatus(trash.error, 409) ? t('trash.committed') : errorMessage(trash.error)) : null,
      onClose: () => {
        trash.reset();
        setTrashing(null);
      },
      onConfirm: () =>
        trashing &&
        trash.mutate(trashing, {
          onSuccess: ({ deleted }) => {
            toast.success({ message: t('trash.moved', { count: deleted }) });
            setTrashing(null);
            onDone();
          },
        }),
    },
  };
}
