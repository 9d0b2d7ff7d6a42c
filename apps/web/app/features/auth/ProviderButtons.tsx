import { Alert, Button, Divider, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProviderMethod } from '../session/auth-client';
import { methodKey, providerMethods } from './login-methods';
import { ProviderMark } from './ProviderMark';
import { useProvidersQuery, useSocialSignInMutation } from './queries';

const BUTTON_COLORS: Record<ProviderMethod, { bg: string; c: string; border?: string }> = {
  kakao: { bg: '#FEE500', c: 'rgba(0, 0, 0, 0.85)' },
  google: { bg: '#FFFFFF', c: '#1F1F1F', border: '1px solid #747775' },
  'azure-ad-b2c': { bg: '#FFFFFF', c: '#5E5E5E', border: '1px solid #8C8C8C' },
};

/**
 * "Continue with Kakao / Google / Microsoft": one button per provider configured on this
 * installation (unconfigured ones are absent), each leading to the provider's own login page.
 */
export function ProviderButtons() {
  const { t } = useTranslation('auth');
  const providers = useProvidersQuery();
  const social = useSocialSignInMutation();

  if (providers.isPending) return <Skeleton height={42} data-testid="login-providers-loading" />;
  // E-mail sign-in still works; the buttons simply do not show.
  if (providers.isError) return null;
  const methods = providerMethods(providers.data.methods);
  if (methods.length === 0) return null;

  return (
    <Stack gap="xs" data-testid="login-providers">
      {methods.map((method) => {
        const colors = BUTTON_COLORS[method];
        return (
          <Button
            key={method}
            size="md"
            fullWidth
            leftSection={<ProviderMark method={method} />}
            onClick={() => social.mutate(method)}
            loading={social.isPending && social.variables === method}
            disabled={social.isPending && social.variables !== method}
            styles={{ root: { backgroundColor: colors.bg, color: colors.c, border: colors.border } }}
            data-testid={`login-provider-${methodKey(method)}`}
          >
            {t(`providers.${methodKey(method)}`)}
          </Button>
        );
      })}
      {social.isError && (
        <Alert color="red" role="alert" data-testid="login-provider-error">
          {t('providers.startFailed')}
        </Alert>
      )}
      <Divider label={t('login.or')} labelPosition="center" my="xs" />
    </Stack>
  );
}
