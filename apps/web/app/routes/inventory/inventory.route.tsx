import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { InventoryPage } from '../../features/inventory/InventoryPage';
import { SignedIn } from '../../features/session/SignedIn';
import { privatePageRedirect } from '../../features/session/session-routing';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/inventory.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** Signed-in only: anonymous visitors go to /login and come back afterwards. */
export function loader({ request, url, context }: Route.LoaderArgs) {
  const anonymous = privatePageRedirect(context.user, url);
  if (anonymous) return anonymous;
  return { meta: pageMetaFor(request, 'inventory') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /inventory: the active workspace's works, folders, uploads, order, bulk actions and trash. */
export default function InventoryRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('inventory.title')} intro={t('inventory.intro')} wide>
      <SignedIn>
        {(user) => <InWorkspace>{(workspace) => <InventoryPage user={user} workspace={workspace} />}</InWorkspace>}
      </SignedIn>
    </PageShell>
  );
}
