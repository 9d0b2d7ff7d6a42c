import { Alert, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { redirectDocument, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { AccessSummary } from '../../features/dashboard/AccessSummary';
import { GetStartedCard } from '../../features/dashboard/GetStartedCard';
import { PlanStepCard } from '../../features/dashboard/PlanStepCard';
import { WorkspaceSummary } from '../../features/dashboard/WorkspaceSummary';
import { useSession } from '../../features/session/SessionProvider';
import { signedInScope } from '../../features/session/signed-in.server';
import { healthQuery } from '../../features/system/queries';
import { ServiceStatus } from '../../features/system/ServiceStatus';
import { tutorialQuery } from '../../features/tutorial/queries';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/dashboard.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The service's status and, for a signed-in person, her tutorial (the workspace comes with the app layout). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = await signedInScope(context, request);
  // A document request for `/` without a session is the server's landing page (ADR 035); a
  // visitor reaches this loader only by moving to `/` inside the app, so she is sent there too.
  // A failed verification link (`/?error=`) is explained here instead.
  if (!signedIn && !new URL(request.url).searchParams.has('error')) return redirectDocument('/');
  const tutorial = signedIn ? [tutorialQuery(context.api, signedIn.workspace?.gid ?? null)] : [];
  return {
    meta: pageMetaFor(request, 'dashboard'),
    dehydratedState: await prefetchQueries(healthQuery(context.api), ...tutorial),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/**
 * The dashboard: for a signed-in person their workspace and what their plan allows; for a
 * visitor the way in. A failed e-mail verification link lands here with `?error=`.
 */
export default function DashboardRoute() {
  const { t } = useTranslation('pages');
  const { user } = useSession();
  const [params] = useSearchParams();
  const verificationFailed = params.get('error') !== null;
  return (
    <PageShell
      title={user ? t('dashboard.welcome', { name: user.name }) : t('dashboard.title')}
      intro={user ? t('dashboard.introSignedIn') : t('dashboard.intro')}
    >
      {verificationFailed && (
        <Alert color="yellow" title={t('dashboard.verifyFailedTitle')} data-testid="dashboard-verify-failed">
          {t('dashboard.verifyFailed')}
        </Alert>
      )}
      {user && <PlanStepCard user={user} />}
      <GetStartedCard user={user} />
      {user && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <WorkspaceSummary />
          <AccessSummary user={user} />
        </SimpleGrid>
      )}
      <ServiceStatus />
      {user && (
        <EmptyState
          title={t('dashboard.emptyTitle')}
          body={t('dashboard.emptyBody')}
          testId="dashboard-inventory"
          link={{ to: '/inventory', label: t('dashboard.toInventory'), testId: 'dashboard-to-inventory' }}
        />
      )}
    </PageShell>
  );
}
