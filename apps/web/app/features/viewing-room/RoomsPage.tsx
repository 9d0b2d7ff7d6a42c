import { Button, Group, Pagination, Stack } from '@mantine/core';
import type { RoomDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { QueryList } from '../api/QueryList';
import { useErrorMessage } from '../api/use-error-message';
import { ROOMS_PAGE_SIZE, useDeleteRoomMutation, useRoomsQuery } from './queries';
import { RoomCard } from './RoomCard';
import { RoomEditor } from './RoomEditor';

/** /privateshare: the workspace's viewing rooms, a new one, and each room's editor. */
export function RoomsPage({ gid, canWrite }: { gid: string; canWrite: boolean }) {
  const { t } = useTranslation('rooms');
  const errorMessage = useErrorMessage();
  const [page, setPage] = useState(0);
  const rooms = useRoomsQuery(gid, { page, size: ROOMS_PAGE_SIZE });
  const remove = useDeleteRoomMutation(gid);
  const [editing, setEditing] = useState<RoomDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RoomDto | null>(null);
  const newButton = canWrite && (
    <Button onClick={() => setEditing('new')} data-testid="room-new">
      {t('list.new')}
    </Button>
  );
  return (
    <Stack gap="md">
      <Group justify="flex-end">{newButton}</Group>
      <QueryList
        query={rooms}
        testId="room-list"
        empty={<EmptyState title={t('list.empty')} body={t('list.emptyBody')} testId="room-list-empty" />}
      >
        {(data) => (
          <Stack gap="sm">
            {data.items.map((room) => (
              <RoomCard
                key={room.shareid}
                room={room}
                canWrite={canWrite}
                onEdit={() => setEditing(room)}
                onDelete={() => setDeleting(room)}
              />
            ))}
            {data.total > ROOMS_PAGE_SIZE && (
              <Pagination
                total={Math.ceil(data.total / ROOMS_PAGE_SIZE)}
                value={page + 1}
                onChange={(next) => setPage(next - 1)}
              />
            )}
          </Stack>
        )}
      </QueryList>
      {editing && <RoomEditor gid={gid} room={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.shareid, { onSuccess: () => setDeleting(null) })}
        title={t('list.deleteTitle')}
        body={t('list.deleteBody')}
        confirmLabel={t('list.delete')}
        loading={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        testId="room-delete-confirm"
      />
    </Stack>
  );
}
