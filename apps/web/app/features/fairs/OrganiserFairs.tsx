import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton, QueryList } from '../api/QueryList';
import { FairCard } from './FairCard';
import { useFairsQuery } from './queries';

/** /fairs for a fair workspace: the fairs it runs or co-organises, and a way to make one. */
export function OrganiserFairs({ gid, canWrite }: { gid: string; canWrite: boolean }) {
  const { t } = useTranslation('fairs');
  const fairs = useFairsQuery(gid);
  const newFair = { to: '/fairs/new', label: t('list.new'), testId: 'fairs-empty-new' };
  return (
    <Stack gap="md" data-testid="organiser-fairs">
      {canWrite && (
        <Group justify="flex-end">
          <Button component={Link} to="/fairs/new" data-testid="fairs-new">
            {t('list.new')}
          </Button>
        </Group>
      )}
      <QueryList
        query={fairs}
        loading={<ListSkeleton cols={{ base: 1, sm: 2, md: 3 }} count={3} height={140} testId="fairs-loading" />}
        empty={
          <EmptyState title={t('list.emptyTitle')} body={t('list.emptyBody')} {...(canWrite && { link: newFair })} />
        }
        testId="fairs-list"
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {list.map((fair) => (
              <FairCard key={fair.fairId} fair={fair} />
            ))}
          </SimpleGrid>
        )}
      </QueryList>
    </Stack>
  );
}
