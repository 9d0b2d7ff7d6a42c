import { Alert, Button, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError, passwordSchema } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { useErrorMessage } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import { useAuthClient } from '../session/auth-client';

/** A new password (the contract's rule for passwords), typed twice the same. */
const newPasswordSchema = z
  .object({ password: passwordSchema, repeat: z.string() })
  .refine((values) => values.password === values.repeat, { path: ['repeat'], params: { problem: 'mismatch' } });

/** A reset link that is missing, used, expired or malformed: say so and offer a new one. */
function BadLink() {
  const { t } = useTranslation('auth');
  return (
    <Alert color="yellow" title={t('reset.badLinkTitle')} data-testid="reset-bad-link">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('reset.badLink')}</Text>
        <Button component={Link} to="/forgot-password" size="xs">
          {t('reset.requestNew')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Sets a new password with the token of a mailed reset link; afterwards, on to sign in. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const auth = useAuthClient();
  const reset = useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) => auth.resetPassword(token, password),
  });
  const form = useContractForm({
    schema: newPasswordSchema,
    initialValues: { password: '', repeat: '' },
    messages: 'auth:fields',
  });

  if (!token) return <BadLink />;
  if (reset.isError && reset.error instanceof ApiError && /token/i.test(String(reset.error.code))) return <BadLink />;
  if (reset.isSuccess) {
    return (
      <Alert color="green" title={t('reset.doneTitle')} data-testid="reset-done">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('reset.done')}</Text>
          <Button component={Link} to="/login" size="xs" data-testid="reset-to-login">
            {t('reset.toLogin')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const submit = form.onSubmit(({ password }) => reset.mutate({ token, password }));

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate data-testid="reset-form">
        <Stack gap="md">
          <PasswordInput
            label={t('reset.newPassword')}
            description={t('fields.password.description')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
            data-testid="reset-password"
          />
          <PasswordInput
            label={t('reset.repeat')}
            autoComplete="new-password"
            {...form.getInputProps('repeat')}
            data-testid="reset-repeat"
          />
          {reset.isError && (
            <Alert color="red" role="alert">
              {errorMessage(reset.error)}
            </Alert>
          )}
          <Button type="submit" loading={reset.isPending} data-testid="reset-submit">
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
