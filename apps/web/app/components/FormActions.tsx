import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The buttons under a dialog's form: cancel, and submit (busy while `loading`). */
export function FormActions({
  submitLabel,
  loading,
  onCancel,
  testId,
}: {
  submitLabel: string;
  loading: boolean;
  onCancel: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={loading}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" loading={loading} data-testid={testId}>
        {submitLabel}
      </Button>
    </Group>
  );
}
