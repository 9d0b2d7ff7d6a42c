import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchFairQueries } from '../../features/fairs/fair-loaders.server';
import { FairsPage } from '../../features/fairs/FairsPage';
import { fairsQuery, participationsQuery, supportedFairsQuery } from '../../features/fairs/queries';
import { useSignedInUser } from '../../features/session/SignedIn';
import { signedInPage } from '../../features/session/signed-in.server';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/fairs.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The organiser's fairs, or the exhibitor's applications and the fairs open to it, of the active workspace. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const { api } = args.context;
  return {
    meta: pageMetaFor(args.request, 'fairs'),
    dehydratedState: await prefetchFairQueries(signedIn, {
      organiser: (gid) => [fairsQuery(api, gid)],
      exhibitor: (gid) => [participationsQuery(api, gid), supportedFairsQuery(api, gid)],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /fairs: the organiser's dashboard or the exhibitor's side, by the workspace's type. */
export default function FairsRoute() {
  const { t } = useTranslation('pages');
  const user = useSignedInUser();
  return (
    <PageShell title={t('fairs.title')} intro={t('fairs.intro')} wide>
      <InWorkspace>{(workspace) => <FairsPage user={user} workspace={workspace} />}</InWorkspace>
    </PageShell>
  );
}
