import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { useSignedInUser } from '../../features/session/SignedIn';
import { signedInPage } from '../../features/session/signed-in.server';
import { inboxAccess } from '../../features/visitors/inbox-access';
import { FIRST_INBOX_VIEW, InboxPage } from '../../features/visitors/InboxPage';
import { inboxQuery } from '../../features/visitors/queries';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/inbox.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The first page of the active workspace's inbox. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const { user, workspace } = signedIn;
  const readable = workspace !== null && inboxAccess(user, workspace.role).canRead;
  return {
    meta: pageMetaFor(args.request, 'inbox'),
    dehydratedState: readable
      ? await prefetchQueries(inboxQuery(args.context.api, workspace.gid, FIRST_INBOX_VIEW))
      : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /inbox: what visitors wrote to the active workspace from its public pages. */
export default function InboxRoute() {
  const { t } = useTranslation('pages');
  const user = useSignedInUser();
  return (
    <PageShell title={t('inbox.title')} intro={t('inbox.intro')}>
      <InWorkspace>
        {(workspace) => <InboxPage gid={workspace.gid} access={inboxAccess(user, workspace.role)} />}
      </InWorkspace>
    </PageShell>
  );
}
