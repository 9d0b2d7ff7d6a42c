import { Avatar, Button, FileButton, Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '../inventory/upload/upload-progress';

/**
 * A picture field (an artist's photo, a gallery's logo): the current picture, or initials of
 * `name`, and a button to choose another, previewed until the form is saved.
 */
export function PicturePicker({
  current,
  name,
  label,
  radius,
  disabled,
  testId,
  onPick,
}: {
  current: string | null | undefined;
  name: string;
  label: string;
  radius: 'md' | 'xl';
  disabled?: boolean;
  testId: string;
  onPick: (file: File) => void;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <Group gap="md">
      <Avatar src={preview ?? current} name={name} color="initials" size={72} radius={radius} />
      <FileButton
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        disabled={disabled}
        onChange={(file) => {
          if (!file) return;
          setPreview(URL.createObjectURL(file));
          onPick(file);
        }}
      >
        {(props) => (
          <Button {...props} variant="default" size="xs" data-testid={testId}>
            {label}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}
