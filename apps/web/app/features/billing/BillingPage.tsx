import { Alert, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import type { SessionUser } from '../session/SessionProvider';
import { CardSection } from './CardSection';
import { CodesSection } from './CodesSection';
import { GiftSection } from './GiftSection';
import { HistorySection } from './HistorySection';
import { PlanSection } from './PlanSection';
import { useBillingPlanQuery, usePaymentMethodQuery, usePlanHistoryQuery, usePromoCodesQuery } from './queries';

/** /account/billing: the plan, the card, codes, gifts and the history with receipts. */
export function BillingPage({ user }: { user: SessionUser }) {
  const { t } = useTranslation('billing');
  const plan = useBillingPlanQuery();
  const method = usePaymentMethodQuery();
  const codes = usePromoCodesQuery();
  const history = usePlanHistoryQuery();
  const failed = [plan, method, codes, history].find((query) => query.isError);
  if (failed) return <QueryErrorAlert error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!plan.data || !method.data || !codes.data || !history.data) {
    return <Skeleton height={420} maw={760} data-testid="billing-loading" />;
  }
  return (
    <Stack gap="lg" maw={760}>
      {(method.data.sandbox || method.data.paypal.sandbox) && <Alert color="yellow">{t('sandbox')}</Alert>}
      <PlanSection plan={plan.data} />
      <CardSection method={method.data} />
      <CodesSection uid={user.uid} codes={codes.data} />
      <GiftSection method={method.data} />
      <HistorySection history={history.data} />
    </Stack>
  );
}
