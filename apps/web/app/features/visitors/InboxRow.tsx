import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { InboxMessageDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../workspace/format-date';
import { senderOf } from './source-link';
import { titleOf, useTextIn } from '../i18n-content/text-in';

/** One message or lead in the list: who, what kind, where from, the start of it; opens its detail. */
export function InboxRow({ message, onOpen }: { message: InboxMessageDto; onOpen: () => void }) {
  const { t } = useTranslation('visitors');
  const textIn = useTextIn();
  const formatDateTime = useFormatDateTime();
  const unread = message.status === 'unread';
  return (
    <Paper
      withBorder
      p="sm"
      bg={unread ? 'blue.0' : undefined}
      data-testid="inbox-row"
      data-vmid={message.vmid}
      data-status={message.status}
    >
      <UnstyledButton onClick={onOpen} w="100%" aria-label={senderOf(message) ?? t('inbox.anonymous')}>
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <Text fw={unread ? 700 : 500} truncate>
                {senderOf(message) ?? t('inbox.anonymous')}
              </Text>
              <Badge size="sm" variant="light" color={message.kind === 'lead' ? 'grape' : 'blue'}>
                {t(`inbox.badge.${message.kind}`)}
              </Badge>
              {unread && (
                <Badge size="sm" color="blue">
                  {t('inbox.badge.unread')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="gray.7">
              {formatDateTime(message.createdAt)}
            </Text>
          </Group>
          <Text size="sm" c="gray.8" lineClamp={2}>
            {message.message || t('inbox.noMessage')}
          </Text>
          {(message.source || message.artwork) && (
            <Text size="xs" c="gray.7" truncate>
              {[
                message.source && t(`inbox.source.${message.source.kind}`),
                message.artwork && textIn(titleOf(message.artwork)),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          )}
        </Stack>
      </UnstyledButton>
    </Paper>
  );
}
