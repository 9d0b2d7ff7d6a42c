import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ApiTokenDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useErrorMessage } from '../api/use-error-message';
import { useFormatDate, useFormatDateTime } from '../workspace/format-date';
import { ApiTokenCalls } from './ApiTokenCalls';
import { useRevokeApiTokenMutation } from './queries';
import { SCOPE_KEYS } from './scope-labels';

type TokenStatus = 'active' | 'expired' | 'revoked';

function statusOf(token: ApiTokenDto, now = Date.now()): TokenStatus {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt && Date.parse(token.expiresAt) <= now) return 'expired';
  return 'active';
}

/** One token: what it may do, whom it acts as, when it was last used; its calls; revoking it. */
export function ApiTokenRow({ gid, token }: { gid: string; token: ApiTokenDto }) {
  const { t } = useTranslation('workspace');
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  const errorMessage = useErrorMessage();
  const revoke = useRevokeApiTokenMutation(gid);
  const [confirming, setConfirming] = useState(false);
  const [showCalls, setShowCalls] = useState(false);
  const status = statusOf(token);

  return (
    <Paper withBorder p="sm" data-testid="api-token-row">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" miw={0}>
            <Text fw={700} truncate data-testid="api-token-row-name">
              {token.name}
            </Text>
            <Text size="sm" ff="monospace" c="gray.7">
              {token.prefix}…
            </Text>
            <Badge variant="light" color={status === 'active' ? 'green' : 'gray'} data-testid="api-token-status">
              {t(`apiTokens.status.${status}`)}
            </Badge>
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="subtle"
              onClick={() => setShowCalls((open) => !open)}
              data-testid="api-token-show-calls"
            >
              {showCalls ? t('apiTokens.hideCalls') : t('apiTokens.showCalls')}
            </Button>
            {status !== 'revoked' && (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => setConfirming(true)}
                data-testid="api-token-revoke"
              >
                {t('apiTokens.revoke')}
              </Button>
            )}
          </Group>
        </Group>
        <Group gap={6}>
          {token.scopes.map((scope) => (
            <Badge key={scope} variant="outline" size="sm">
              {t(`apiTokens.scope.${SCOPE_KEYS[scope]}`)}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="gray.7">
          {[
            t('apiTokens.createdBy', { name: token.createdBy.name, date: formatDate(token.createdAt) }),
            token.expiresAt
              ? t('apiTokens.expires', { date: formatDate(token.expiresAt) })
              : t('apiTokens.neverExpires'),
            token.lastUsedAt
              ? t('apiTokens.lastUsed', { date: formatDateTime(token.lastUsedAt) })
              : t('apiTokens.neverUsed'),
          ].join(' · ')}
        </Text>
        {showCalls && <ApiTokenCalls gid={gid} id={token.id} />}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => revoke.mutate(token.id, { onSuccess: () => setConfirming(false) })}
        title={t('apiTokens.revokeTitle', { name: token.name })}
        body={t('apiTokens.revokeBody')}
        confirmLabel={t('apiTokens.revoke')}
        loading={revoke.isPending}
        error={revoke.isError ? errorMessage(revoke.error) : null}
        testId="api-token-revoke-dialog"
      />
    </Paper>
  );
}
