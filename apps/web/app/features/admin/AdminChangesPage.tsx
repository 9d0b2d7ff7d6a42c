import { Anchor, Select, Stack, Table, Text } from '@mantine/core';
import { CONTENT_SUBJECTS, type ContentChangeDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { withParams } from '../../lib/list-params';
import { useTextIn } from '../i18n-content/text-in';
import { useFormatDateTime } from '../workspace/format-date';
import { AdminPagedList, AdminTable } from './AdminPagedList';
import { changesViewOf } from './admin-params';
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
      <AdminPagedList
        query={changes}
        page={view.page}
        testId="admin-changes"
        empty={
          <EmptyState title={t('changes.emptyTitle')} body={t('changes.emptyBody')} testId="admin-changes-empty" />
        }
      >
        {(page) => <ChangesTable changes={page.items} />}
      </AdminPagedList>
    </Stack>
  );
}

function ChangesTable({ changes }: { changes: ContentChangeDto[] }) {
  const { t } = useTranslation('admin');
  const formatDateTime = useFormatDateTime();
  const textIn = useTextIn();
  return (
    <AdminTable
      columns={[
        t('changes.columns.at'),
        t('changes.columns.who'),
        t('changes.columns.subject'),
        t('changes.columns.action'),
      ]}
    >
      {changes.map((change) => {
        const path = subjectPath(change);
        // Its name in the reader's language; the id only where the log has no name for it.
        const label = textIn({ ko: change.subjectLabel, en: change.subjectLabelEn });
        const font = label ? undefined : 'monospace';
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
              <Text size="xs" c="gray.7">
                {t(`changes.subjects.${change.subject}`)}
              </Text>
              {path ? (
                <Anchor component={Link} to={path} size="sm" ff={font} data-testid="admin-change-subject">
                  {label || change.subjectId}
                </Anchor>
              ) : (
                <Text size="sm" ff={font} data-testid="admin-change-subject">
                  {label || change.subjectId}
                </Text>
              )}
            </Table.Td>
            <Table.Td data-testid="admin-change-action">{t(`changes.actions.${change.action}`)}</Table.Td>
          </Table.Tr>
        );
      })}
    </AdminTable>
  );
}
