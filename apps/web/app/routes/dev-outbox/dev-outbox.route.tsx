import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { OutboxList } from '../../features/outbox/OutboxList';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/dev-outbox.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: pageMetaFor(request, 'outbox', { noindex: true }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /dev/outbox: the mail a development installation wrote instead of sending it. */
export default function DevOutboxRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('outbox.title')} intro={t('outbox.intro')}>
      <OutboxList />
    </PageShell>
  );
}
