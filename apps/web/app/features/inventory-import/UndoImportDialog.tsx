import { ApiError } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { toast } from '../../lib/toast';
import { useErrorMessage } from '../api/use-error-message';
import { useUndoImportMutation } from './queries';

/** The import about to be undone. */
export interface UndoTarget {
  id: string;
  fileName: string;
}

/**
 * Asks before undoing an import (its works go to the trash, restorable for 30 days), says why when
 * the server refuses (a later import, an offer, a change of state), and tells when it is done.
 */
export function UndoImportDialog({
  gid,
  target,
  onClose,
  onUndone,
}: {
  gid: string;
  target: UndoTarget | null;
  onClose: () => void;
  onUndone?: () => void;
}) {
  const { t } = useTranslation('inventory');
  const errorMessage = useErrorMessage();
  const undo = useUndoImportMutation(gid);
  const close = () => {
    undo.reset();
    onClose();
  };
  const error = undo.error
    ? undo.error instanceof ApiError && undo.error.status === 409
      ? t('import.undo.conflict')
      : errorMessage(undo.error)
    : null;
  return (
    <ConfirmDialog
      opened={target !== null}
      onClose={close}
      onConfirm={() => {
        if (!target) return;
        undo.mutate(target.id, {
          onSuccess: () => {
            toast.success({ message: t('import.undo.done') });
            close();
            onUndone?.();
          },
        });
      }}
      title={t('import.undo.title')}
      body={t('import.undo.body', { name: target?.fileName ?? '' })}
      confirmLabel={t('import.undo.confirm')}
      loading={undo.isPending}
      error={error}
      testId="import-undo-dialog"
    />
  );
}
