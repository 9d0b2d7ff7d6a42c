import { Modal, Stack, TextInput } from '@mantine/core';
import { renameFolderRoute } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../components/FormActions';
import { fieldsOf } from '../forms/form-values';
import { useContractForm } from '../forms/use-contract-form';

/** A folder's name, as creating and renaming a folder both take it. */
const folderNameSchema = z.object(fieldsOf(renameFolderRoute.body, ['name']));

/**
 * Asks for a folder's name, to create one or to rename one (`initial` is the current name). Loaded
 * when first opened (`FolderNameDialog` in the sidebar).
 */
export function FolderNameModal({
  opened,
  title,
  initial = '',
  submitLabel,
  loading,
  error,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  title: string;
  initial?: string;
  submitLabel: string;
  loading: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (name: string) => void;
}) {
  const { t } = useTranslation('inventory');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered data-testid="folder-modal">
      {/* Keyed by the name it starts from, so every opening starts afresh. */}
      <FolderNameForm
        key={`${String(opened)}:${initial}`}
        initial={initial}
        submitLabel={submitLabel}
        label={t('folders.name')}
        loading={loading}
        error={error}
        onCancel={onClose}
        onSubmit={onSubmit}
      />
    </Modal>
  );
}

function FolderNameForm(props: {
  initial: string;
  submitLabel: string;
  label: string;
  loading: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (name: string) => void;
}) {
  const form = useContractForm({
    schema: folderNameSchema,
    initialValues: { name: props.initial },
    messages: 'inventory:folders.fields',
  });
  const submit = form.onSubmit(({ name }) => props.onSubmit(name));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={props.label}
          {...form.getInputProps('name')}
          maxLength={100}
          error={form.errors.name ?? props.error}
          data-autofocus
          data-testid="folder-name-input"
        />
        <FormActions
          submitLabel={props.submitLabel}
          loading={props.loading}
          onCancel={props.onCancel}
          testId="folder-name-submit"
        />
      </Stack>
    </form>
  );
}
