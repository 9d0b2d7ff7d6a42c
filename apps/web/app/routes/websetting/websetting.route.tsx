import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { signedInPage } from '../../features/session/signed-in.server';
import { homeKindOf } from '../../features/today/home-kind';
import { siteDomainQuery } from '../../features/website/queries';
import { WebsitePage } from '../../features/website/WebsitePage';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { useWorkspaces } from '../../features/workspace/WorkspaceProvider';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/websetting.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The active workspace's website. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const { workspace } = signedIn;
  return {
    meta: pageMetaFor(args.request, 'websetting'),
    dehydratedState: workspace ? await prefetchQueries(siteDomainQuery(args.context.api, workspace.gid)) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /websetting: the public website of the active workspace. */
export default function WebSettingRoute() {
  const { t } = useTranslation('website');
  // Worded by the workspace's kind: an artist's own site (`intro_artist`), else a gallery's.
  const context = homeKindOf(useWorkspaces().active?.type);
  return (
    <PageShell title={t('page.title')} intro={t('page.intro', { context })}>
      <InWorkspace>{(workspace) => <WebsitePage workspace={workspace} />}</InWorkspace>
    </PageShell>
  );
}
