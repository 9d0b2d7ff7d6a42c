import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { pageViewOf } from '../../features/admin/admin-params';
import { PromoCodesPage } from '../../features/admin/PromoCodesPage';
import { promoCodesQuery } from '../../features/admin/queries';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/admin-codes.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = pageViewOf(new URL(request.url).searchParams);
  return {
    meta: pageMetaFor(request, 'adminCodes'),
    dehydratedState: await prefetchQueries(promoCodesQuery(context.api, view)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /admin/codes: for platform admins. */
export default function AdminCodesRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('adminCodes.title')} intro={t('adminCodes.intro')}>
      <PromoCodesPage />
    </PageShell>
  );
}
