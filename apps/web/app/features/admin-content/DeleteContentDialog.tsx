import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { toast } from '../../lib/toast';
import { useErrorMessage } from '../api/use-error-message';

/**
 * Asks before deleting a post or an opportunity (`target`, null while nothing is being deleted),
 * then deletes it with `remove` and says so.
 */
export function DeleteContentDialog({
  target,
  remove,
  onClose,
  texts,
  testId,
}: {
  target: { id: string; title: string } | null;
  remove: UseMutationResult<unknown, Error, string>;
  onClose: () => void;
  texts: { title: string; body: string; done: string };
  testId: string;
}) {
  const { t } = useTranslation('adminContent');
  const errorMessage = useErrorMessage();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={target !== null}
      onClose={close}
      onConfirm={() =>
        target &&
        remove.mutate(target.id, {
          onSuccess: () => {
            toast.success({ message: texts.done });
            close();
          },
        })
      }
      title={texts.title}
      body={texts.body}
      confirmLabel={t('actions.delete')}
      loading={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : null}
      testId={testId}
    />
  );
}
