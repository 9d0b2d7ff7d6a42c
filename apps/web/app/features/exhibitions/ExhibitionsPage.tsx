import { Alert, Button, Group, Pagination, SimpleGrid, Stack } from '@mantine/core';
import { EXHIBITION_STATUSES, type ExhibitionStatus, type WorkspaceDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton, QueryList } from '../api/QueryList';
import type { SessionUser } from '../session/SessionProvider';
import { ExhibitionCard } from './ExhibitionCard';
import { exhibitionsAccess } from './exhibitions-access';
import { EXHIBITIONS_PAGE_SIZE, useExhibitionsQuery } from './queries';
import { PlainSegmentedControl } from '../../components/mantine-look';

/** The status filter and page of the list, from the address (`?status=current&page=1`). */
export function listFilterFrom(params: URLSearchParams): { status: ExhibitionStatus | null; page: number } {
  const status = params.get('status');
  const page = Number(params.get('page') ?? 0);
  return {
    status: (EXHIBITION_STATUSES as readonly string[]).includes(status ?? '') ? (status as ExhibitionStatus) : null,
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

/** /exhibitions: the workspace's exhibitions and those shared with it, by status, with a way to make one. */
export function ExhibitionsPage({ user, workspace }: { user: SessionUser; workspace: WorkspaceDto }) {
  const { t } = useTranslation('exhibitions');
  const access = exhibitionsAccess(user, workspace.role);
  const [params, setParams] = useSearchParams();
  const { status, page } = listFilterFrom(params);
  const list = useExhibitionsQuery(workspace.gid, status, page);
  if (!access.canRead) {
    return (
      <Alert color="yellow" data-testid="exhibitions-no-access">
        {t('list.noAccess')}
      </Alert>
    );
  }
  const setFilter = (next: { status?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextStatus = next.status ?? status ?? 'all';
    if (nextStatus !== 'all') search.set('status', nextStatus);
    if (next.page) search.set('page', String(next.page));
    setParams(search, { preventScrollReset: true });
  };
  return (
    <Stack gap="md" data-testid="exhibitions-page">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <PlainSegmentedControl
          value={status ?? 'all'}
          onChange={(value) => setFilter({ status: value, page: 0 })}
          data={['all', ...EXHIBITION_STATUSES].map((value) => ({
            value,
            label: t(`list.${value as 'all' | ExhibitionStatus}`),
          }))}
          data-testid="exhibitions-status-filter"
        />
        {access.canWrite && (
          <Button component={Link} to="/exhibitions/new" data-testid="exhibitions-new">
            {t('list.new')}
          </Button>
        )}
      </Group>
      {!access.canWrite && <Alert color="gray">{t('list.readOnly')}</Alert>}
      <QueryList
        query={list}
        loading={<ListSkeleton cols={{ base: 1, xs: 2, md: 3 }} count={3} height={260} testId="exhibitions-loading" />}
        empty={
          status ? (
            <EmptyState title={t('list.emptyFilteredTitle')} body={t('list.emptyFilteredBody')} />
          ) : (
            <EmptyState
              title={t('list.emptyTitle')}
              body={t('list.emptyBody')}
              {...(access.canWrite && {
                link: { to: '/exhibitions/new', label: t('list.new'), testId: 'exhibitions-empty-new' },
              })}
            />
          )
        }
        testId="exhibitions-list"
      >
        {(data) => (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              {data.items.map((exhibition) => (
                <ExhibitionCard key={exhibition.exhibitionid} exhibition={exhibition} />
              ))}
            </SimpleGrid>
            {data.total > EXHIBITIONS_PAGE_SIZE && (
              <Pagination
                total={Math.ceil(data.total / EXHIBITIONS_PAGE_SIZE)}
                value={page + 1}
                onChange={(value) => setFilter({ page: value - 1 })}
              />
            )}
          </Stack>
        )}
      </QueryList>
    </Stack>
  );
}
