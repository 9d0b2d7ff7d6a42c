import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { inventoryAccess } from '../../features/inventory/inventory-access';
import { InventoryAccessNotice } from '../../features/inventory/InventoryAccessNotice';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { useSignedInUser } from '../../features/session/SignedIn';
import { signedInPage } from '../../features/session/signed-in.server';
import { MY_SHARES_PAGE_SIZE, MySharesList } from '../../features/shares/MySharesList';
import { workspaceSharesQuery } from '../../features/shares/queries';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { pageParamOf, stateParamOf } from '../../lib/list-params';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/shares.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The page of the active workspace's offers the address asks for (`?state=…&page=…`). */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const { user, workspace } = signedIn;
  const readable = workspace !== null && inventoryAccess(user, workspace.role).canRead;
  return {
    meta: pageMetaFor(args.request, 'shares'),
    dehydratedState: readable
      ? await prefetchQueries(
          workspaceSharesQuery(args.context.api, workspace.gid, {
            state: stateParamOf(args.url.searchParams),
            page: pageParamOf(args.url.searchParams),
            size: MY_SHARES_PAGE_SIZE,
          }),
        )
      : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /shares: "My shares", the active workspace's offers, moved on to confirmed, sold and done. */
export default function SharesRoute() {
  const { t } = useTranslation('pages');
  const user = useSignedInUser();
  return (
    <PageShell title={t('shares.title')} intro={t('shares.intro')}>
      <InWorkspace>
        {(workspace) => {
          const access = inventoryAccess(user, workspace.role);
          if (!access.canRead) return <InventoryAccessNotice access={access} />;
          return <MySharesList gid={workspace.gid} canWrite={access.canWrite} />;
        }}
      </InWorkspace>
    </PageShell>
  );
}
