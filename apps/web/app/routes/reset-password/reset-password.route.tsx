import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormPage } from '../../components/FormPage';
import { ResetPasswordForm } from '../../features/auth/ResetPasswordForm';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/reset-password.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: pageMetaFor(request, 'resetPassword') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /reset-password?token=…: the landing of the mailed reset link (or `?error=` when it was bad). */
export default function ResetPasswordRoute() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const token = params.get('error') ? null : params.get('token');
  return (
    <FormPage title={t('resetPassword.title')} intro={t('resetPassword.intro')}>
      <ResetPasswordForm token={token} />
    </FormPage>
  );
}
