import '@mantine/dropzone/styles.css';
import { Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { BULK_UPLOAD_MAX } from '@vernissage/shared';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES } from './upload-progress';

/**
 * The drop area for new works: images dropped here, or chosen with the file picker it opens on
 * click, Enter or Space, are handed to `onFiles`. Files of other types go along too, so that the
 * upload lists each of them with its reason (the server has the last word on what an image is).
 */
export function UploadDropzone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const { t } = useTranslation('inventory');
  return (
    <Dropzone
      onDrop={() => undefined}
      onDropAny={(accepted, rejected) => {
        const files = [...accepted, ...rejected.map((rejection) => rejection.file)];
        if (files.length > 0) onFiles(files);
      }}
      accept={ACCEPTED_IMAGE_TYPES}
      disabled={disabled}
      role="button"
      aria-label={t('upload.title')}
      aria-describedby="upload-dropzone-hint"
      data-testid="upload-dropzone"
      inputProps={{ 'data-testid': 'upload-input' } as InputHTMLAttributes<HTMLInputElement>}
    >
      <Stack gap={2} align="center">
        <Text fw={700} ta="center">
          {t('upload.title')}
        </Text>
        <Text size="sm" c="gray.7" ta="center" id="upload-dropzone-hint">
          {t('upload.hint', { max: BULK_UPLOAD_MAX })}
        </Text>
        <Dropzone.Reject>
          <Text size="sm" c="red.8" ta="center">
            {t('upload.someUnsupported')}
          </Text>
        </Dropzone.Reject>
      </Stack>
    </Dropzone>
  );
}
