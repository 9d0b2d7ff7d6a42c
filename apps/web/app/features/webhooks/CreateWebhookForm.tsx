import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { createWebhookEndpointSchema, WEBHOOK_EVENTS, type CreatedWebhookEndpointDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import { EVENT_KEYS } from './event-labels';
import { useCreateWebhookMutation } from './queries';

/** Registers an endpoint: where to deliver, which events, a note. `onCreated` gets its secret. */
export function CreateWebhookForm({
  gid,
  onCreated,
}: {
  gid: string;
  onCreated: (created: CreatedWebhookEndpointDto) => void;
}) {
  const { t } = useTranslation('workspace');
  const errorMessage = useErrorMessage();
  const create = useCreateWebhookMutation(gid);
  const form = useContractForm({
    schema: createWebhookEndpointSchema,
    initialValues: { url: '', events: ['availability.changed'], description: '' },
    messages: 'workspace:webhooks.fields',
  });
  const submit = form.onSubmit((body) =>
    create.mutate(body, {
      onSuccess: (created) => {
        form.reset();
        onCreated(created);
      },
      onError: form.showServerErrors,
    }),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="webhook-form">
      <Stack gap="sm">
        <TextInput
          label={t('webhooks.url')}
          placeholder="https://example.com/vernissage/webhooks"
          inputMode="url"
          {...form.getInputProps('url')}
          data-testid="webhook-url"
        />
        <TextInput
          label={t('webhooks.description')}
          placeholder={t('webhooks.descriptionPlaceholder')}
          {...form.getInputProps('description')}
          data-testid="webhook-description"
        />
        <Checkbox.Group label={t('webhooks.events')} {...form.getInputProps('events')} data-testid="webhook-events">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={6}>
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox
                key={event}
                value={event}
                label={t(`webhooks.event.${EVENT_KEYS[event]}`)}
                description={event}
                data-testid={`webhook-event-${event}`}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {create.isError && Object.keys(form.errors).length === 0 && (
          <Text size="sm" c="red.8" role="alert">
            {errorMessage(create.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} data-testid="webhook-create">
            {t('webhooks.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
