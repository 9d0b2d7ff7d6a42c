import { Alert, Anchor, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../api/use-error-message';
import { useAuthClient } from '../session/auth-client';
import { useEmailField } from './use-email-field';

/**
 * Mails a password reset link. The answer is the same whether or not an account uses the
 * address, so the page never tells strangers who has an account.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const auth = useAuthClient();
  const request = useMutation({ mutationFn: (email: string) => auth.requestPasswordReset(email) });
  const { email, setEmail, problem, submit } = useEmailField((address) => request.mutate(address));

  if (request.isSuccess) {
    return (
      <Alert color="blue" title={t('forgot.sentTitle')} data-testid="forgot-sent">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('forgot.sent', { email: email.trim() })}</Text>
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
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={problem ? t(`fields.email.${problem}`) : undefined}
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
