import { Alert, Anchor, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { emailSchema } from '@vernissage/shared';
import { z } from 'zod';
import { useErrorMessage } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import { useAuthClient } from '../session/auth-client';

/** What better-auth's reset request takes from the form: the contract's e-mail address. */
const resetRequestSchema = z.object({ email: emailSchema });

/**
 * Mails a password reset link. The answer is the same whether or not an account uses the
 * address, so the page never tells strangers who has an account.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const auth = useAuthClient();
  const request = useMutation({ mutationFn: (email: string) => auth.requestPasswordReset(email) });
  const form = useContractForm({ schema: resetRequestSchema, initialValues: { email: '' }, messages: 'auth:fields' });
  const submit = form.onSubmit(({ email }) => request.mutate(email));

  if (request.isSuccess) {
    return (
      <Alert color="blue" title={t('forgot.sentTitle')} data-testid="forgot-sent">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('forgot.sent', { email: request.variables })}</Text>
          <Anchor component={Link} to="/login" size="sm">
            {t('forgot.backToLogin')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate data-testid="forgot-form">
        <Stack gap="md">
          <TextInput
            label={t('fields.email.label')}
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
            data-testid="forgot-email"
          />
          {request.isError && (
            <Alert color="red" role="alert">
              {errorMessage(request.error)}
            </Alert>
          )}
          <Button type="submit" loading={request.isPending} data-testid="forgot-submit">
            {t('forgot.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('forgot.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
