import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { RoomDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { titleOf, useOtherText, useTextIn } from '../i18n-content/text-in';
import { RoomViews } from '../room-analytics/RoomViews';
import { CopyLinkButton } from './CopyLinkButton';

/** A room in the list: its title, works, links (each to copy) and what can be done with it. */
export function RoomCard({
  room,
  canWrite,
  onEdit,
  onDelete,
}: {
  room: RoomDto;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('rooms');
  const expired = room.expiresAt !== null && new Date(room.expiresAt) <= new Date();
  const [viewsOpen, views] = useDisclosure(false);
  const title = useTextIn()(titleOf(room));
  const otherTitle = useOtherText()(titleOf(room));
  return (
    <Card withBorder padding="md" data-testid="room-card" data-shareid={room.shareid}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Text fw={600} data-testid="room-card-title">
              {title}
            </Text>
            {otherTitle && (
              <Text size="sm" c="gray.7" data-testid="room-card-title-other">
                {otherTitle}
              </Text>
            )}
          </Stack>
          <Group gap={4}>
            {room.hasPasscode && <Badge variant="light">{t('list.locked')}</Badge>}
            {expired && <Badge color="gray">{t('list.expired')}</Badge>}
          </Group>
        </Group>
        <Text size="sm" c="gray.7">
          {t('list.works', { count: room.works.length })} · {t('list.links', { count: room.links.length })}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="default" component={Link} to={`/showcase/${room.path}`} target="_blank">
            {t('list.openRoom')}
          </Button>
          <CopyLinkButton path={room.path} testId="room-card-copy" />
          <Button size="xs" variant="light" onClick={views.toggle} data-testid="room-card-views">
            {t('list.views')}
          </Button>
          {canWrite && (
            <>
              <Button size="xs" onClick={onEdit} data-testid="room-card-edit">
                {t('list.edit')}
              </Button>
              <Button size="xs" color="red" variant="subtle" onClick={onDelete} data-testid="room-card-delete">
                {t('list.delete')}
              </Button>
            </>
          )}
        </Group>
        {room.links.map((link) => (
          <Group key={link.lid} gap="xs" wrap="wrap" data-testid="room-card-link">
            <Text size="sm" w={140} truncate>
              {link.name}
            </Text>
            <CopyLinkButton path={link.path} />
            <Text size="xs" c="gray.7" data-testid="room-card-link-path" style={{ wordBreak: 'break-all' }}>
              /showcase/{link.path}
            </Text>
          </Group>
        ))}
        {viewsOpen && <RoomViews room={room} />}
      </Stack>
    </Card>
  );
}
