import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { providerErrorKind } from './provider-errors';

/** The reason a provider sign-in came back to /login with `?error=`. */
export function ProviderErrorAlert({ code }: { code: string }) {
  const { t } = useTranslation('auth');
  const kind = providerErrorKind(code);
  return (
    <Alert color="red" title={t('providerErrors.title')} role="alert" data-testid="login-provider-failure">
      {t(`providerErrors.${kind}`, { code })}
    </Alert>
  );
}
