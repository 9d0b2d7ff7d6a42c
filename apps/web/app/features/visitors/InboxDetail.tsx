import { Alert, Anchor, Badge, Button, Divider, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { InboxMessageDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { toast } from '../../lib/toast';
import { useErrorMessage } from '../api/use-error-message';
import { useFormatDateTime } from '../workspace/format-date';
import type { InboxAccess } from './inbox-access';
import { useDeleteMutation, useMarkMutation } from './queries';
import { ReplyForm } from './ReplyForm';
import { senderOf, sourceLinkOf } from './source-link';
import { titleOf, useTextIn } from '../i18n-content/text-in';

/** One message or lead: who, where from, what they wrote, the replies, and what to do with it. */
export function InboxDetail({
  gid,
  message,
  access,
  onClose,
}: {
  gid: string;
  message: InboxMessageDto;
  access: InboxAccess;
  /** Closes the detail (after the message is deleted, archived or brought back). */
  onClose: () => void;
}) {
  const { t } = useTranslation('visitors');
  const textIn = useTextIn();
  const formatDateTime = useFormatDateTime();
  const link = sourceLinkOf(message);
  const answers = Object.entries(message.answers);
  return (
    <Stack gap="md" data-testid="inbox-detail" data-vmid={message.vmid}>
      <Group gap="xs">
        <Badge variant="light" color={message.kind === 'lead' ? 'grape' : 'blue'}>
          {t(`inbox.badge.${message.kind}`)}
        </Badge>
        {message.status === 'archived' && <Badge color="gray">{t('inbox.badge.archived')}</Badge>}
        <Text size="sm" c="gray.7">
          {t('inbox.detail.received', { date: formatDateTime(message.createdAt) })}
        </Text>
      </Group>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Fact label={t('inbox.detail.from')} value={senderOf(message) ?? t('inbox.anonymous')} />
          {message.email && (
            <Fact
              label={t('inbox.detail.email')}
              value={<Anchor href={`mailto:${message.email}`}>{message.email}</Anchor>}
            />
          )}
          {message.phone && <Fact label={t('inbox.detail.phone')} value={message.phone} />}
          {message.source && (
            <Fact
              label={t('inbox.detail.source')}
              value={
                <Group gap="xs">
                  <Text size="sm">{t(`inbox.source.${message.source.kind}`)}</Text>
                  {link && (
                    <Anchor component={Link} to={link} size="sm" data-testid="inbox-source-link">
                      {t('inbox.detail.openSource')}
                    </Anchor>
                  )}
                </Group>
              }
            />
          )}
          {message.artwork && (
            <Fact
              label={t('inbox.detail.artwork')}
              value={
                <Anchor component={Link} to={`/artworks/${encodeURIComponent(message.artwork.aid)}`} size="sm">
                  {textIn(titleOf(message.artwork))}
                </Anchor>
              }
            />
          )}
        </Table.Tbody>
      </Table>
      <Paper withBorder p="md" bg="gray.0">
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="inbox-detail-message">
          {message.message || t('inbox.noMessage')}
        </Text>
      </Paper>
      {message.vmids.length > 0 && (
        <Text size="sm" c="gray.7">
          {t('inbox.detail.earlier', { count: message.vmids.length })}
        </Text>
      )}
      {answers.length > 0 && (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('inbox.detail.answers')}
          </Text>
          {answers.map(([question, answer]) => (
            <Text key={question} size="sm">
              <b>{question}</b>: {answer}
            </Text>
          ))}
        </Stack>
      )}
      {message.replies.length > 0 && (
        <Stack gap="xs" data-testid="inbox-replies">
          <Text fw={600} size="sm">
            {t('inbox.detail.replies')}
          </Text>
          {message.replies.map((reply) => (
            <Paper key={`${reply.at}-${reply.uid}`} withBorder p="sm">
              <Text size="xs" c="gray.7">
                {t('inbox.detail.repliedBy', { name: reply.name, date: formatDateTime(reply.at) })}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {reply.message}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      {access.canWrite && (
        <>
          <Divider />
          {message.email ? (
            <ReplyForm key={message.vmid} gid={gid} message={message} />
          ) : (
            <Alert color="gray">{t('inbox.reply.noEmail')}</Alert>
          )}
          <DetailActions gid={gid} message={message} canDelete={access.canDelete} onClosed={onClose} />
        </>
      )}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={120}>{label}</Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
    </Table.Tr>
  );
}

/** Mark read or unread, archive or bring back, and delete for good (with a confirmation). */
function DetailActions({
  gid,
  message,
  canDelete,
  onClosed,
}: {
  gid: string;
  message: InboxMessageDto;
  canDelete: boolean;
  onClosed: () => void;
}) {
  const { t } = useTranslation('visitors');
  const errorMessage = useErrorMessage();
  const mark = useMarkMutation(gid);
  const remove = useDeleteMutation(gid);
  const [confirming, setConfirming] = useState(false);
  const set = (status: InboxMessageDto['status']) =>
    mark.mutate(
      { vmids: [message.vmid], status },
      {
        // An archived message leaves the list it was opened from: the detail closes with it.
        onSuccess: () => (status === 'archived' || message.status === 'archived' ? onClosed() : undefined),
        onError: (error) => toast.error({ message: errorMessage(error) }),
      },
    );
  return (
    <Group gap="xs" wrap="wrap">
      {message.status === 'unread' ? (
        <Button size="xs" variant="default" onClick={() => set('read')} data-testid="inbox-mark-read">
          {t('inbox.actions.markRead')}
        </Button>
      ) : (
        <Button size="xs" variant="default" onClick={() => set('unread')} data-testid="inbox-mark-unread">
          {t('inbox.actions.markUnread')}
        </Button>
      )}
      {message.status === 'archived' ? (
        <Button size="xs" variant="default" onClick={() => set('read')} data-testid="inbox-unarchive">
          {t('inbox.actions.unarchive')}
        </Button>
      ) : (
        <Button size="xs" variant="default" onClick={() => set('archived')} data-testid="inbox-archive">
          {t('inbox.actions.archive')}
        </Button>
      )}
      {canDelete && (
        <Button size="xs" color="red" variant="light" onClick={() => setConfirming(true)} data-testid="inbox-delete">
          {t('inbox.actions.delete')}
        </Button>
      )}
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate([message.vmid], {
            onSuccess: () => {
              setConfirming(false);
              toast.success({ message: t('inbox.actions.deleted') });
              onClosed();
            },
          })
        }
        title={t('inbox.actions.deleteTitle')}
        body={t('inbox.actions.deleteBody')}
        confirmLabel={t('inbox.actions.delete')}
        loading={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        testId="inbox-delete-dialog"
      />
    </Group>
  );
}
