import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { canManageWorkspace } from '@vernissage/shared';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { signedInPage } from '../../features/session/signed-in.server';
import { MembersPanel } from '../../features/workspace/MembersPanel';
import { membersQuery, workspaceInvitationsQuery } from '../../features/workspace/queries';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/members.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The active workspace's members and, for its owners and admins, the invitations still open. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const { workspace } = signedIn;
  const { api } = args.context;
  return {
    meta: pageMetaFor(args.request, 'members'),
    dehydratedState: workspace
      ? await prefetchQueries(
          membersQuery(api, workspace.gid),
          ...(canManageWorkspace(workspace.role) ? [workspaceInvitationsQuery(api, workspace.gid)] : []),
        )
      : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /members: the active workspace's members, invitations and the way to invite more. */
export default function MembersRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('members.title')} intro={t('members.intro')}>
      <MembersPanel />
    </PageShell>
  );
}
