import { prefetchQueries } from '../../features/api/prefetch.server';
import { roundQuery } from '../../features/contests/queries';
import { RoundPage } from '../../features/contests/RoundPage';
import { signedInPage } from '../../features/session/signed-in.server';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/round.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** A jury round with its entries (the juror's own scores until it closes). */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  return {
    meta: pageMetaFor(args.request, 'contestRound'),
    dehydratedState: await prefetchQueries(roundQuery(args.context.api, args.params.roundId)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /contests/jury/:roundId: scoring a round, or its results once closed. */
export default function RoundRoute({ params }: Route.ComponentProps) {
  return <RoundPage roundId={params.roundId} />;
}
