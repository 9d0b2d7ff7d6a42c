import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { CreatedApiTokenDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';

/** A token just made, in full, with the warning that it will not be shown again. */
export function NewApiToken({ created, onDone }: { created: CreatedApiTokenDto; onDone: () => void }) {
  const { t } = useTranslation('workspace');
  return (
    <Alert color="yellow" title={t('apiTokens.newTitle', { name: created.apiToken.name })} data-testid="api-token-new">
      <Stack gap="sm">
        <Text size="sm">{t('apiTokens.newWarning')}</Text>
        <Code block data-testid="api-token-value" style={{ wordBreak: 'break-all' }}>
          {created.token}
        </Code>
        <Group gap="sm">
          <CopyButton value={created.token}>
            {({ copied, copy }) => (
              <Button size="xs" color={copied ? 'green' : undefined} onClick={copy} data-testid="api-token-copy">
                {copied ? t('apiTokens.copied') : t('apiTokens.copy')}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone} data-testid="api-token-done">
            {t('apiTokens.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
