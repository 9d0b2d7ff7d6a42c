import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { DeleteAccountSection } from '../../features/account/DeleteAccountSection';
import { EmailSection } from '../../features/account/EmailSection';
import { LoginMethodsSection } from '../../features/account/LoginMethodsSection';
import { MarketingSection } from '../../features/account/MarketingSection';
import { PhoneSection } from '../../features/account/PhoneSection';
import { ProfileSection } from '../../features/account/ProfileSection';
import { useSignedInUser } from '../../features/session/SignedIn';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/account.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The person's own data: the signed-in layout already has it. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: pageMetaFor(request, 'account') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /account: profile, e-mail, phone, marketing consent, login methods and account deletion. */
export default function AccountRoute() {
  const { t } = useTranslation('pages');
  const user = useSignedInUser();
  return (
    <PageShell title={t('account.title')} intro={t('account.intro')}>
      {/* Keyed by the person: another sign-in starts the forms afresh. */}
      <Stack gap="lg" maw={760} key={user.uid}>
        <ProfileSection user={user} />
        <EmailSection user={user} />
        <PhoneSection user={user} />
        <MarketingSection user={user} />
        <LoginMethodsSection user={user} />
        <DeleteAccountSection user={user} />
      </Stack>
    </PageShell>
  );
}
