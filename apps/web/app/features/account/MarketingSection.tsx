import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../api/use-error-message';
import type { SessionUser } from '../session/SessionProvider';
import { toast } from '../../lib/toast';
import { SectionCard } from '../../components/SectionCard';
import { useAllowMarketingMutation } from './queries';

/** Marketing consent as a switch that saves at once. */
export function MarketingSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const failureToast = useFailureToast();
  const update = useAllowMarketingMutation();
  const checked = update.isPending ? update.variables : user.allowMarketing;
  return (
    <SectionCard title={t('marketing.title')} testId="account-marketing">
      <Switch
        label={t('marketing.label')}
        description={t('marketing.description')}
        checked={checked}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate(event.currentTarget.checked, {
            onSuccess: (next) =>
              toast.success({ message: next.allowMarketing ? t('marketing.on') : t('marketing.off') }),
            onError: failureToast,
          })
        }
        data-testid="account-marketing-switch"
      />
    </SectionCard>
  );
}
