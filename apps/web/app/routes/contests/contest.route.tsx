import { prefetchQueries } from '../../features/api/prefetch.server';
import { ContestPage } from '../../features/contests/ContestPage';
import { myEntriesPrefetch } from '../../features/contests/entries-prefetch.server';
import { contestQuery } from '../../features/contests/queries';
import { useSignedInUser } from '../../features/session/SignedIn';
import { signedInPage } from '../../features/session/signed-in.server';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/contest.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The contest, and the active workspace's entries (its entry to this one among them). */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const { api } = args.context;
  return {
    meta: pageMetaFor(args.request, 'contest'),
    dehydratedState: await prefetchQueries(contestQuery(api, args.params.id), ...myEntriesPrefetch(signedIn, api)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /contests/:id: a contest's rules and facts, and the entry form. */
export default function ContestRoute({ params }: Route.ComponentProps) {
  return <ContestPage user={useSignedInUser()} id={params.id} />;
}
