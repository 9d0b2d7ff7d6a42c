import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { userMethodRoute } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { hasStatus } from '../api/api-errors';
import { useErrorMessage } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import { methodKey } from './login-methods';
import { useMethodLookupMutation } from './queries';

/** "Which method did I use?": an e-mail address in, its login methods (or "no account") out. */
export function MethodLookup() {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const lookup = useMethodLookupMutation();
  const form = useContractForm({
    schema: userMethodRoute.headers,
    initialValues: { email: '' },
    messages: 'auth:fields',
  });
  const submit = form.onSubmit(({ email }) => lookup.mutate(email));

  return (
    <Paper withBorder p="md" data-testid="method-lookup">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5">
            {t('methodLookup.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('methodLookup.intro')}
          </Text>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              flex={1}
              aria-label={t('fields.email.label')}
              placeholder={t('fields.email.placeholder')}
              type="email"
              autoComplete="email"
              {...form.getInputProps('email')}
              data-testid="method-lookup-email"
            />
            <Button type="submit" variant="default" loading={lookup.isPending} data-testid="method-lookup-submit">
              {t('methodLookup.submit')}
            </Button>
          </Group>
          {lookup.isSuccess && (
            <Group gap="xs" role="status" data-testid="method-lookup-result">
              <Text size="sm">{t('methodLookup.found')}</Text>
              {lookup.data.methods.map((method) => (
                <Badge key={method} variant="light" data-testid={`method-${methodKey(method)}`}>
                  {t(`methods.${methodKey(method)}`)}
                </Badge>
              ))}
            </Group>
          )}
          {lookup.isError && (
            <Text
              size="sm"
              c={hasStatus(lookup.error, 404) ? 'gray.8' : 'red.8'}
              role="status"
              data-testid="method-lookup-result"
            >
              {hasStatus(lookup.error, 404) ? t('methodLookup.none') : errorMessage(lookup.error)}
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
