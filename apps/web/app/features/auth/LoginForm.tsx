import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { ApiError, emailSchema, ErrorCode, loginRoute } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { useErrorMessage } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import { useSessionActions } from '../session/SessionProvider';
import { useLoginMutation } from './queries';
import { ResendVerification } from './ResendVerification';

/** The sign-in of `POST /user/login` as the form asks for it: an e-mail address and its password. */
const loginSchema = z.object({ email: emailSchema, password: loginRoute.body.shape.password.unwrap() });

/**
 * E-mail and password sign-in: checks the fields, explains each failure (wrong password,
 * unverified e-mail with a resend, too many attempts) and continues to `redirectTo`.
 */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { signIn } = useSessionActions();
  const login = useLoginMutation();
  const form = useContractForm({
    schema: loginSchema,
    initialValues: { email: '', password: '' },
    messages: 'auth:fields',
  });
  const submit = form.onSubmit((credentials) => {
    login.mutate(credentials, {
      onSuccess: (result) => {
        signIn(result);
        void navigate(redirectTo, { replace: true });
      },
      onError: form.showServerErrors,
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      <Stack gap="md">
        <TextInput
          label={t('fields.email.label')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
          data-testid="login-email"
        />
        <PasswordInput
          label={t('fields.password.label')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
          data-testid="login-password"
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/forgot-password" size="sm" data-testid="login-forgot">
            {t('login.forgot')}
          </Anchor>
        </Group>
        {login.isError && Object.keys(form.errors).length === 0 && (
          <LoginFailure error={login.error} email={form.values.email} />
        )}
        <Button type="submit" size="md" loading={login.isPending} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** Why the sign-in failed, in words, with the way forward where there is one. */
function LoginFailure({ error, email }: { error: unknown; email: string }) {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  if (error instanceof ApiError && error.code === ErrorCode.invalidCredentials) {
    return (
      <Alert color="red" role="alert" data-testid="login-error">
        {t('login.invalidCredentials')}
      </Alert>
    );
  }
  if (error instanceof ApiError && error.code === ErrorCode.emailNotVerified) {
    return (
      <Alert color="yellow" role="alert" data-testid="login-error">
        <Stack gap="xs">
          <Text size="sm">{t('login.emailNotVerified')}</Text>
          <ResendVerification email={email.trim()} />
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" data-testid="login-error">
      {errorMessage(error)}
    </Alert>
  );
}
