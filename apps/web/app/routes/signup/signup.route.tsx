import { Alert, Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import type { AuthResult } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigate, useSearchParams } from 'react-router';
import { FormPage } from '../../components/FormPage';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { CheckEmailPanel } from '../../features/auth/CheckEmailPanel';
import { ProviderButtons } from '../../features/auth/ProviderButtons';
import { providersQuery } from '../../features/auth/queries';
import { SignupForm } from '../../features/auth/SignupForm';
import { useSession, useSessionActions } from '../../features/session/SessionProvider';
import { COMPLETE_SIGNUP_PATH } from '../../features/session/session-routing';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import { sharedPage, sharedPageHeaders } from '../../lib/shared-page';
import { toast } from '../../lib/toast';
import type { Route } from './+types/signup.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** Finished accounts have nothing to sign up for; an unfinished one always gets the completion form. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { user } = context;
  if (user?.signupComplete) return redirect('/');
  if (user && url.searchParams.get('complete') !== '1') return redirect(COMPLETE_SIGNUP_PATH);
  // The login methods, for the provider buttons of a new sign-up.
  return sharedPage(context, {
    meta: pageMetaFor(request, 'signup'),
    dehydratedState: await prefetchQueries(providersQuery(context.api)),
  });
}

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/**
 * /signup: a new e-mail account (then "check your e-mail"), or with `?complete=1` the account of
 * a provider identity signed in for the first time.
 */
export default function SignupRoute() {
  const [params] = useSearchParams();
  return params.get('complete') === '1' ? <CompleteSignup /> : <EmailSignup />;
}

function EmailSignup() {
  const { t } = useTranslation('pages');
  const { t: ta } = useTranslation('auth');
  const navigate = useNavigate();
  const { signIn } = useSessionActions();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const done = (result: AuthResult) => {
    if (result.verificationRequired || !result.accessToken) {
      setSentTo(result.user.email);
      return;
    }
    signIn(result);
    void navigate('/', { replace: true });
  };
  return (
    <FormPage title={t('signup.title')} intro={t('signup.intro')}>
      {sentTo ? (
        <CheckEmailPanel email={sentTo} />
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <ProviderButtons />
            <SignupForm mode={{ kind: 'email' }} onDone={done} />
          </Stack>
        </Paper>
      )}
      <Text ta="center" size="sm">
        {ta('signup.haveAccount')}{' '}
        <Anchor component={Link} to="/login" fw={700} data-testid="signup-login-link">
          {ta('signup.loginLink')}
        </Anchor>
      </Text>
    </FormPage>
  );
}

function CompleteSignup() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { user } = useSession();
  const { signIn } = useSessionActions();
  const done = (result: AuthResult) => {
    signIn(result);
    toast.success({ message: t('signup.welcome', { name: result.user.name }) });
    void navigate('/', { replace: true });
  };
  return (
    <FormPage title={t('signup.completeTitle')} intro={t('signup.completeIntro')}>
      {user ? (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <SignupForm mode={{ kind: 'complete', email: user.email, name: user.name }} onDone={done} />
        </Paper>
      ) : (
        <Alert color="yellow" title={t('signup.completeExpiredTitle')} data-testid="signup-complete-expired">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('signup.completeExpired')}</Text>
            <Button component={Link} to="/login" size="xs">
              {t('signup.loginLink')}
            </Button>
          </Stack>
        </Alert>
      )}
    </FormPage>
  );
}
