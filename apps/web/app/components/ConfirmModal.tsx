import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmDialogProps } from './ConfirmDialog';

/** The confirmation's modal, which `ConfirmDialog` loads when it is first opened. */
export function ConfirmModal(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const locked = props.confirmationText !== undefined && typed.trim() !== props.confirmationText;
  const close = () => {
    setTyped('');
    props.onClose();
  };
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} centered data-testid={props.testId}>
      <Stack gap="md">
        <Text>{props.body}</Text>
        {props.confirmationText !== undefined && (
          <TextInput
            label={props.confirmationLabel}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
            data-testid="confirm-text"
          />
        )}
        {props.error && (
          <Text c="red.8" role="alert">
            {props.error}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={props.loading}>
            {t('actions.cancel')}
          </Button>
          <Button
            color="red"
            onClick={props.onConfirm}
            disabled={locked}
            loading={props.loading}
            data-testid="confirm-action"
          >
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
