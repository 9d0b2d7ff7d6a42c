import { Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  API_TOKEN_EXPIRY_CHOICES,
  API_TOKEN_SCOPES,
  createApiTokenSchema,
  type CreatedApiTokenDto,
} from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import { useCreateApiTokenMutation } from './queries';
import { SCOPE_KEYS } from './scope-labels';

const NEVER = 'never';

/** Makes a token: a name, the scopes it needs, how long it lives. `onCreated` gets the token, shown once. */
export function CreateApiTokenForm({
  gid,
  onCreated,
}: {
  gid: string;
  onCreated: (created: CreatedApiTokenDto) => void;
}) {
  const { t } = useTranslation('workspace');
  const errorMessage = useErrorMessage();
  const create = useCreateApiTokenMutation(gid);
  const form = useContractForm({
    schema: createApiTokenSchema,
    initialValues: { name: '', scopes: ['inventory:read'], expiresInDays: 90 },
    messages: 'workspace:apiTokens.fields',
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
  const expiry = form.values.expiresInDays;

  return (
    <form onSubmit={submit} noValidate data-testid="api-token-form">
      <Stack gap="sm">
        <TextInput
          label={t('apiTokens.name')}
          placeholder={t('apiTokens.namePlaceholder')}
          {...form.getInputProps('name')}
          data-testid="api-token-name"
        />
        <Checkbox.Group label={t('apiTokens.scopes')} {...form.getInputProps('scopes')} data-testid="api-token-scopes">
          <Stack gap={6} mt={6}>
            {API_TOKEN_SCOPES.map((scope) => (
              <Checkbox
                key={scope}
                value={scope}
                label={t(`apiTokens.scope.${SCOPE_KEYS[scope]}`)}
                description={t(`apiTokens.scopeHelp.${SCOPE_KEYS[scope]}`)}
                data-testid={`api-token-scope-${scope}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Select
          label={t('apiTokens.expiry')}
          maw={240}
          allowDeselect={false}
          value={expiry === '' ? NEVER : String(expiry)}
          onChange={(value) => form.setFieldValue('expiresInDays', value === NEVER || !value ? '' : Number(value))}
          data={API_TOKEN_EXPIRY_CHOICES.map((days) =>
            days === null
              ? { value: NEVER, label: t('apiTokens.expiryNever') }
              : { value: String(days), label: t('apiTokens.expiryDays', { count: days }) },
          )}
          data-testid="api-token-expiry"
        />
        {create.isError && Object.keys(form.errors).length === 0 && (
          <Text size="sm" c="red.8" role="alert">
            {errorMessage(create.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} data-testid="api-token-create">
            {t('apiTokens.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
