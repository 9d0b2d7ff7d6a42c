import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IMPORT_FILE_MAX_BYTES, IMPORT_ROWS_MAX, numberFormat } from '@vernissage/shared';
import { useRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { folderImages, formatBytes, totalSize, type FolderImages } from './image-bundle';
import { ImportErrorAlert } from './ImportErrorAlert';
import type { ImportFlow } from './use-import-flow';

/** What the spreadsheet dropzone takes: CSV (whatever type the system gives it) and .xlsx. */
const SHEET_TYPES = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

/**
 * Step one: the spreadsheet (dropped or chosen) and, optionally, its images — a folder dropped
 * or chosen (its images are zipped in the browser when the import starts) or a .zip as it is.
 */
export function ChooseFilesStep({ flow }: { flow: ImportFlow }) {
  const { t, i18n } = useTranslation('inventory');
  const openSheet = useRef<() => void>(null);
  const numbers = numberFormat(i18n.language);
  return (
    <Stack gap="lg" data-testid="import-step-files">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('import.files.sheetTitle')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('import.files.sheetHint', {
            mb: numbers.format(IMPORT_FILE_MAX_BYTES / (1024 * 1024)),
            rows: numbers.format(IMPORT_ROWS_MAX),
          })}
        </Text>
        <Dropzone
          onDrop={(files) => flow.chooseFile(files[0] ?? null)}
          onReject={() => flow.chooseFile(null)}
          accept={SHEET_TYPES}
          multiple={false}
          openRef={openSheet}
          activateOnClick={false}
          activateOnKeyboard={false}
          enablePointerEvents
          data-testid="import-sheet-dropzone"
          inputProps={{ 'data-testid': 'import-sheet-input' } as InputHTMLAttributes<HTMLInputElement>}
        >
          <Stack gap={4} align="center">
            <Text fw={700} ta="center">
              {t('import.files.sheetDrop')}
            </Text>
            <Button variant="default" size="xs" onClick={() => openSheet.current?.()}>
              {t('import.files.chooseSheet')}
            </Button>
            {flow.file && (
              <Text size="sm" fw={500} data-testid="import-sheet-chosen">
                {t('import.files.sheetChosen', {
                  name: flow.file.name,
                  size: formatBytes(flow.file.size, i18n.language),
                })}
              </Text>
            )}
            <Dropzone.Reject>
              <Text size="sm" c="red.8">
                {t('import.files.sheetUnsupported')}
              </Text>
            </Dropzone.Reject>
          </Stack>
        </Dropzone>
      </Stack>
      <ImagesChoice flow={flow} />
      <ImportErrorAlert error={flow.checkError} testId="import-files-error" />
      <Group justify="flex-end">
        <Button
          onClick={() => void flow.toColumns()}
          disabled={!flow.file}
          loading={flow.checking}
          data-testid="import-to-columns"
        >
          {t('import.files.next')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The images: a dropped folder or .zip, or one chosen with the buttons, and what it holds. */
function ImagesChoice({ flow }: { flow: ImportFlow }) {
  const { t } = useTranslation('inventory');
  const folderInput = useRef<HTMLInputElement>(null);
  const zipInput = useRef<HTMLInputElement>(null);
  const takeFiles = (files: File[]) => {
    const only = files.length === 1 ? files[0] : undefined;
    if (only && /\.zip$/i.test(only.name)) {
      flow.chooseImages({ kind: 'zip', file: only });
      return;
    }
    flow.chooseImages({ kind: 'folder', ...folderImages(files) });
  };
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('import.files.imagesTitle')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('import.files.imagesHint')}
      </Text>
      {/* A folder dropped here arrives as its files, sub-folders included (react-dropzone reads them). */}
      <Dropzone
        onDrop={takeFiles}
        activateOnClick={false}
        activateOnKeyboard={false}
        enablePointerEvents
        data-testid="import-images-dropzone"
      >
        <Stack gap={4} align="center">
          <Text fw={700} ta="center">
            {t('import.files.imagesDrop')}
          </Text>
          <Group gap="xs" justify="center">
            <Button variant="default" size="xs" onClick={() => folderInput.current?.click()}>
              {t('import.files.chooseFolder')}
            </Button>
            <Button variant="default" size="xs" onClick={() => zipInput.current?.click()}>
              {t('import.files.chooseZip')}
            </Button>
          </Group>
        </Stack>
      </Dropzone>
      <input
        ref={(input) => {
          folderInput.current = input;
          // Not in React's attribute list: a folder picker in every current browser.
          input?.setAttribute('webkitdirectory', '');
        }}
        type="file"
        multiple
        hidden
        onChange={(event) => {
          takeFiles([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = '';
        }}
        data-testid="import-folder-input"
      />
      <input
        ref={zipInput}
        type="file"
        accept=".zip,application/zip"
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) flow.chooseImages({ kind: 'zip', file });
          event.currentTarget.value = '';
        }}
        data-testid="import-zip-input"
      />
      {flow.images && <ChosenImages flow={flow} />}
    </Stack>
  );
}

/** The chosen images in a line: a folder's count and size (and what it leaves out), or the .zip. */
function ChosenImages({ flow }: { flow: ImportFlow }) {
  const { t, i18n } = useTranslation('inventory');
  const images = flow.images;
  if (!images) return null;
  const remove = (
    <Button
      variant="subtle"
      size="compact-xs"
      onClick={() => flow.chooseImages(null)}
      data-testid="import-images-remove"
    >
      {t('import.files.remove')}
    </Button>
  );
  if (images.kind === 'zip') {
    return (
      <Paper withBorder p="sm" data-testid="import-images-chosen" data-kind="zip">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500}>
            {t('import.files.zipSummary', {
              name: images.file.name,
              size: formatBytes(images.file.size, i18n.language),
            })}
          </Text>
          {remove}
        </Group>
      </Paper>
    );
  }
  const found = images;
  if (found.files.length === 0) {
    return (
      <Alert color="yellow" data-testid="import-images-chosen" data-kind="folder" data-count={0}>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('import.files.folderEmpty')}</Text>
          {remove}
        </Group>
      </Alert>
    );
  }
  return (
    <Paper withBorder p="sm" data-testid="import-images-chosen" data-kind="folder" data-count={found.files.length}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            <FolderLine found={found} />
          </Text>
          <Text size="xs" c="gray.7">
            {t('import.files.folderZipped')}
          </Text>
          {found.skipped > 0 && (
            <Text size="xs" c="gray.7">
              {t('import.files.folderSkipped', { n: found.skipped })}
            </Text>
          )}
          {found.repeated > 0 && (
            <Text size="xs" c="orange.9">
              {t('import.files.folderRepeated', { n: found.repeated })}
            </Text>
          )}
        </Stack>
        {remove}
      </Group>
    </Paper>
  );
}

function FolderLine({ found }: { found: FolderImages }) {
  const { t, i18n } = useTranslation('inventory');
  const size = formatBytes(totalSize(found.files), i18n.language);
  const n = numberFormat(i18n.language).format(found.files.length);
  return found.name
    ? t('import.files.folderSummary', { name: found.name, n, size })
    : t('import.files.folderSummaryUnnamed', { n, size });
}
