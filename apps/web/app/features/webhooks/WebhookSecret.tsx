import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A signing secret in full, to copy into the receiver's configuration. */
export function WebhookSecret({ secret, title, onDone }: { secret: string; title: string; onDone: () => void }) {
  const { t } = useTranslation('workspace');
  return (
    <Alert color="yellow" title={title} data-testid="webhook-secret">
      <Stack gap="sm">
        <Text size="sm">{t('webhooks.secretHelp')}</Text>
        <Code block data-testid="webhook-secret-value" style={{ wordBreak: 'break-all' }}>
          {secret}
        </Code>
        <Group gap="sm">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" color={copied ? 'green' : undefined} onClick={copy} data-testid="webhook-secret-copy">
                {copied ? t('webhooks.copied') : t('webhooks.copy')}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone} data-testid="webhook-secret-hide">
            {t('webhooks.hideSecret')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
