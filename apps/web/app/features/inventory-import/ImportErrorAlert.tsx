import { Alert, Text } from '@mantine/core';
import { useImportErrorMessage } from './import-errors';

/** A failed call of the import, said next to the step that made it; nothing when there is none. */
export function ImportErrorAlert({ error, testId }: { error: unknown; testId: string }) {
  const describe = useImportErrorMessage();
  if (!error) return null;
  const { message, detail } = describe(error);
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      <Text size="sm">{message}</Text>
      {detail && (
        <Text size="xs" c="gray.7" mt={4}>
          {detail}
        </Text>
      )}
    </Alert>
  );
}
