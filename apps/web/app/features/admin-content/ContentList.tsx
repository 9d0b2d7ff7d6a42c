import { Button, Group, Stack } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton, QueryList } from '../api/QueryList';
import { ContentRow } from './ContentRow';
import { DeleteContentDialog } from './DeleteContentDialog';

/** What a row shows of one item: its title, editor, facts, badges and public page. */
export type ContentRowView = Omit<ComponentProps<typeof ContentRow>, 'id' | 'onDelete' | 'testId'>;

/**
 * An admin list of the platform's content (`area`: its words in `adminContent:<area>.*`): a new
 * one, every item as a row, delete after a confirmation. Test ids: `<testId>` (the page),
 * `-new`, `-loading`, `-empty`, `-list`; `<rowTestId>` (a row) and `<rowTestId>-delete-confirm`.
 */
export function ContentList<Item extends { id: string }>({
  area,
  newTo,
  query,
  remove,
  rowOf,
  testId,
  rowTestId,
}: {
  area: 'blog' | 'opportunities';
  newTo: string;
  query: UseQueryResult<{ items: Item[] }>;
  remove: UseMutationResult<unknown, Error, string>;
  rowOf: (item: Item) => ContentRowView;
  testId: string;
  rowTestId: string;
}) {
  const { t } = useTranslation('adminContent');
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  return (
    <Stack gap="md" data-testid={testId}>
      <Group justify="flex-end">
        <Button component={Link} to={newTo} data-testid={`${testId}-new`}>
          {t(`${area}.new`)}
        </Button>
      </Group>
      <QueryList
        query={query}
        loading={<ListSkeleton count={3} height={88} testId={`${testId}-loading`} />}
        empty={<EmptyState title={t(`${area}.emptyTitle`)} body={t(`${area}.emptyBody`)} testId={`${testId}-empty`} />}
        testId={`${testId}-list`}
      >
        {(page) => (
          <Stack gap="sm">
            {page.items.map((item) => {
              const row = rowOf(item);
              return (
                <ContentRow
                  key={item.id}
                  id={item.id}
                  {...row}
                  onDelete={() => setDeleting({ id: item.id, title: row.title })}
                  testId={rowTestId}
                />
              );
            })}
          </Stack>
        )}
      </QueryList>
      <DeleteContentDialog
        target={deleting}
        remove={remove}
        onClose={() => setDeleting(null)}
        texts={{
          title: t(`${area}.deleteTitle`),
          body: t(`${area}.deleteBody`, { title: deleting?.title ?? '' }),
          done: t(`${area}.deleted`),
        }}
        testId={`${rowTestId}-delete-confirm`}
      />
    </Stack>
  );
}
