import { Anchor, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import { CONTENT_SUBJECTS, type ContentChangeDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { withParams } from '../../lib/list-params';
import { QueryList } from '../api/QueryList';
import { useFormatDateTime } from '../workspace/format-date';
import { ADMIN_PAGE_SIZE, changesViewOf } from './admin-params';
import { subjectPath } from './admin-sections';
import { useAdminChangesQuery } from './queries';

const ALL = 'all';

/** /admin/changes: who changed what and when, the newest first, by subject. */
export function AdminChangesPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const view = changesViewOf(params);
  const changes = useAdminChangesQuery(view);
  return (
    <Stack gap="md">
      <Select
        label={t('changes.subject')}
        maw={280}
        allowDeselect={false}
        value={view.subject ?? ALL}
        data={[
          { value: ALL, label: t('changes.all') },
          ...CONTENT_SUBJECTS.map((subject) => ({ value: subject, label: t(`changes.subjects.${subject}`) })),
        ]}
        onChange={(value) =>
          setParams(withParams(params, { subject: value && value !== ALL ? value : null, page: null }))
        }
        data-testid="admin-changes-subject"
      />
      <QueryList
        query={changes}
        testId="admin-changes"
        empty={
          <EmptyState title={t('changes.emptyTitle')} body={t('changes.emptyBody')} testId="admin-changes-empty" />
        }
      >
        {(page) => (
          <Stack gap="sm">
            <ChangesTable changes={page.items} />
            {page.total > ADMIN_PAGE_SIZE && (
              <Pagination
                aria-label={t('pagination')}
                total={Math.ceil(page.total / ADMIN_PAGE_SIZE)}
                value={view.page + 1}
                onChange={(value) => setParams(withParams(params, { page: value > 1 ? String(value - 1) : null }))}
              />
            )}
          </Stack>
        )}
      </QueryList>
    </Stack>
  );
}

function ChangesTable({ changes }: { changes: ContentChangeDto[] }) {
  const { t } = useTranslation('admin');
  const formatDateTime = useFormatDateTime();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('changes.columns.at')}</Table.Th>
            <Table.Th>{t('changes.columns.who')}</Table.Th>
            <Table.Th>{t('changes.columns.subject')}</Table.Th>
            <Table.Th>{t('changes.columns.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => {
            const path = subjectPath(change);
            return (
              <Table.Tr key={change.id} data-testid="admin-change-row">
                <Table.Td>{formatDateTime(change.at)}</Table.Td>
                <Table.Td>
                  {change.actor ? (
                    <>
                      <Text size="sm" fw={700}>
                        {change.actor.name}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {change.actor.email}
                      </Text>
                    </>
                  ) : (
                    <Text size="sm" c="gray.7">
                      {t('changes.deletedActor')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t(`changes.subjects.${change.subject}`)}</Text>
                  {path ? (
                    <Anchor component={Link} to={path} size="xs" ff="monospace">
                      {change.subjectId}
                    </Anchor>
                  ) : (
                    <Text size="xs" c="gray.7" ff="monospace">
                      {change.subjectId}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td data-testid="admin-change-action">{t(`changes.actions.${change.action}`)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
