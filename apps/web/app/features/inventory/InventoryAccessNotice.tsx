import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InventoryAccess } from './inventory-access';

/**
 * Says why the inventory cannot be changed (or seen) and, when the plan is the reason, where to
 * choose one. Nothing shows for people who may write.
 */
export function InventoryAccessNotice({ access }: { access: InventoryAccess }) {
  const { t } = useTranslation('inventory');
  if (access.canWrite) return null;
  const key = access.canRead ? 'readOnly' : 'noAccess';
  return (
    <Alert
      color="yellow"
      title={t(`access.${key}Title`)}
      data-testid={`inventory-${key === 'readOnly' ? 'read-only' : 'no-access'}`}
    >
      <Text size="sm">{t(access.limitedByPlan ? `access.${key}Plan` : `access.${key}Role`)}</Text>
      {access.limitedByPlan && (
        <Anchor component={Link} to="/pricing" size="sm" data-testid="inventory-choose-plan">
          {t('access.choosePlan')}
        </Anchor>
      )}
    </Alert>
  );
}
