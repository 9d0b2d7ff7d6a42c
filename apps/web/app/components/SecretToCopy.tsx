import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

/**
 * A secret shown in full (an API token just made, a webhook's signing secret), with what to do
 * with it, a copy button and a button to put it away.
 */
export function SecretToCopy({
  title,
  help,
  value,
  labels,
  onDone,
  testIds,
}: {
  title: string;
  help: string;
  value: string;
  labels: { copy: string; copied: string; done: string };
  onDone: () => void;
  testIds: { box: string; value: string; copy: string; done: string };
}) {
  return (
    <Alert color="yellow" title={title} data-testid={testIds.box}>
      <Stack gap="sm">
        <Text size="sm">{help}</Text>
        <Code block data-testid={testIds.value} style={{ wordBreak: 'break-all' }}>
          {value}
        </Code>
        <Group gap="sm">
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button size="xs" color={copied ? 'green' : undefined} onClick={copy} data-testid={testIds.copy}>
                {copied ? labels.copied : labels.copy}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone} data-testid={testIds.done}>
            {labels.done}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
