import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The buttons under a form: cancel, and submit (busy while `loading`). Cancel calls `onCancel`
 * (a dialog closing) or goes to `cancelTo` (an editor page's list).
 */
export function FormActions({
  submitLabel,
  loading,
  testId,
  ...cancel
}: {
  submitLabel: string;
  loading: boolean;
  testId: string;
} & ({ onCancel: () => void } | { cancelTo: string })) {
  const { t } = useTranslation();
  const label = t('actions.cancel');
  return (
    <Group justify="flex-end" gap="sm">
      {'cancelTo' in cancel ? (
        <Button variant="default" component={Link} to={cancel.cancelTo} disabled={loading}>
          {label}
        </Button>
      ) : (
        <Button variant="default" onClick={cancel.onCancel} disabled={loading}>
          {label}
        </Button>
      )}
      <Button type="submit" loading={loading} data-testid={testId}>
        {submitLabel}
      </Button>
    </Group>
  );
}
