import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { useSession } from '../../features/session/SessionProvider';
import { loginPathFor } from '../../features/session/session-routing';
import { InvitationInbox } from '../../features/workspace/InvitationInbox';
import { myInvitationsQuery } from '../../features/workspace/queries';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/invitations.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The invitations addressed to the signed-in person (visitors are asked to sign in first). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    meta: pageMetaFor(request, 'invitations'),
    dehydratedState: context.user ? await prefetchQueries(myInvitationsQuery(context.api)) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/**
 * /invitations?token=…: where an invitation mail leads. Signed in with the invited address, the
 * person accepts; anyone else learns what to do (sign in, or sign up with that address).
 */
export default function InvitationsRoute() {
  const { t } = useTranslation('pages');
  const { user } = useSession();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <PageShell title={t('invitations.title')} intro={t('invitations.intro')}>
      {user ? <InvitationInbox key={user.uid} user={user} token={token} /> : <SignInToAccept />}
    </PageShell>
  );
}

function SignInToAccept() {
  const { t } = useTranslation('workspace');
  const location = useLocation();
  return (
    <Alert color="blue" title={t('inbox.signInTitle')} maw={640} data-testid="invitation-sign-in">
      <Stack gap="sm">
        <Text size="sm">{t('inbox.signIn')}</Text>
        <Text size="sm" c="gray.7">
          {t('inbox.signUpHint')}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={loginPathFor(location)} size="xs" data-testid="invitation-login">
            {t('inbox.login')}
          </Button>
          <Button component={Link} to="/signup" size="xs" variant="default" data-testid="invitation-signup">
            {t('inbox.signup')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
