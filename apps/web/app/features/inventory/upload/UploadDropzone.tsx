import { Button, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { BULK_UPLOAD_MAX } from '@vernissage/shared';
import { type InputHTMLAttributes, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES } from './upload-progress';

/**
 * The drop area for new works: images dropped here, or chosen with the file picker its button
 * opens, are handed to `onFiles`. The area itself is not a button (a button may not hold the
 * file input nor another button), as in the work editor's ImageDropzone. Files of other types go along too, so that the
 * upload lists each of them with its reason (the server has the last word on what an image is).
 */
export function UploadDropzone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const { t } = useTranslation('inventory');
  const open = useRef<() => void>(null);
  return (
    <Dropzone
      onDrop={() => undefined}
      onDropAny={(accepted, rejected) => {
        const files = [...accepted, ...rejected.map((rejection) => rejection.file)];
        if (files.length > 0) onFiles(files);
      }}
      accept={ACCEPTED_IMAGE_TYPES}
      disabled={disabled}
      openRef={open}
      activateOnClick={false}
      activateOnKeyboard={false}
      enablePointerEvents
      data-testid="upload-dropzone"
      inputProps={{ 'data-testid': 'upload-input' } as InputHTMLAttributes<HTMLInputElement>}
    >
      <Stack gap={2} align="center">
        <Text fw={700} ta="center">
          {t('upload.title')}
        </Text>
        <Button variant="default" size="xs" my={4} disabled={disabled} onClick={() => open.current?.()}>
          {t('upload.choose')}
        </Button>
        <Text size="sm" c="gray.7" ta="center">
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
