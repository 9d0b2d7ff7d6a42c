import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { billingPlanQuery } from '../../features/billing/queries';
import { SignupPlanStep } from '../../features/billing/SignupPlanStep';
import { useSignedInUser } from '../../features/session/SignedIn';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/signup-plan.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    meta: pageMetaFor(request, 'signupPlan'),
    dehydratedState: await prefetchQueries(billingPlanQuery(context.api)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /signup/plan: the sign-up plan step. */
export default function SignupPlanRoute() {
  const { t } = useTranslation('pages');
  const user = useSignedInUser();
  return (
    <PageShell title={t('signupPlan.title')} intro={t('signupPlan.intro')}>
      <SignupPlanStep user={user} />
    </PageShell>
  );
}
