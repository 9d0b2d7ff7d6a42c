import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { artistsQuery } from '../../features/artists/queries';
import { inventoryAccess } from '../../features/inventory/inventory-access';
import { filterFromParams } from '../../features/inventory/inventory-filter';
import { InventoryPage } from '../../features/inventory/InventoryPage';
import { foldersQuery, inventoryQuery } from '../../features/inventory/queries';
import { useSignedInUser } from '../../features/session/SignedIn';
import { signedInPage } from '../../features/session/signed-in.server';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/inventory.route';
import { localeOfRequest } from '../../i18n/resolve-locale';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The works of the filter in the address, the folders and the artists of the active workspace. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const { user, workspace } = signedIn;
  const { api } = args.context;
  const readable = workspace !== null && inventoryAccess(user, workspace.role).canRead;
  return {
    meta: pageMetaFor(args.request, 'inventory'),
    dehydratedState: readable
      ? await prefetchQueries(
          inventoryQuery(api, workspace.gid, filterFromParams(args.url.searchParams, localeOfRequest(args.request))),
          foldersQuery(api, workspace.gid),
          artistsQuery(api, workspace.gid),
        )
      : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /inventory: the active workspace's works, folders, uploads, order, bulk actions and trash. */
export default function InventoryRoute() {
  const { t } = useTranslation('pages');
  const user = useSignedInUser();
  return (
    <PageShell title={t('inventory.title')} intro={t('inventory.intro')} wide>
      <InWorkspace>{(workspace) => <InventoryPage user={user} workspace={workspace} />}</InWorkspace>
    </PageShell>
  );
}
