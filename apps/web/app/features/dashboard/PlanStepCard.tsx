import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { PRODUCTS, STARTER_PRODUCT, audienceOf } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBillingPlanQuery } from '../billing/queries';
import type { SessionUser } from '../session/SessionProvider';

/**
 * On the home of someone still on their free start with a trial left: the sign-up plan step.
 * Only for those whose kind has a plan to try (artists): a collector has nothing to upgrade to.
 */
export function PlanStepCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('pages');
  const { t: tb } = useTranslation('billing');
  const audience = audienceOf(user.type);
  const canTry = PRODUCTS.some((product) => product.audience === audience && product.trial);
  const onStarter = canTry && audience !== null && user.plan?.productid === STARTER_PRODUCT[audience];
  const plan = useBillingPlanQuery(onStarter);
  if (!onStarter || !plan.data?.trialAvailable) return null;
  return (
    <Paper withBorder p="lg" data-testid="dashboard-plan-step">
      <Title order={2} size="h4">
        {t('signupPlan.title')}
      </Title>
      <Text size="sm" c="gray.7" my="sm">
        {t('signupPlan.intro')}
      </Text>
      <Group gap="sm">
        <Button component={Link} to="/signup/plan" data-testid="dashboard-plan-step-open">
          {tb('signup.pro')}
        </Button>
        <Button component={Link} to="/pricing" variant="light">
          {tb('gate.plans')}
        </Button>
      </Group>
    </Paper>
  );
}
