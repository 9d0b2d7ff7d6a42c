import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import { useFailureToast } from '../api/use-error-message';
import { useFormatDate } from '../workspace/format-date';
import { openCardWindow, type PaymentMethod } from './payment-windows';

/** The card on file (masked), and registering or changing it through Toss's card window. */
export function CardSection({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation('billing');
  const formatDate = useFormatDate();
  const failureToast = useFailureToast();
  const [opening, setOpening] = useState(false);
  const open = () => {
    setOpening(true);
    openCardWindow(method, '/account/billing/card', '/account/billing').catch((error: unknown) => {
      setOpening(false);
      failureToast(error);
    });
  };
  return (
    <SectionCard title={t('card.title')} testId="billing-card">
      {!method.enabled ? (
        <Text c="gray.7">{t('card.unavailable')}</Text>
      ) : (
        <Group justify="space-between">
          {method.card ? (
            <div>
              <Text fw={700} data-testid="billing-card-number">
                {[method.card.company, method.card.number].filter(Boolean).join(' ')}
              </Text>
              <Text size="sm" c="gray.7">
                {t('card.registeredOn', { date: formatDate(method.card.registeredAt) })}
              </Text>
            </div>
          ) : (
            <Text c="gray.7">{t('card.none')}</Text>
          )}
          <Button variant="light" loading={opening} onClick={open} data-testid="billing-card-register">
            {method.card ? t('card.change') : t('card.add')}
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}
