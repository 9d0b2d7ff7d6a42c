import { Alert, Anchor, Button, Code, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { hasStatus } from '../api/api-errors';
import { useErrorMessage } from '../api/use-error-message';
import { useFormatDate } from '../workspace/format-date';
import { linkify } from './linkify';
import { useOutboxQuery } from './queries';

/**
 * The outbox: mail the platform wrote instead of sending (no SMTP server is configured), newest
 * first, with links that open; for platform admins only. With SMTP it says that mail goes out.
 */
export function OutboxList() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  const outbox = useOutboxQuery();

  if (outbox.isPending) return <Skeleton height={160} />;
  if (outbox.isError) {
    if (hasStatus(outbox.error, 404)) {
      return <EmptyState title={t('outbox.smtpTitle')} body={t('outbox.smtpBody')} />;
    }
    if (hasStatus(outbox.error, 403)) {
      return <EmptyState title={t('outbox.adminOnlyTitle')} body={t('outbox.adminOnlyBody')} />;
    }
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{errorMessage(outbox.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void outbox.refetch()}>
            {tc('actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (outbox.data.length === 0) return <EmptyState title={t('outbox.emptyTitle')} body={t('outbox.emptyBody')} />;
  return (
    <Stack gap="md" data-testid="outbox-list">
      <Group justify="flex-end">
        <Button size="xs" variant="default" onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
          {t('outbox.refresh')}
        </Button>
      </Group>
      {outbox.data.map((mail) => (
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
