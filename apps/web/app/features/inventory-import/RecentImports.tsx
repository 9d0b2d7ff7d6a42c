import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { numberFormat, type ImportSummaryDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import { QueryList } from '../api/QueryList';
import { useFormatDateTime } from '../workspace/format-date';
import { useImportsQuery } from './queries';
import { UndoImportDialog, type UndoTarget } from './UndoImportDialog';

/** The workspace's latest imports: file, rows, images, who and when, and Undo where it still can be. */
export function RecentImports({ gid }: { gid: string }) {
  const { t } = useTranslation('inventory');
  const imports = useImportsQuery(gid);
  const [undoing, setUndoing] = useState<UndoTarget | null>(null);
  return (
    <SectionCard title={t('import.recent.title')} description={t('import.recent.intro')} testId="import-recent">
      <QueryList
        query={imports}
        loading={<Skeleton height={64} />}
        empty={
          <Text size="sm" c="gray.7" data-testid="import-recent-empty">
            {t('import.recent.empty')}
          </Text>
        }
      >
        {(list) => (
          <Stack gap="xs">
            {list.map((entry) => (
              <ImportRow key={entry.id} entry={entry} onUndo={() => setUndoing(entry)} />
            ))}
          </Stack>
        )}
      </QueryList>
      <UndoImportDialog gid={gid} target={undoing} onClose={() => setUndoing(null)} />
    </SectionCard>
  );
}

function ImportRow({ entry, onUndo }: { entry: ImportSummaryDto; onUndo: () => void }) {
  const { t, i18n } = useTranslation('inventory');
  const numbers = numberFormat(i18n.language);
  const formatDateTime = useFormatDateTime();
  return (
    <Paper
      withBorder
      p="sm"
      data-testid="import-recent-row"
      data-id={entry.id}
      data-undone={entry.undoneAt ? 'true' : 'false'}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text fw={600} lineClamp={1} style={{ wordBreak: 'break-all' }}>
              {entry.fileName}
            </Text>
            {entry.undoneAt && (
              <Badge color="gray" variant="light">
                {t('import.recent.undone')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="gray.7">
            {[
              formatDateTime(entry.createdAt),
              entry.createdBy?.name,
              t('import.recent.rows', { n: numbers.format(entry.rowCount) }),
              entry.imageCount > 0 ? t('import.recent.images', { n: numbers.format(entry.imageCount) }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        {entry.canUndo && (
          <Button size="xs" variant="default" color="red" onClick={onUndo} data-testid="import-recent-undo">
            {t('import.recent.undo')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
