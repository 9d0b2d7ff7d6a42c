import { Alert } from '@mantine/core';
import { ADMIN_LEVEL } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { redirectDocument, useSearchParams } from 'react-router';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { GetStartedCard } from '../../features/dashboard/GetStartedCard';
import { PlanStepCard } from '../../features/dashboard/PlanStepCard';
import { WorkspaceSummary } from '../../features/dashboard/WorkspaceSummary';
import { useSession } from '../../features/session/SessionProvider';
import { signedInScope } from '../../features/session/signed-in.server';
import { sharedWithMeQuery } from '../../features/shares/queries';
import { healthQuery } from '../../features/system/queries';
import { ServiceStatus } from '../../features/system/ServiceStatus';
import { useTextIn } from '../../features/i18n-content/text-in';
import { homeKindOf } from '../../features/today/home-kind';
import { HomeSections, readsToday } from '../../features/today/HomeSections';
import { likedForHomeQuery, todayQuery } from '../../features/today/queries';
import { tutorialQuery } from '../../features/tutorial/queries';
import { useWorkspaces } from '../../features/workspace/WorkspaceProvider';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/dashboard.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/**
 * A signed-in person's home arrives with its data: her tutorial, her workspace's today and, for a
 * collector, her offers and likes; the service's status for platform admins (the workspace comes
 * with the app layout).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = await signedInScope(context, request);
  // A document request for `/` without a session is the server's landing page (ADR 035); a
  // visitor reaches this loader only by moving to `/` inside the app, so she is sent there too.
  // A failed verification link (`/?error=`) is explained here instead.
  if (!signedIn && !new URL(request.url).searchParams.has('error')) return redirectDocument('/');
  const queries = [];
  if (signedIn) {
    const { user, workspace } = signedIn;
    queries.push(tutorialQuery(context.api, workspace?.gid ?? null));
    if (readsToday(user, workspace)) queries.push(todayQuery(context.api, workspace.gid));
    if (homeKindOf(workspace?.type ?? user.type) === 'collector') {
      queries.push(sharedWithMeQuery(context.api, user.uid), likedForHomeQuery(context.api));
    }
    if (user.level >= ADMIN_LEVEL) queries.push(healthQuery(context.api));
  }
  return {
    meta: pageMetaFor(request, 'dashboard'),
    dehydratedState: await prefetchQueries(...queries),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/**
 * The home (issue 17): for a signed-in person what needs doing today in her kind's words — a
 * gallery's purchases and holds, a collector's offers, an artist's works and plan, an organiser's
 * fairs — with her tutorial until she is done with it. A failed e-mail verification link lands
 * here with `?error=`.
 */
export default function DashboardRoute() {
  const { t } = useTranslation('pages');
  const { t: th } = useTranslation('home');
  const { user } = useSession();
  const { active, status } = useWorkspaces();
  const textIn = useTextIn();
  const [params] = useSearchParams();
  const verificationFailed = params.get('error') !== null;
  const kind = homeKindOf(active?.type ?? user?.type);
  return (
    <PageShell
      title={user ? t('dashboard.welcome', { name: textIn({ ko: user.name, en: user.nameen }) }) : t('dashboard.title')}
      intro={user ? th(`intro.${kind}`) : t('dashboard.intro')}
    >
      {verificationFailed && (
        <Alert color="yellow" title={t('dashboard.verifyFailedTitle')} data-testid="dashboard-verify-failed">
          {t('dashboard.verifyFailed')}
        </Alert>
      )}
      {user && <PlanStepCard user={user} />}
      <GetStartedCard user={user} />
      {user && status !== 'pending' && <HomeSections user={user} workspace={active} />}
      {user && <WorkspaceSummary />}
      {user && user.level >= ADMIN_LEVEL && <ServiceStatus />}
    </PageShell>
  );
}
