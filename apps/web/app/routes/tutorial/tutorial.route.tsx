import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { signedInPage } from '../../features/session/signed-in.server';
import { tutorialQuery } from '../../features/tutorial/queries';
import { TutorialPage } from '../../features/tutorial/TutorialPage';
import { useWorkspaces } from '../../features/workspace/WorkspaceProvider';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/tutorial.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The person's tutorial, its workspace steps read in the active workspace. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  return {
    meta: pageMetaFor(args.request, 'tutorial'),
    dehydratedState: await prefetchQueries(tutorialQuery(args.context.api, signedIn.workspace?.gid ?? null)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /tutorial: a short guided start for the person's user type (no chat widget here, SPEC.md §2). */
export default function TutorialRoute() {
  const { t } = useTranslation('tutorial');
  const { status, active } = useWorkspaces();
  return (
    <PageShell title={t('title')}>
      {status === 'pending' ? <Skeleton height={240} /> : <TutorialPage gid={active?.gid ?? null} />}
    </PageShell>
  );
}
