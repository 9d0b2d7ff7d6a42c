import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResendVerification } from './ResendVerification';

/** After an e-mail sign-up: "check your e-mail", the address, a resend and the way to sign in. */
export function CheckEmailPanel({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <Alert color="blue" title={t('verification.title')} data-testid="signup-check-email">
      <Stack gap="sm">
        <Text size="sm">{t('verification.body', { email })}</Text>
        <Text size="sm" c="gray.7">
          {t('verification.spam')}
        </Text>
        <ResendVerification email={email} />
        <Anchor component={Link} to="/login" size="sm" data-testid="signup-to-login">
          {t('verification.toLogin')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
