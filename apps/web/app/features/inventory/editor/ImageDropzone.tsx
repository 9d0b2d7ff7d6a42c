import { Button, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IMAGES_PER_ARTWORK_MAX } from '@vernissage/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES } from '../upload/upload-progress';

/**
 * Where new images of the work are dropped, or chosen with the button in it; takes at most the
 * `room` left under IMAGES_PER_ARTWORK_MAX. Images of something else (an exhibition's views) bring
 * their own `hint`: how many they may be, and per what.
 */
export function ImageDropzone({
  room,
  disabled,
  hint,
  onFiles,
}: {
  room: number;
  disabled: boolean;
  hint?: string;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation('inventory');
  const open = useRef<() => void>(null);
  const full = room <= 0;
  return (
    <Dropzone
      onDrop={(files) => onFiles(files.slice(0, Math.max(0, room)))}
      accept={ACCEPTED_IMAGE_TYPES}
      disabled={disabled || full}
      openRef={open}
      activateOnClick={false}
      activateOnKeyboard={false}
      enablePointerEvents
      p="sm"
      data-testid="editor-dropzone"
      inputProps={{ 'aria-label': t('editor.addImages') }}
    >
      <Stack gap={4} align="center">
        <Dropzone.Reject>
          <Text size="sm" c="red.8">
            {t('upload.errors.unsupported')}
          </Text>
        </Dropzone.Reject>
        <Text size="sm" ta="center">
          {t('editor.dropImages')}
        </Text>
        <Button
          variant="default"
          size="xs"
          disabled={disabled || full}
          onClick={() => open.current?.()}
          data-testid="editor-add-images"
        >
          {t('editor.addImages')}
        </Button>
        <Text size="xs" c="gray.7" ta="center">
          {hint ?? t('editor.imagesHint', { max: IMAGES_PER_ARTWORK_MAX })}
        </Text>
      </Stack>
    </Dropzone>
  );
}
