import type { ReactNode } from 'react';
import { loadedWhenOpened } from '../lib/loaded-when-opened';

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
 * Mounted, and its code loaded, when first opened: a page holds several, and a mounted Mantine
 * modal renders twice at hydration even while closed.
 */
export const ConfirmDialog = loadedWhenOpened(
  () => import('./ConfirmModal').then((module) => module.ConfirmModal),
  (props: ConfirmDialogProps) => props.opened,
);
