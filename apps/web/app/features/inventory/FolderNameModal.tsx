import { Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/FormActions';

/** Asks for a folder's name, to create one or to rename one (`initial` is the current name). */
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
        required={t('folders.nameRequired')}
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
  required: string;
  loading: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (name: string) => void;
}) {
  const [name, setName] = useState(props.initial);
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setEmpty(true);
      return;
    }
    props.onSubmit(name.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={props.label}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.currentTarget.value)}
          error={empty ? props.required : props.error}
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
