import { dehydrate } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { createServerQueryClient } from '../../features/api/prefetch.server';
import { ArtworkDetailPage } from '../../features/artwork/ArtworkDetailPage';
import { artworkDetailQuery } from '../../features/artwork/queries';
import { inventoryAccess } from '../../features/inventory/inventory-access';
import { useSignedInUser } from '../../features/session/SignedIn';
import { signedInPage } from '../../features/session/signed-in.server';
import { MY_SHARES_PAGE_SIZE } from '../../features/shares/MySharesList';
import { workspaceSharesQuery } from '../../features/shares/queries';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/artwork.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The work and, for the members of its workspace who may read it, the offers made of it. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const { api } = args.context;
  const { aid } = args.params;
  const queryClient = createServerQueryClient();
  const artwork = await queryClient.fetchQuery(artworkDetailQuery(api, aid)).catch(() => null);
  const role = signedIn.workspaces.find((workspace) => workspace.gid === artwork?.gid)?.role ?? null;
  if (artwork && inventoryAccess(signedIn.user, role).canRead) {
    await queryClient.prefetchQuery(
      workspaceSharesQuery(api, artwork.gid, { aid, page: 0, size: MY_SHARES_PAGE_SIZE }),
    );
  }
  return { meta: pageMetaFor(args.request, 'artwork'), dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /artworks/:aid: one work (`?iid=` names its inventory record, for editing). */
export default function ArtworkRoute({ params }: Route.ComponentProps) {
  const user = useSignedInUser();
  const [search] = useSearchParams();
  return <ArtworkDetailPage key={params.aid} user={user} aid={params.aid} iid={search.get('iid')} />;
}
