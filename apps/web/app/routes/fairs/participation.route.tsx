import { dehydrate } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { createServerQueryClient } from '../../features/api/prefetch.server';
import { fairsAccess } from '../../features/fairs/fair-side';
import { ParticipationPage } from '../../features/fairs/ParticipationPage';
import { fairQuery, participantQuery } from '../../features/fairs/queries';
import { useSignedInUser } from '../../features/session/SignedIn';
import { signedInPage } from '../../features/session/signed-in.server';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/participation.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The exhibitor's application with its submissions, then its fair (the documents it asks for). */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const { user, workspace } = signedIn;
  const meta = pageMetaFor(args.request, 'participation');
  if (!workspace) return { meta, dehydratedState: null };
  const access = fairsAccess(user, workspace);
  if (!(access.side === 'exhibitor' && access.canRead)) return { meta, dehydratedState: null };
  const { api } = args.context;
  const queryClient = createServerQueryClient();
  // A failure is left to the browser, which asks again and shows it.
  const participant = await queryClient
    .fetchQuery(participantQuery(api, workspace.gid, args.params.participantId))
    .catch(() => null);
  if (participant) await queryClient.prefetchQuery(fairQuery(api, workspace.gid, participant.fairId));
  return { meta, dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /fairs/participation/:participantId: the exhibitor's application, booth and submissions. */
export default function ParticipationRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const user = useSignedInUser();
  return (
    <PageShell title={t('participation.title')} intro={t('participation.intro')} wide>
      <InWorkspace>
        {(workspace) => <ParticipationPage user={user} workspace={workspace} participantId={params.participantId} />}
      </InWorkspace>
    </PageShell>
  );
}
