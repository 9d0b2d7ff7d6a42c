import { Anchor, Button, Code, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { outboxRoute, RouteOutput } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { hasStatus } from '../api/api-errors';
import { QueryList } from '../api/QueryList';
import { useFormatDate } from '../workspace/format-date';
import { linkify } from './linkify';
import { useOutboxQuery } from './queries';

/**
 * The outbox: mail the platform wrote instead of sending (no SMTP server is configured), newest
 * first, with links that open; for platform admins only. With SMTP it says that mail goes out.
 */
export function OutboxList() {
  const { t } = useTranslation('account');
  const outbox = useOutboxQuery();

  // Without an outbox (SMTP is configured) or for anyone but a platform admin, the answer says why.
  const explained = (error: Error) => {
    if (hasStatus(error, 404)) return <EmptyState title={t('outbox.smtpTitle')} body={t('outbox.smtpBody')} />;
    if (hasStatus(error, 403)) {
      return <EmptyState title={t('outbox.adminOnlyTitle')} body={t('outbox.adminOnlyBody')} />;
    }
    return null;
  };
  return (
    <QueryList
      query={outbox}
      loading={<Skeleton height={160} />}
      error={explained}
      empty={<EmptyState title={t('outbox.emptyTitle')} body={t('outbox.emptyBody')} />}
    >
      {(mails) => <Mails mails={mails} refreshing={outbox.isFetching} onRefresh={() => void outbox.refetch()} />}
    </QueryList>
  );
}

function Mails({
  mails,
  refreshing,
  onRefresh,
}: {
  mails: RouteOutput<typeof outboxRoute>;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('account');
  const formatDate = useFormatDate();
  return (
    <Stack gap="md" data-testid="outbox-list">
      <Group justify="flex-end">
        <Button size="xs" variant="default" onClick={onRefresh} loading={refreshing}>
          {t('outbox.refresh')}
        </Button>
      </Group>
      {mails.map((mail) => (
        <Paper key={mail.id} withBorder p={{ base: 'sm', sm: 'md' }} data-testid="outbox-mail">
          <Stack gap="xs">
            <Text fw={700}>{mail.subject}</Text>
            <Text size="sm" c="gray.7">
              {t('outbox.meta', { to: mail.to, date: formatDate(mail.sentAt) })}
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {linkify(mail.text).map((part, index) =>
                part.kind === 'link' ? (
                  <Anchor key={index} href={part.href} data-testid="outbox-link">
                    {part.href}
                  </Anchor>
                ) : (
                  part.text
                ),
              )}
            </Code>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
