import { Badge, Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import type { WebhookDeliveryDto } from '@vernissage/shared';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTableLog } from '../api/PagedTableLog';
import { useErrorMessage } from '../api/use-error-message';
import { useFormatDateTime } from '../workspace/format-date';
import { EVENT_KEYS, STATUS_COLORS } from './event-labels';
import { DELIVERIES_PAGE_SIZE, useResendDeliveryMutation, useWebhookDeliveriesQuery } from './queries';

/** An endpoint's delivery log, newest first, a page at a time: status, attempts, last answer, payload, resend. */
export function WebhookDeliveries({ gid, id, disabled }: { gid: string; id: string; disabled: boolean }) {
  const { t } = useTranslation('workspace');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const deliveries = useWebhookDeliveriesQuery(gid, id, page);
  const resend = useResendDeliveryMutation(gid, id);
  const errorMessage = useErrorMessage();
  return (
    <Stack gap="xs" data-testid="webhook-log">
      <PagedTableLog
        query={deliveries}
        pageSize={DELIVERIES_PAGE_SIZE}
        page={page}
        onPage={setPage}
        empty={t('webhooks.logEmpty')}
        emptyTestId="webhook-log-empty"
        minWidth={520}
        head={
          <>
            <Table.Th>{t('webhooks.logAt')}</Table.Th>
            <Table.Th>{t('webhooks.logEvent')}</Table.Th>
            <Table.Th>{t('webhooks.logStatus')}</Table.Th>
            <Table.Th>{t('webhooks.logAttempts')}</Table.Th>
            <Table.Th />
          </>
        }
        rows={(items) =>
          items.map((delivery) => (
            <Fragment key={delivery.id}>
              <DeliveryRow
                delivery={delivery}
                open={open === delivery.id}
                onToggle={() => setOpen((current) => (current === delivery.id ? null : delivery.id))}
                onResend={disabled ? null : () => resend.mutate(delivery.id)}
                resending={resend.isPending && resend.variables === delivery.id}
              />
              {open === delivery.id && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    {delivery.lastError && (
                      <Text size="xs" c="red.8" mb={4}>
                        {delivery.lastError}
                      </Text>
                    )}
                    <Code
                      block
                      data-testid="webhook-payload"
                      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
                    >
                      {JSON.stringify(delivery.payload, null, 2)}
                    </Code>
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))
        }
        below={
          resend.isError && (
            <Text size="sm" c="red.8" role="alert">
              {errorMessage(resend.error)}
            </Text>
          )
        }
      />
    </Stack>
  );
}

function DeliveryRow({
  delivery,
  open,
  onToggle,
  onResend,
  resending,
}: {
  delivery: WebhookDeliveryDto;
  open: boolean;
  onToggle: () => void;
  onResend: (() => void) | null;
  resending: boolean;
}) {
  const { t } = useTranslation('workspace');
  const formatDateTime = useFormatDateTime();
  return (
    <Table.Tr data-testid="webhook-delivery">
      <Table.Td>{formatDateTime(delivery.createdAt)}</Table.Td>
      <Table.Td>{t(`webhooks.event.${EVENT_KEYS[delivery.event]}`)}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" color={STATUS_COLORS[delivery.status]} data-testid="webhook-delivery-status">
            {t(`webhooks.status.${delivery.status}`)}
          </Badge>
          {delivery.lastStatus !== null && (
            <Text size="xs" c="gray.7">
              {delivery.lastStatus}
            </Text>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{delivery.attempts}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Button size="compact-xs" variant="subtle" onClick={onToggle} data-testid="webhook-delivery-details">
            {open ? t('webhooks.hideDetails') : t('webhooks.details')}
          </Button>
          {onResend && (
            <Button
              size="compact-xs"
              variant="light"
              loading={resending}
              onClick={onResend}
              data-testid="webhook-resend"
            >
              {t('webhooks.resend')}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
