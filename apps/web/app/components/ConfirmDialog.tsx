import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../lib/use-opened-once';

/** What a destructive action's confirmation says and does. */
export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  /** When set, the person must type this exact text before the action unlocks. */
  confirmationText?: string;
  /** The label of the field the confirmation text is typed into. */
  confirmationLabel?: string;
  loading?: boolean;
  /** An error of the last attempt, shown above the buttons. */
  error?: string | null;
  testId?: string;
}

/**
 * Asks before a destructive action (removing a member, deleting an account). With
 * `confirmationText` it is a type-to-confirm dialog: the button unlocks only on an exact match.
 * Mounted when first opened: a page holds several, and a mounted Mantine modal renders twice at
 * hydration even while closed.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const mounted = useOpenedOnce(props.opened);
  const locked = props.confirmationText !== undefined && typed.trim() !== props.confirmationText;
  const close = () => {
    setTyped('');
    props.onClose();
  };
  if (!mounted) return null;
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
