import { Button, Stack, Text, Title } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';

/**
 * A page whose data nothing answered for (a phone that lost its connection on the way to it):
 * says so, and asks again in place, by itself once the browser is back online, or when the person
 * asks. Loading the page again instead would leave a person still offline on the browser's own
 * error page, with the app gone.
 */
export function UnreachableView() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  useWindowEvent('online', () => void revalidate());
  return (
    <Stack gap="md" align="flex-start" maw={720} role="alert" data-testid="unreachable-view">
      <title>{t('metaTitle', { page: t('unreachable.title') })}</title>
      <Title order={1}>{t('unreachable.title')}</Title>
      <Text c="gray.7">{t('errors.network')}</Text>
      <Text c="gray.7">{t('unreachable.body')}</Text>
      <Button
        loading={revalidator.state === 'loading'}
        onClick={() => void revalidate()}
        data-testid="unreachable-retry"
      >
        {t('error.retry')}
      </Button>
    </Stack>
  );
}
