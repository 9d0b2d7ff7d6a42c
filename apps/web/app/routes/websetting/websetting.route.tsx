import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { signedInPage } from '../../features/session/signed-in.server';
import { siteDomainQuery } from '../../features/website/queries';
import { WebsitePage } from '../../features/website/WebsitePage';
import { InWorkspace } from '../../features/workspace/InWorkspace';
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
  return (
    <PageShell title={t('page.title')} intro={t('page.intro')}>
      <InWorkspace>{(workspace) => <WebsitePage workspace={workspace} />}</InWorkspace>
    </PageShell>
  );
}
