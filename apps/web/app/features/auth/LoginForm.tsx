import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { ApiError, ErrorCode } from '@vernissage/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { fieldErrorsOf } from '../api/api-errors';
import { useErrorMessage } from '../api/use-error-message';
import { useSessionActions } from '../session/SessionProvider';
import { useLoginMutation } from './queries';
import { ResendVerification } from './ResendVerification';
import { checkEmail, problemsOf } from './validation';

type LoginField = 'email' | 'password';

/**
 * E-mail and password sign-in: checks the fields, explains each failure (wrong password,
 * unverified e-mail with a resend, too many attempts) and continues to `redirectTo`.
 */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { signIn } = useSessionActions();
  const login = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Partial<Record<LoginField, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf({ email: checkEmail(email), password: password === '' ? 'required' : null });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (result) => {
          signIn(result);
          void navigate(redirectTo, { replace: true });
        },
      },
    );
  };

  const serverFields = fieldErrorsOf(login.error);
  const fieldError = (field: LoginField) => {
    const problem = problems[field] ?? (serverFields[field] ? 'invalid' : undefined);
    if (!problem) return undefined;
    return field === 'email'
      ? t(`fields.email.${problem === 'required' ? 'required' : 'invalid'}`)
      : t('fields.password.required');
  };

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      <Stack gap="md">
        <TextInput
          label={t('fields.email.label')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldError('email')}
          data-testid="login-email"
        />
        <PasswordInput
          label={t('fields.password.label')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldError('password')}
          data-testid="login-password"
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/forgot-password" size="sm" data-testid="login-forgot">
            {t('login.forgot')}
          </Anchor>
        </Group>
        {login.isError && Object.keys(serverFields).length === 0 && <LoginFailure error={login.error} email={email} />}
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
