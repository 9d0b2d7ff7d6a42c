import { Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { BULK_UPLOAD_MAX } from '@vernissage/shared';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES } from './upload-progress';

/** Whether a drag carries files from the desktop (not a work being moved on the page). */
function carriesFiles(event: DragEvent) {
  return event.dataTransfer.types.includes('Files');
}

/**
 * The drop area for new works: images dropped here, or chosen with the file picker it opens on
 * click, Enter or Space, are handed to `onFiles`.
 */
export function UploadDropzone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const { t } = useTranslation('inventory');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  // Files dropped beside the zone would make the browser open them and leave the page.
  useEffect(() => {
    const keep = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, []);

  const take = (list: FileList | null) => {
    const files = list ? [...list] : [];
    if (files.length > 0) onFiles(files);
  };

  return (
    <Paper
      withBorder
      p={0}
      data-testid="upload-dropzone"
      data-over={over || undefined}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'var(--mantine-color-blue-6)' : undefined,
        background: over ? 'var(--mantine-color-blue-0)' : undefined,
        opacity: disabled ? 0.6 : 1,
      }}
      onDragOver={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files);
      }}
    >
      <UnstyledButton
        w="100%"
        p="md"
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-describedby="upload-dropzone-hint"
        data-testid="upload-open"
      >
        <Stack gap={2} align="center">
          <Text fw={700} ta="center">
            {t('upload.title')}
          </Text>
          <Text size="sm" c="gray.7" ta="center" id="upload-dropzone-hint">
            {t('upload.hint', { max: BULK_UPLOAD_MAX })}
          </Text>
        </Stack>
      </UnstyledButton>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        hidden
        disabled={disabled}
        data-testid="upload-input"
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </Paper>
  );
}
