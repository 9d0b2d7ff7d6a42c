import { Accordion, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { RoomAnalytics } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../workspace/format-date';
import { splitDuration } from './duration';

type LinkViews = RoomAnalytics['links'][number];

export interface RoomAnalyticsPanelProps {
  analytics: RoomAnalytics;
  /** The recipient's name of a link (null: the room's own path); undefined for a removed link. */
  linkName: (linkId: string | null) => string | undefined;
  /** A work's title as the gallery knows it. */
  workTitle: (aid: string) => string;
}

function useDuration() {
  const { t } = useTranslation('analytics');
  return (total: number) => {
    const { hours, minutes, seconds } = splitDuration(total);
    if (hours > 0) return t('hours', { hours, minutes });
    if (minutes > 0) return t('minutes', { minutes, seconds });
    return t('seconds', { seconds });
  };
}

/** Who opened a viewing room and what they looked at: the room's totals, then each recipient link. */
export function RoomAnalyticsPanel({ analytics, linkName, workTitle }: RoomAnalyticsPanelProps) {
  const { t } = useTranslation('analytics');
  const duration = useDuration();
  const formatDateTime = useFormatDateTime();
  const when = (iso: string | null) => (iso ? formatDateTime(iso) : t('never'));
  const nameOf = (link: LinkViews) =>
    link.linkId === null ? t('roomLink') : (linkName(link.linkId) ?? t('removedLink'));

  return (
    <Stack gap="md" data-testid="room-analytics">
      <div>
        <Title order={2} size="h3">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label={t('opens')} value={String(analytics.opens)} />
        <Figure label={t('visitors')} value={String(analytics.visitors)} />
        <Figure label={t('time')} value={duration(analytics.seconds)} />
        <Figure label={t('lastOpen')} value={when(analytics.lastOpenAt)} />
      </SimpleGrid>
      {analytics.links.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <Accordion variant="separated" multiple>
          {analytics.links.map((link) => (
            <Accordion.Item
              key={link.linkId ?? ''}
              value={link.linkId ?? ''}
              data-testid="room-analytics-link"
              data-name={nameOf(link)}
              data-opens={link.opens}
            >
              <Accordion.Control>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600}>{nameOf(link)}</Text>
                  <Text size="sm" c="dimmed">
                    {t('opens')} {link.opens} · {t('visitors')} {link.visitors} · {duration(link.seconds)}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  <Text size="sm">
                    {t('firstOpen')}: {when(link.firstOpenAt)} · {t('lastOpen')}: {when(link.lastOpenAt)}
                  </Text>
                  {link.works.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('noWorks')}
                    </Text>
                  ) : (
                    <Table.ScrollContainer minWidth={320}>
                      <Table>
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th>{t('works')}</Table.Th>
                            <Table.Th>{t('time')}</Table.Th>
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {link.works.map((work) => (
                            <Table.Tr key={work.aid} data-testid="room-analytics-work">
                              <Table.Td>{workTitle(work.aid)}</Table.Td>
                              <Table.Td>
                                {duration(work.seconds)} · {t('workOpens', { count: work.opens })}
                              </Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    </Table.ScrollContainer>
                  )}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Stack>
  );
}
