import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from './use-error-message';

/** A list or page that failed to load: what went wrong, in words, and a retry. */
export function QueryErrorAlert({ error, onRetry, testId }: { error: unknown; onRetry: () => void; testId?: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <Alert color="red" role="alert" data-testid={testId ?? 'query-error'}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
