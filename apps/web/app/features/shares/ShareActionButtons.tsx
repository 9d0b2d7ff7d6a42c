import { Button, Group } from '@mantine/core';
import { ApiError, ErrorCode } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { toast } from '../../lib/toast';
import { errorCodeOf, hasStatus } from '../api/api-errors';
import { useErrorMessage } from '../api/use-error-message';

/** One button of an offer: what it says, its test id, and whether it asks first. */
export interface ShareButton {
  key: string;
  label: string;
  testId: string;
  /** The main move (filled); the others are outlined. */
  primary?: boolean;
  /** It gives something up (red, and asks first with this text). */
  confirm?: { title: string; body: string };
  /** What the toast says when it went through. */
  done: string;
}

/** A share call's failure in words: someone else has the work, the offer moved on, or else. */
export function useShareErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('shares');
  const errorMessage = useErrorMessage();
  return (error) => {
    if (error instanceof ApiError && error.code === ErrorCode.invalidTransition) return t('errors.movedOn');
    if (hasStatus(error, 409)) return t('errors.taken');
    if (errorCodeOf(error) === 'not_found') return t('errors.gone');
    return errorMessage(error);
  };
}

/**
 * The moves an offer allows now, as buttons. Moves that give something up ask first; each says
 * in a toast what came of it, and a refused one says why.
 */
export function ShareActionButtons({
  buttons,
  run,
  size = 'sm',
}: {
  buttons: ShareButton[];
  run: (key: string) => Promise<unknown>;
  size?: 'xs' | 'sm';
}) {
  const shareError = useShareErrorMessage();
  const [pending, setPending] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ShareButton | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const go = async (button: ShareButton) => {
    setPending(button.key);
    setFailure(null);
    try {
      await run(button.key);
      toast.success({ message: button.done });
      setConfirming(null);
    } catch (error) {
      if (confirming) setFailure(shareError(error));
      else if (errorCodeOf(error) !== 'session_ended') toast.error({ message: shareError(error) });
    } finally {
      setPending(null);
    }
  };

  if (buttons.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {buttons.map((button) => (
        <Button
          key={button.key}
          size={size}
          variant={button.primary ? 'filled' : button.confirm ? 'light' : 'default'}
          color={button.confirm ? 'red' : undefined}
          loading={pending === button.key}
          disabled={pending !== null && pending !== button.key}
          onClick={() => (button.confirm ? setConfirming(button) : void go(button))}
          data-testid={button.testId}
        >
          {button.label}
        </Button>
      ))}
      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => {
          setFailure(null);
          setConfirming(null);
        }}
        onConfirm={() => confirming && void go(confirming)}
        title={confirming?.confirm?.title ?? ''}
        body={confirming?.confirm?.body ?? ''}
        confirmLabel={confirming?.label ?? ''}
        loading={pending !== null}
        error={failure}
        testId="share-confirm-dialog"
      />
    </Group>
  );
}
