import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../api/use-error-message';
import { useResendVerificationMutation } from './queries';

/** "Send the verification mail again", with what happened after a click. */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendVerificationMutation();
  const errorMessage = useErrorMessage();
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        variant="default"
        size="xs"
        onClick={() => resend.mutate(email)}
        loading={resend.isPending}
        data-testid="resend-verification"
      >
        {t('verification.resend')}
      </Button>
      {resend.isSuccess && (
        <Text size="sm" c="green.8" role="status" data-testid="resend-verification-done">
          {t('verification.resent')}
        </Text>
      )}
      {resend.isError && (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(resend.error)}
        </Text>
      )}
    </Group>
  );
}
