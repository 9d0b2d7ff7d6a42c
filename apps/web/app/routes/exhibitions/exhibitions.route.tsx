import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { exhibitionsAccess } from '../../features/exhibitions/exhibitions-access';
import { ExhibitionsPage, listFilterFrom } from '../../features/exhibitions/ExhibitionsPage';
import { exhibitionsQuery } from '../../features/exhibitions/queries';
import { useSignedInUser } from '../../features/session/SignedIn';
import { signedInPage } from '../../features/session/signed-in.server';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { PlanGate } from '../../features/billing/PlanGate';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/exhibitions.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The page of exhibitions the address asks for (status and page), of the active workspace. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const { user, workspace } = signedIn;
  const readable = workspace !== null && exhibitionsAccess(user, workspace.role).canRead;
  const { status, page } = listFilterFrom(args.url.searchParams);
  return {
    meta: pageMetaFor(args.request, 'exhibitions'),
    dehydratedState: readable
      ? await prefetchQueries(exhibitionsQuery(args.context.api, workspace.gid, status, page))
      : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /exhibitions: the workspace's exhibitions and those shared with it. */
export default function ExhibitionsRoute() {
  const { t } = useTranslation('pages');
  const user = useSignedInUser();
  return (
    <PageShell title={t('exhibitions.title')} intro={t('exhibitions.intro')} wide>
      <PlanGate area="showcase" />
      <InWorkspace>{(workspace) => <ExhibitionsPage user={user} workspace={workspace} />}</InWorkspace>
    </PageShell>
  );
}
