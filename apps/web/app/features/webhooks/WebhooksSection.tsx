import { Skeleton, Stack, Text } from '@mantine/core';
import type { CreatedWebhookEndpointDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import { QueryList } from '../api/QueryList';
import { CreateWebhookForm } from './CreateWebhookForm';
import { useWebhookEndpointsQuery } from './queries';
import { WebhookEndpointRow } from './WebhookEndpointRow';
import { WebhookSecret } from './WebhookSecret';

/**
 * The workspace's webhook endpoints on the gallery settings page (ADR 042), for owners and
 * admins: register one (its secret shown, and revealable later), see each with its events and
 * last delivery, its delivery log with resends, a test event, pausing and deleting.
 */
export function WebhooksSection({ gid }: { gid: string }) {
  const { t } = useTranslation('workspace');
  const endpoints = useWebhookEndpointsQuery(gid);
  const [created, setCreated] = useState<CreatedWebhookEndpointDto | null>(null);
  return (
    <SectionCard title={t('webhooks.title')} description={t('webhooks.intro')} testId="webhooks">
      {created ? (
        <WebhookSecret
          secret={created.secret}
          title={t('webhooks.createdTitle', { url: created.endpoint.url })}
          onDone={() => setCreated(null)}
        />
      ) : (
        <CreateWebhookForm gid={gid} onCreated={setCreated} />
      )}
      <QueryList
        query={endpoints}
        loading={<Skeleton height={96} />}
        empty={
          <Text size="sm" c="gray.7" data-testid="webhooks-empty">
            {t('webhooks.empty')}
          </Text>
        }
      >
        {(list) => (
          <Stack gap="sm" data-testid="webhook-list">
            {list.map((endpoint) => (
              <WebhookEndpointRow key={endpoint.id} gid={gid} endpoint={endpoint} />
            ))}
          </Stack>
        )}
      </QueryList>
    </SectionCard>
  );
}
