import { Alert, Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormPage } from '../../components/FormPage';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { LoginForm } from '../../features/auth/LoginForm';
import { MethodLookup } from '../../features/auth/MethodLookup';
import { ProviderButtons } from '../../features/auth/ProviderButtons';
import { ProviderErrorAlert } from '../../features/auth/ProviderErrorAlert';
import { providersQuery } from '../../features/auth/queries';
import { safeRedirectPath, SESSION_ENDED, signedInRedirect } from '../../features/session/session-routing';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import { sharedPage, sharedPageHeaders } from '../../lib/shared-page';
import type { Route } from './+types/login.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/**
 * Someone already signed in goes on to where they were headed; everyone else gets the page, with
 * the login methods this installation offers.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const signedIn = signedInRedirect(context.user, url);
  if (signedIn) return signedIn;
  return sharedPage(context, {
    meta: pageMetaFor(request, 'login'),
    dehydratedState: await prefetchQueries(providersQuery(context.api)),
  });
}

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /login: provider buttons, the e-mail form, "which method did I use?" and the way to sign up. */
export default function LoginRoute() {
  const { t } = useTranslation('pages');
  const { t: ta } = useTranslation('auth');
  const [params] = useSearchParams();
  const providerError = params.get('error');
  const redirectTo = safeRedirectPath(params.get('redirectTo'));
  return (
    <FormPage title={t('login.title')} intro={t('login.intro')}>
      {params.get('reason') === SESSION_ENDED && (
        <Alert color="yellow" data-testid="login-session-ended">
          {ta('login.sessionEnded')}
        </Alert>
      )}
      {providerError && <ProviderErrorAlert code={providerError} />}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <ProviderButtons />
          <LoginForm redirectTo={redirectTo ?? '/'} />
        </Stack>
      </Paper>
      <Text ta="center" size="sm">
        {ta('login.noAccount')}{' '}
        <Anchor component={Link} to="/signup" fw={700} data-testid="login-signup-link">
          {ta('login.signupLink')}
        </Anchor>
      </Text>
      <MethodLookup />
    </FormPage>
  );
}
