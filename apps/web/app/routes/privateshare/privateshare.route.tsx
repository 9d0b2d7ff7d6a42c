import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { useSignedInUser } from '../../features/session/SignedIn';
import { signedInPage } from '../../features/session/signed-in.server';
import { ROOMS_PAGE_SIZE, roomsQuery } from '../../features/viewing-room/queries';
import { roomAccess } from '../../features/viewing-room/room-access';
import { RoomsPage } from '../../features/viewing-room/RoomsPage';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/privateshare.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The first page of the active workspace's viewing rooms, read on the server. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const { user, workspace } = signedIn;
  const readable = workspace !== null && roomAccess(user, workspace.role).canRead;
  return {
    meta: pageMetaFor(args.request, 'privateshare'),
    dehydratedState: readable
      ? await prefetchQueries(roomsQuery(args.context.api, workspace.gid, { page: 0, size: ROOMS_PAGE_SIZE }))
      : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /privateshare: private viewing rooms — make, edit, send links, delete. */
export default function PrivateShareRoute() {
  const { t } = useTranslation('pages');
  const { t: tr } = useTranslation('rooms');
  const user = useSignedInUser();
  return (
    <PageShell title={t('privateshare.title')} intro={t('privateshare.intro')}>
      <InWorkspace>
        {(workspace) => {
          const access = roomAccess(user, workspace.role);
          if (!access.canRead) return <Alert color="gray">{tr('list.noAccess')}</Alert>;
          return <RoomsPage key={workspace.gid} gid={workspace.gid} canWrite={access.canWrite} />;
        }}
      </InWorkspace>
    </PageShell>
  );
}
