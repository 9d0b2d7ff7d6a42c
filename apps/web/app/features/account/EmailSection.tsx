import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { updateEmailRoute } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { hasStatus } from '../api/api-errors';
import { useErrorMessage } from '../api/use-error-message';
import { ResendVerification } from '../auth/ResendVerification';
import { useContractForm } from '../forms/use-contract-form';
import type { SessionUser } from '../session/SessionProvider';
import { SectionCard } from '../../components/SectionCard';
import { useUpdateEmailMutation } from './queries';

/** The e-mail address: whether it is verified, and a change that must be verified again. */
export function EmailSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const errorMessage = useErrorMessage();
  const update = useUpdateEmailMutation();
  const form = useContractForm({
    schema: updateEmailRoute.body,
    initialValues: { email: '' },
    messages: 'auth:fields',
  });
  const submit = form.onSubmit(({ email }) =>
    update.mutate(email, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        if (hasStatus(error, 409)) form.setFieldError('email', t('email.taken'));
        else form.showServerErrors(error);
      },
    }),
  );

  return (
    <SectionCard title={t('email.title')} description={t('email.description')} testId="account-email">
      <Stack gap="xs">
        <Group gap="xs">
          <Text fw={700} data-testid="account-email-current">
            {user.email}
          </Text>
          <Badge color={user.emailVerified ? 'green' : 'yellow'} variant="light" data-testid="account-email-status">
            {user.emailVerified ? t('email.verified') : t('email.unverified')}
          </Badge>
        </Group>
        {!user.emailVerified && !update.isSuccess && (
          <Stack gap={6}>
            <Text size="sm" c="gray.7">
              {t('email.unverifiedHelp')}
            </Text>
            <ResendVerification email={user.email} />
          </Stack>
        )}
      </Stack>
      {update.isSuccess && (
        <Alert color="blue" title={t('email.changedTitle')} data-testid="account-email-changed">
          {t('email.changed', { email: user.email })}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            flex="1 1 240px"
            label={t('email.newLabel')}
            description={t('email.newHelp')}
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
            data-testid="account-email-input"
          />
        </Group>
        {update.isError && !form.errors.email && (
          <Text size="sm" c="red.8" role="alert" mt="xs">
            {errorMessage(update.error)}
          </Text>
        )}
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={update.isPending} data-testid="account-email-save">
            {t('email.save')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
