import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { ArtistsPanel } from '../../features/artists/ArtistsPanel';
import { artistsQuery } from '../../features/artists/queries';
import { inventoryAccess } from '../../features/inventory/inventory-access';
import { useSignedInUser } from '../../features/session/SignedIn';
import { signedInPage } from '../../features/session/signed-in.server';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/artistprofile.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The artists of the active workspace. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const { user, workspace } = signedIn;
  const readable = workspace !== null && inventoryAccess(user, workspace.role).canRead;
  return {
    meta: pageMetaFor(args.request, 'artistprofile'),
    dehydratedState: readable ? await prefetchQueries(artistsQuery(args.context.api, workspace.gid)) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /artistprofile: the workspace's artist profile, or a gallery's artists. */
export default function ArtistProfileRoute() {
  const { t } = useTranslation('pages');
  const user = useSignedInUser();
  return (
    <PageShell title={t('artistprofile.title')} intro={t('artistprofile.intro')}>
      <InWorkspace>{(workspace) => <ArtistsPanel user={user} workspace={workspace} />}</InWorkspace>
    </PageShell>
  );
}
