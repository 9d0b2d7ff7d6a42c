import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TodayDto, TodayShareDto } from '@vernissage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoney } from '../artwork/money';
import { useTextIn } from '../i18n-content/text-in';
import { OwnerActions } from '../shares/OwnerActions';
import { recipientLabel } from '../shares/share-actions';
import { useNow } from '../../lib/use-now';
import { useFormatDateTime } from '../workspace/format-date';
import type { HomeKind } from './home-kind';
import { TimeLeftText } from './TimeLeftText';
import { TodayShareRow } from './TodayShareRow';

/**
 * What the workspace has to do today, most pressing first: purchases to confirm, holds running
 * out (with extend and release), unread messages, viewing-room opens. Buttons only where the
 * person may act on the work; otherwise she is told why not. Nothing waiting: what comes here.
 */
export function TodoCard({ today, kind }: { today: TodayDto; kind: HomeKind }) {
  const { t } = useTranslation('home');
  const now = useNow();
  const formatMoney = useFormatMoney();
  const priceOf = (share: TodayShareDto['share']) =>
    share.shareprice === null ? null : formatMoney(share.shareprice, share.currency);
  const messages = today.messages?.unread ? today.messages : null;
  const empty = today.purchases.length === 0 && today.holds.length === 0 && !messages && today.roomOpens.length === 0;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="home-todo">
      <Title order={2} size="h4" mb="sm">
        {t('todo.title')}
      </Title>
      {empty ? (
        <Stack gap="xs" align="flex-start" data-testid="home-todo-empty">
          <Text fw={700}>{t('todo.emptyTitle')}</Text>
          <Text size="sm" c="gray.7">
            {t(`todo.empty.${kind}`)}
          </Text>
          <Anchor component={Link} to="/tutorial" size="sm" data-testid="home-tutorial-link">
            {t('todo.emptyLink')}
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="lg">
          {today.purchases.length > 0 && (
            <TodoSection
              title={t('todo.purchases')}
              count={today.purchases.length}
              more={{ to: '/shares?state=3', label: t('todo.allPurchases') }}
              testId="home-purchases"
            >
              {today.purchases.map(({ share, canAct }) => (
                <TodayShareRow
                  key={share.sid}
                  share={share}
                  to={`/artworks/${share.aid}`}
                  testId="home-purchase"
                  details={
                    <Text size="sm" c="gray.7">
                      {[t('todo.buyer', { name: recipientLabel(share.recipient) }), priceOf(share)]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  }
                  actions={<Actions share={share} canAct={canAct} only={['confirm', 'releasePurchase']} />}
                />
              ))}
            </TodoSection>
          )}
          {today.holds.length > 0 && (
            <TodoSection
              title={t('todo.holds')}
              count={today.holds.length}
              more={{ to: '/shares?state=2', label: t('todo.allHolds') }}
              testId="home-holds"
            >
              {today.holds.map(({ share, canAct }) => (
                <TodayShareRow
                  key={share.sid}
                  share={share}
                  to={`/artworks/${share.aid}`}
                  testId="home-hold"
                  details={
                    <>
                      <Text size="sm" c="gray.7">
                        {[t('todo.holder', { name: recipientLabel(share.recipient) }), priceOf(share)]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                      {share.holdExpiresAt && <TimeLeftText end={share.holdExpiresAt} now={now} />}
                    </>
                  }
                  actions={<Actions share={share} canAct={canAct} only={['extendHold', 'releaseHold']} />}
                />
              ))}
            </TodoSection>
          )}
          {messages && <MessagesSection messages={messages} />}
          {today.roomOpens.length > 0 && <RoomOpensSection opens={today.roomOpens} />}
        </Stack>
      )}
    </Paper>
  );
}

function Actions({
  share,
  canAct,
  only,
}: {
  share: TodayShareDto['share'];
  canAct: boolean;
  only: Parameters<typeof OwnerActions>[0]['only'];
}) {
  const { t } = useTranslation('home');
  if (canAct) return <OwnerActions share={share} only={only} />;
  return (
    <Text size="xs" c="gray.7" maw={220} data-testid="home-read-only">
      {t('todo.readOnly')}
    </Text>
  );
}

function TodoSection({
  title,
  count,
  more,
  testId,
  children,
}: {
  title: string;
  count: number;
  more: { to: string; label: string };
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={4} data-testid={testId}>
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Badge variant="light" data-testid="home-section-count">
            {count}
          </Badge>
        </Group>
        <Anchor component={Link} to={more.to} size="sm">
          {more.label}
        </Anchor>
      </Group>
      {children}
    </Stack>
  );
}

function MessagesSection({ messages }: { messages: NonNullable<TodayDto['messages']> }) {
  const { t } = useTranslation('home');
  const formatDateTime = useFormatDateTime();
  return (
    <TodoSection
      title={t('todo.messages')}
      count={messages.unread}
      more={{ to: '/inbox', label: t('todo.inbox') }}
      testId="home-messages"
    >
      {messages.latest.map((message) => (
        <Stack
          key={message.vmid}
          gap={0}
          py={6}
          data-testid="home-message"
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Group gap="xs" justify="space-between">
            <Text size="sm" fw={700}>
              {message.name}
            </Text>
            <Text size="xs" c="gray.7" component="time" dateTime={message.createdAt} data-testid="home-message-time">
              {formatDateTime(message.createdAt)}
            </Text>
          </Group>
          <Text size="sm" c="gray.8" lineClamp={2}>
            {message.preview}
          </Text>
        </Stack>
      ))}
    </TodoSection>
  );
}

function RoomOpensSection({ opens }: { opens: TodayDto['roomOpens'] }) {
  const { t } = useTranslation('home');
  const formatDateTime = useFormatDateTime();
  const textIn = useTextIn();
  return (
    <TodoSection
      title={t('todo.rooms')}
      count={opens.length}
      more={{ to: '/privateshare', label: t('todo.privateshare') }}
      testId="home-room-opens"
    >
      {opens.map((open) => {
        const room = textIn({ ko: open.roomTitle, en: open.roomTitleEn });
        return (
          <Group
            key={`${open.shareid}-${open.openedAt}`}
            justify="space-between"
            gap="xs"
            py={6}
            data-testid="home-room-open"
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Text size="sm">
              {open.visitor
                ? t('todo.roomOpened', { visitor: open.visitor, room })
                : t('todo.roomOpenedAnonymous', { room })}
            </Text>
            <Text size="xs" c="gray.7">
              {formatDateTime(open.openedAt)}
            </Text>
          </Group>
        );
      })}
    </TodoSection>
  );
}
