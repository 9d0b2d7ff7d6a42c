import { FormPage } from '../../components/FormPage';
import { ForgotPasswordForm } from '../../features/auth/ForgotPasswordForm';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import { sharedPage, sharedPageHeaders } from '../../lib/shared-page';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/forgot-password.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

export function loader({ request, context }: Route.LoaderArgs) {
  return sharedPage(context, { meta: pageMetaFor(request, 'forgotPassword') });
}

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /forgot-password: asks for the e-mail address and mails a reset link. */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation('pages');
  return (
    <FormPage title={t('forgotPassword.title')} intro={t('forgotPassword.intro')}>
      <ForgotPasswordForm />
    </FormPage>
  );
}
