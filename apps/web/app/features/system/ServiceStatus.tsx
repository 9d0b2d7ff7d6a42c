import { Button, Group, Loader, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHealthQuery } from './queries';

/** A card saying whether the API answers, with loading and error states and a retry. */
export function ServiceStatus() {
  const { t } = useTranslation();
  const health = useHealthQuery();
  return (
    <Paper withBorder p="lg" data-testid="service-status" aria-busy={health.isPending}>
      <Title order={2} size="h4" mb="xs">
        {t('status.title')}
      </Title>
      {health.isPending && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text c="gray.7">{t('status.checking')}</Text>
        </Group>
      )}
      {health.isSuccess && (
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon color="green" size={10} radius="xl" aria-hidden />
          <Text>{t('status.ok')}</Text>
        </Group>
      )}
      {health.isError && (
        <Group gap="sm" justify="space-between">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon color="red" size={10} radius="xl" aria-hidden />
            <Text c="red.8">{t('status.failed')}</Text>
          </Group>
          <Button variant="default" size="xs" onClick={() => void health.refetch()} loading={health.isFetching}>
            {t('status.retry')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
