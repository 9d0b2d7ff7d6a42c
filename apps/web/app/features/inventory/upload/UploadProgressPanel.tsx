import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canSendAgain, overallProgress, type UploadEntry } from './upload-progress';
import type { BulkUpload } from './use-bulk-upload';

const STATUS_COLOR = { queued: 'gray', uploading: 'blue', done: 'green', failed: 'red' } as const;

/** Uploads under way and done: the whole batch's progress, then one bar per file with its outcome. */
export function UploadProgressPanel({ upload }: { upload: BulkUpload }) {
  const { t } = useTranslation('inventory');
  const { entries } = upload;
  if (entries.length === 0) return null;
  const done = entries.filter((entry) => entry.status === 'done').length;
  const failed = entries.filter((entry) => entry.status === 'failed').length;
  const sendable = entries.filter(canSendAgain).length;
  const overall = overallProgress(entries);
  return (
    <Paper withBorder p="md" data-testid="upload-panel" aria-busy={upload.busy}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={700} size="sm" data-testid="upload-summary">
            {upload.busy
              ? t('upload.sending', { done, count: entries.length })
              : t('upload.finished', { done, count: entries.length })}
            {failed > 0 && ` · ${t('upload.failedCount', { count: failed })}`}
          </Text>
          {!upload.busy && (
            <Group gap="xs">
              {sendable > 0 && (
                <Button size="xs" onClick={() => void upload.sendAgain()} data-testid="upload-send-again">
                  {t('upload.sendAgain', { count: sendable })}
                </Button>
              )}
              <Button size="xs" variant="subtle" onClick={upload.clear} data-testid="upload-clear">
                {t('upload.clear')}
              </Button>
            </Group>
          )}
        </Group>
        <Progress
          value={overall}
          size="lg"
          aria-label={t('upload.overall')}
          data-testid="upload-overall"
          data-value={overall}
          color={failed > 0 && !upload.busy ? 'orange' : 'blue'}
          striped={upload.busy}
          animated={upload.busy}
        />
        {upload.leftOut > 0 && (
          <Text size="sm" c="orange.8">
            {t('upload.leftOut', { count: upload.leftOut })}
          </Text>
        )}
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <UploadRow key={entry.id} entry={entry} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function UploadRow({ entry }: { entry: UploadEntry }) {
  const { t } = useTranslation('inventory');
  const percent =
    entry.status === 'done' ? 100 : entry.size > 0 ? Math.min(100, Math.round((entry.loaded / entry.size) * 100)) : 0;
  return (
    <li data-testid="upload-file" data-status={entry.status}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" truncate miw={0}>
          {entry.name}
        </Text>
        <Text size="xs" c={entry.status === 'failed' ? 'red.8' : 'gray.7'} style={{ flexShrink: 0 }}>
          {entry.status === 'failed' && entry.problem
            ? t(`upload.errors.${entry.problem}`)
            : entry.status === 'uploading'
              ? `${percent}%`
              : t(`upload.status.${entry.status}`)}
        </Text>
      </Group>
      <Progress
        value={entry.status === 'failed' ? 100 : percent}
        color={STATUS_COLOR[entry.status]}
        size="sm"
        mt={4}
        aria-label={entry.name}
      />
    </li>
  );
}
