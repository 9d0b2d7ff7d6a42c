import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { WebhookEndpointDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate, useFormatDateTime } from '../workspace/format-date';
import { EVENT_KEYS, STATUS_COLORS } from './event-labels';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookEndpointActions } from './WebhookEndpointActions';
import { WebhookSecret } from './WebhookSecret';

/** One endpoint: where it delivers, which events, how its last delivery went; its log and actions. */
export function WebhookEndpointRow({ gid, endpoint }: { gid: string; endpoint: WebhookEndpointDto }) {
  const { t } = useTranslation('workspace');
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  const [secret, setSecret] = useState<string | null>(null);
  const [showLog, setShowLog] = useState(false);
  const enabled = endpoint.disabledAt === null;
  const last = endpoint.lastDelivery;

  return (
    <Paper withBorder p="sm" data-testid="webhook-row">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
          <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
            <Text fw={700} ff="monospace" size="sm" style={{ wordBreak: 'break-all' }} data-testid="webhook-row-url">
              {endpoint.url}
            </Text>
            {endpoint.description && (
              <Text size="sm" c="gray.7">
                {endpoint.description}
              </Text>
            )}
          </Stack>
          <Badge variant="light" color={enabled ? 'green' : 'gray'} data-testid="webhook-status">
            {enabled ? t('webhooks.enabled') : t('webhooks.disabled')}
          </Badge>
        </Group>
        <Group gap={6}>
          {endpoint.events.map((event) => (
            <Badge key={event} variant="outline" size="sm" tt="none">
              {t(`webhooks.event.${EVENT_KEYS[event]}`)}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="gray.7">
          {[
            t('webhooks.createdOn', { date: formatDate(endpoint.createdAt) }),
            t('webhooks.secretStarts', { prefix: endpoint.secretPrefix }),
            last
              ? t('webhooks.lastDelivery', {
                  date: formatDateTime(last.at),
                  status: t(`webhooks.status.${last.status}`),
                })
              : t('webhooks.neverDelivered'),
          ].join(' · ')}
          {last && (
            <Badge
              ml={6}
              size="xs"
              variant="light"
              color={STATUS_COLORS[last.status]}
              data-testid="webhook-last-status"
            >
              {last.lastStatus ?? t(`webhooks.status.${last.status}`)}
            </Badge>
          )}
        </Text>
        <WebhookEndpointActions
          gid={gid}
          endpoint={endpoint}
          showingLog={showLog}
          onToggleLog={() => setShowLog((open) => !open)}
          secretShown={secret !== null}
          onSecret={setSecret}
        />
        {secret && <WebhookSecret secret={secret} title={t('webhooks.secretTitle')} onDone={() => setSecret(null)} />}
        {showLog && <WebhookDeliveries gid={gid} id={endpoint.id} disabled={!enabled} />}
      </Stack>
    </Paper>
  );
}
