import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchFairQueries } from '../../features/fairs/fair-loaders.server';
import { ParticipantPage } from '../../features/fairs/ParticipantPage';
import { fairQuery, participantQuery } from '../../features/fairs/queries';
import { useSignedInUser } from '../../features/session/SignedIn';
import { signedInPage } from '../../features/session/signed-in.server';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/fair-participant.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The participant with its submissions and memos, and the fair (its sections), for the organiser side. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const { fairId, participantId } = args.params;
  const { api } = args.context;
  return {
    meta: pageMetaFor(args.request, 'fairParticipant'),
    dehydratedState: await prefetchFairQueries(signedIn, {
      organiser: (gid) => [participantQuery(api, gid, participantId), fairQuery(api, gid, fairId)],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /fairs/:fairId/participants/:participantId: decisions, booth, memos and reviews. */
export default function FairParticipantRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const user = useSignedInUser();
  return (
    <PageShell title={t('fairParticipant.title')} intro={t('fairParticipant.intro')} wide>
      <InWorkspace>
        {(workspace) => (
          <ParticipantPage
            user={user}
            workspace={workspace}
            fairId={params.fairId}
            participantId={params.participantId}
          />
        )}
      </InWorkspace>
    </PageShell>
  );
}
