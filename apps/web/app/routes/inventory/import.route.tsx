import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { inventoryAccess } from '../../features/inventory/inventory-access';
import { ImportPage } from '../../features/inventory-import/ImportPage';
import { importsQuery } from '../../features/inventory-import/queries';
import { useSignedInUser } from '../../features/session/SignedIn';
import { signedInPage } from '../../features/session/signed-in.server';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/import.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The workspace's recent imports, for people who may change its inventory. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const { user, workspace } = signedIn;
  const writable = workspace !== null && inventoryAccess(user, workspace.role).canWrite;
  return {
    meta: pageMetaFor(args.request, 'inventoryImport'),
    dehydratedState: writable ? await prefetchQueries(importsQuery(args.context.api, workspace.gid)) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /inventory/import: a spreadsheet of works, with their images, into the inventory. */
export default function ImportRoute() {
  const { t } = useTranslation('pages');
  const user = useSignedInUser();
  return (
    <PageShell title={t('inventoryImport.title')} intro={t('inventoryImport.intro')}>
      <InWorkspace>{(workspace) => <ImportPage user={user} workspace={workspace} />}</InWorkspace>
    </PageShell>
  );
}
