import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { inventoryAccess } from '../../features/inventory/inventory-access';
import { InventoryAccessNotice } from '../../features/inventory/InventoryAccessNotice';
import { SignedIn } from '../../features/session/SignedIn';
import { privatePageRedirect } from '../../features/session/session-routing';
import { MySharesList } from '../../features/shares/MySharesList';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/shares.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** Signed-in only: anonymous visitors go to /login and come back afterwards. */
export function loader({ request, url, context }: Route.LoaderArgs) {
  const anonymous = privatePageRedirect(context.user, url);
  if (anonymous) return anonymous;
  return { meta: pageMetaFor(request, 'shares') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /shares: "My shares", the active workspace's offers, moved on to confirmed, sold and done. */
export default function SharesRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('shares.title')} intro={t('shares.intro')}>
      <SignedIn>
        {(user) => (
          <InWorkspace>
            {(workspace) => {
              const access = inventoryAccess(user, workspace.role);
              if (!access.canRead) return <InventoryAccessNotice access={access} />;
              return <MySharesList uid={user.uid} gid={workspace.gid} canWrite={access.canWrite} />;
            }}
          </InWorkspace>
        )}
      </SignedIn>
    </PageShell>
  );
}
