import { Badge, Chip, CloseButton, Group, Pagination, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { AUDIT_KINDS, type AuditEventDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryList } from '../api/QueryList';
import { useFormatDateTime } from '../workspace/format-date';
import { auditWordsOf, type AuditLine } from './audit-words';
import { AUDIT_PAGE_SIZE, auditFilterOf, useAuditLogQuery } from './queries';

/**
 * The workspace's audit log for its owners: newest first, a page at a time, by kind and by work
 * (a work's name filters the log to it). The filter lives in the address, so a filtered page can
 * be shared and reloaded. A table on wide screens, one card per entry on a phone.
 */
export function AuditLog({ gid }: { gid: string }) {
  const { t, i18n } = useTranslation('workspace');
  const [params, setParams] = useSearchParams();
  const filter = auditFilterOf(params);
  const log = useAuditLogQuery(gid, filter);
  const line = auditWordsOf(i18n);

  const setFilter = (change: Record<'kind' | 'aid' | 'page', string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(change)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    void setParams(next, { preventScrollReset: true });
  };
  const showWork = (aid: string) => setFilter({ aid, page: null, kind: null });
  const workTitle = log.data?.items.find((event) => event.subject.id === filter.aid)?.subject.label;

  return (
    <Stack gap="md" data-testid="audit-log">
      <Chip.Group
        value={filter.kind ?? 'all'}
        onChange={(value) => setFilter({ kind: value === 'all' ? null : value, page: null, aid: filter.aid ?? null })}
      >
        <Group gap="xs" role="group" aria-label={t('audit.filterLabel')}>
          <Chip value="all" size="sm" wrapperProps={{ 'data-testid': 'audit-kind-all' }}>
            {t('audit.all')}
          </Chip>
          {AUDIT_KINDS.map((kind) => (
            <Chip key={kind} value={kind} size="sm" wrapperProps={{ 'data-testid': `audit-kind-${kind}` }}>
              {t(`audit.kind.${kind}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {filter.aid && (
        <Group gap={4}>
          <Badge variant="light" size="lg" data-testid="audit-work-filter">
            {workTitle ? t('audit.onlyWork', { title: workTitle }) : t('audit.onlyThisWork')}
          </Badge>
          <CloseButton
            size="sm"
            aria-label={t('audit.clearWork')}
            onClick={() => setFilter({ aid: null, page: null, kind: filter.kind ?? null })}
          />
        </Group>
      )}
      <QueryList
        query={log}
        empty={
          <Text size="sm" c="gray.7" data-testid="audit-empty">
            {filter.kind || filter.aid ? t('audit.emptyFiltered') : t('audit.empty')}
          </Text>
        }
      >
        {(answer) => (
          <Stack gap="sm">
            <AuditTable events={answer.items} line={line} onWork={showWork} />
            <AuditCards events={answer.items} line={line} onWork={showWork} />
            {answer.total > AUDIT_PAGE_SIZE && (
              <Group justify="flex-end">
                <Pagination
                  size="sm"
                  total={Math.ceil(answer.total / AUDIT_PAGE_SIZE)}
                  value={filter.page + 1}
                  onChange={(page) =>
                    setFilter({
                      page: page > 1 ? String(page) : null,
                      kind: filter.kind ?? null,
                      aid: filter.aid ?? null,
                    })
                  }
                />
              </Group>
            )}
          </Stack>
        )}
      </QueryList>
      <Text size="xs" c="gray.7">
        {t('audit.retention')}
      </Text>
    </Stack>
  );
}

interface EntriesProps {
  events: AuditEventDto[];
  line: (event: AuditEventDto) => AuditLine;
  onWork: (aid: string) => void;
}

/** The subject of an entry: a work's name filters the log to that work. */
function Subject({ event, words, onWork }: { event: AuditEventDto; words: AuditLine; onWork: (aid: string) => void }) {
  const { t } = useTranslation('workspace');
  const aid = event.subject.type === 'artwork' ? event.subject.id : null;
  if (!aid) return <Text size="sm">{words.subject}</Text>;
  return (
    <UnstyledButton
      onClick={() => onWork(aid)}
      title={t('audit.showWork', { title: words.subject })}
      c="blue.8"
      fz="sm"
      td="underline"
    >
      {words.subject}
    </UnstyledButton>
  );
}

function AuditTable({ events, line, onWork }: EntriesProps) {
  const { t } = useTranslation('workspace');
  const formatDateTime = useFormatDateTime();
  return (
    <Table striped fz="sm" visibleFrom="sm" data-testid="audit-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('audit.at')}</Table.Th>
          <Table.Th>{t('audit.who')}</Table.Th>
          <Table.Th>{t('audit.what')}</Table.Th>
          <Table.Th>{t('audit.change')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {events.map((event) => {
          const words = line(event);
          return (
            <Table.Tr key={event.id} data-testid="audit-entry">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at)}</Table.Td>
              <Table.Td>{words.who}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {words.what}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Text size="xs" c="gray.7">
                    {words.subjectKind}
                  </Text>
                  <Subject event={event} words={words} onWork={onWork} />
                </Group>
              </Table.Td>
              <Table.Td>{words.change ?? ''}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function AuditCards({ events, line, onWork }: EntriesProps) {
  const formatDateTime = useFormatDateTime();
  return (
    <Stack gap="xs" hiddenFrom="sm" data-testid="audit-cards">
      {events.map((event) => {
        const words = line(event);
        return (
          <Paper key={event.id} withBorder p="sm" radius="md">
            <Stack gap={2}>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {words.what}
                </Text>
                <Text size="xs" c="gray.7">
                  {formatDateTime(event.at)}
                </Text>
              </Group>
              <Group gap={4}>
                <Text size="xs" c="gray.7">
                  {words.subjectKind}
                </Text>
                <Subject event={event} words={words} onWork={onWork} />
              </Group>
              {words.change && <Text size="sm">{words.change}</Text>}
              <Text size="xs" c="gray.7">
                {words.who}
              </Text>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
