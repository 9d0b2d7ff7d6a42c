import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { OutboxList } from '../../features/outbox/OutboxList';
import { outboxQuery } from '../../features/outbox/queries';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/dev-outbox.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The kept mail, for whoever may read it (anyone else learns why not in the browser). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    meta: pageMetaFor(request, 'outbox', { noindex: true }),
    dehydratedState: context.user ? await prefetchQueries(outboxQuery(context.api)) : null,
  };
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
