import { Alert, Button, Drawer, Group, Pagination, Select, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { InboxKind, InboxMessageDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { usePublicEnv } from '../../lib/public-env';
import { ListSkeleton, QueryList } from '../api/QueryList';
import type { InboxAccess } from './inbox-access';
import { InboxDetail } from './InboxDetail';
import { InboxRow } from './InboxRow';
import { inboxExportUrl, useInboxQuery, useMarkMutation, type InboxFilter } from './queries';
import { PlainSegmentedControl } from '../../components/mantine-look';

/** Messages on one page of the inbox. */
export const INBOX_PAGE_SIZE = 20;

/** The inbox's first view, as the loader reads it: everything not archived, newest first. */
export const FIRST_INBOX_VIEW: InboxFilter = { page: 0, size: INBOX_PAGE_SIZE };

const VIEWS = ['all', 'unread', 'archived'] as const;
type View = (typeof VIEWS)[number];

/**
 * The inbox: visitors' messages and leads, by view (inbox, unread, archived) and kind, newest
 * first and paged; a message opens beside the list (full screen on a phone) with its source,
 * replies, reply form and actions. Opening an unread message marks it read.
 */
export function InboxPage({ gid, access }: { gid: string; access: InboxAccess }) {
  const { t } = useTranslation('visitors');
  const { apiBaseUrl } = usePublicEnv();
  const phone = useMediaQuery('(max-width: 48em)');
  const [view, setView] = useState<View>('all');
  const [kind, setKind] = useState<InboxKind | undefined>(undefined);
  const [page, setPage] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const filter: InboxFilter = {
    page,
    size: INBOX_PAGE_SIZE,
    ...(view !== 'all' && { status: view }),
    ...(kind && { kind }),
  };
  const messages = useInboxQuery(gid, filter);
  const mark = useMarkMutation(gid);
  // The open message as the list last answered it (a reply or a mark refreshes the list).
  const [opened, setOpened] = useState<InboxMessageDto | null>(null);
  const current = messages.data?.items.find((item) => item.vmid === openId) ?? opened;

  const open = (message: InboxMessageDto) => {
    setOpenId(message.vmid);
    setOpened(message);
    if (message.status === 'unread' && access.canWrite) mark.mutate({ vmids: [message.vmid], status: 'read' });
  };
  const close = () => {
    setOpenId(null);
    setOpened(null);
  };
  const filtered = view !== 'all' || kind !== undefined;

  return (
    <Stack gap="md" data-testid="inbox">
      {!access.canWrite && <Alert color="yellow">{t('inbox.readOnly')}</Alert>}
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: 1 }}>
          <PlainSegmentedControl
            aria-label={t('inbox.tabs.label')}
            value={view}
            onChange={(value) => {
              setView(value);
              setPage(0);
            }}
            data={VIEWS.map((value) => ({ value, label: t(`inbox.tabs.${value}`) }))}
            fullWidth={phone}
            style={{ width: phone ? '100%' : undefined }}
            data-testid="inbox-view"
          />
          <Select
            w={{ base: '100%', xs: 200 }}
            aria-label={t('inbox.kind.label')}
            value={kind ?? 'all'}
            allowDeselect={false}
            onChange={(value) => {
              setKind(value === 'message' || value === 'lead' ? value : undefined);
              setPage(0);
            }}
            data={(['all', 'message', 'lead'] as const).map((value) => ({ value, label: t(`inbox.kind.${value}`) }))}
            data-testid="inbox-kind"
          />
        </Group>
        <Button
          component="a"
          href={inboxExportUrl(apiBaseUrl, gid, filter)}
          download
          variant="default"
          data-testid="inbox-export"
        >
          {t('inbox.export')}
        </Button>
      </Group>
      <QueryList
        query={messages}
        loading={<ListSkeleton height={84} count={3} />}
        empty={
          <EmptyState
            title={filtered ? t('inbox.emptyFilteredTitle') : t('inbox.emptyTitle')}
            body={filtered ? t('inbox.emptyFilteredBody') : t('inbox.emptyBody')}
            testId="inbox-empty"
          />
        }
        testId="inbox-list"
      >
        {({ items, total }) => (
          <Stack gap="xs">
            {items.map((message) => (
              <InboxRow key={message.vmid} message={message} onOpen={() => open(message)} />
            ))}
            {total > INBOX_PAGE_SIZE && (
              <Pagination
                total={Math.ceil(total / INBOX_PAGE_SIZE)}
                value={page + 1}
                onChange={(next) => setPage(next - 1)}
              />
            )}
          </Stack>
        )}
      </QueryList>
      <Drawer
        opened={current !== null}
        onClose={close}
        position="right"
        size={phone ? '100%' : 'lg'}
        title={t('inbox.detail.title')}
        closeButtonProps={{ 'aria-label': t('inbox.detail.close') }}
      >
        {current && <InboxDetail gid={gid} message={current} access={access} onClose={close} />}
      </Drawer>
    </Stack>
  );
}
