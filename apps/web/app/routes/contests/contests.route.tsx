import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { ContestsPage } from '../../features/contests/ContestsPage';
import { myEntriesPrefetch } from '../../features/contests/entries-prefetch.server';
import { contestsQuery } from '../../features/contests/queries';
import { useSignedInUser } from '../../features/session/SignedIn';
import { signedInPage } from '../../features/session/signed-in.server';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/contests.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The published contests and the active workspace's own entries. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const { api } = args.context;
  return {
    meta: pageMetaFor(args.request, 'contests'),
    dehydratedState: await prefetchQueries(contestsQuery(api), ...myEntriesPrefetch(signedIn, api)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /contests: open calls and the workspace's entries. */
export default function ContestsRoute() {
  const { t } = useTranslation('pages');
  const user = useSignedInUser();
  return (
    <PageShell title={t('contests.title')} intro={t('contests.intro')} wide>
      <InWorkspace>{(workspace) => <ContestsPage user={user} workspace={workspace} />}</InWorkspace>
    </PageShell>
  );
}
