import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FairsCard } from './FairsCard';
import type { HomeKind } from './home-kind';
import { useTodayQuery } from './queries';
import { RecentSalesCard } from './RecentSalesCard';
import { TodayFigures } from './TodayFigures';
import { TodoCard } from './TodoCard';

/**
 * The workspace part of a home: its figures, what it has to do today, its fairs (a fair
 * workspace) and its recent sales, read in one call and kept live by the events of availability.
 */
export function WorkspaceToday({ gid, kind }: { gid: string; kind: HomeKind }) {
  const { t } = useTranslation('home');
  const today = useTodayQuery(gid);
  if (today.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('loading')} data-testid="home-loading">
        <Skeleton height={72} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (today.isError) {
    return (
      <Paper withBorder p="lg" data-testid="home-error">
        <Group justify="space-between">
          <Text c="red.8">{t('failed')}</Text>
          <Button size="xs" variant="light" onClick={() => void today.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      </Paper>
    );
  }
  const { data } = today;
  return (
    <Stack gap="md" data-testid="home-today">
      {kind === 'fair' && <FairsCard fairs={data.fairs} />}
      {kind !== 'fair' && <TodayFigures figures={data.figures} />}
      <TodoCard today={data} kind={kind} />
      <RecentSalesCard sales={data.recentSales} />
    </Stack>
  );
}
