import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../api/use-error-message';
import type { SaveAs } from './use-submission-save';

/** Under a submission's form: what went wrong, "save draft" and "submit" (the form's own submit button). */
export function SubmissionActions({
  save,
  onDraft,
  testId,
}: {
  save: { pending: boolean; sending: SaveAs | null; error: unknown };
  onDraft: () => void;
  testId: string;
}) {
  const { t } = useTranslation('fairs');
  const errorMessage = useErrorMessage();
  return (
    <>
      {save.error != null && (
        <Alert color="red" role="alert" data-testid={`${testId}-error`}>
          {errorMessage(save.error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          onClick={onDraft}
          loading={save.sending === 'draft'}
          disabled={save.pending}
          data-testid={`${testId}-draft`}
        >
          {t('submission.saveDraft')}
        </Button>
        <Button
          type="submit"
          loading={save.sending === 'submitted'}
          disabled={save.pending}
          data-testid={`${testId}-submit`}
        >
          {t('submission.submit')}
        </Button>
      </Group>
    </>
  );
}
