import { Button, Group, Text } from '@mantine/core';
import type { WebhookEndpointDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useErrorMessage } from '../api/use-error-message';
import {
  useDeleteWebhookMutation,
  usePingWebhookMutation,
  useRevealSecretMutation,
  useUpdateWebhookMutation,
} from './queries';

/** What can be done with an endpoint: its log, its secret, a test event, pausing, deleting. */
export function WebhookEndpointActions({
  gid,
  endpoint,
  showingLog,
  onToggleLog,
  secretShown,
  onSecret,
}: {
  gid: string;
  endpoint: WebhookEndpointDto;
  showingLog: boolean;
  onToggleLog: () => void;
  secretShown: boolean;
  onSecret: (secret: string | null) => void;
}) {
  const { t } = useTranslation('workspace');
  const errorMessage = useErrorMessage();
  const reveal = useRevealSecretMutation(gid, endpoint.id);
  const ping = usePingWebhookMutation(gid, endpoint.id);
  const update = useUpdateWebhookMutation(gid, endpoint.id);
  const remove = useDeleteWebhookMutation(gid, endpoint.id);
  const [confirming, setConfirming] = useState(false);
  const enabled = endpoint.disabledAt === null;
  const failed = [reveal, ping, update].find((mutation) => mutation.isError);

  return (
    <>
      <Group gap="xs">
        <Button size="xs" variant="subtle" onClick={onToggleLog} data-testid="webhook-show-log">
          {showingLog ? t('webhooks.hideLog') : t('webhooks.showLog')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          loading={reveal.isPending}
          onClick={() =>
            secretShown ? onSecret(null) : reveal.mutate(undefined, { onSuccess: (answer) => onSecret(answer.secret) })
          }
          data-testid="webhook-reveal"
        >
          {secretShown ? t('webhooks.hideSecret') : t('webhooks.revealSecret')}
        </Button>
        <Button
          size="xs"
          variant="light"
          disabled={!enabled}
          loading={ping.isPending}
          onClick={() => ping.mutate(undefined, { onSuccess: () => !showingLog && onToggleLog() })}
          data-testid="webhook-ping"
        >
          {t('webhooks.sendTest')}
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={update.isPending}
          onClick={() => update.mutate({ disabled: enabled })}
          data-testid="webhook-toggle"
        >
          {enabled ? t('webhooks.disable') : t('webhooks.enable')}
        </Button>
        <Button size="xs" variant="light" color="red" onClick={() => setConfirming(true)} data-testid="webhook-delete">
          {t('webhooks.delete')}
        </Button>
      </Group>
      {failed?.error && (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(failed.error)}
        </Text>
      )}
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        title={t('webhooks.deleteTitle')}
        body={t('webhooks.deleteBody', { url: endpoint.url })}
        confirmLabel={t('webhooks.delete')}
        loading={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        testId="webhook-delete-dialog"
      />
    </>
  );
}
