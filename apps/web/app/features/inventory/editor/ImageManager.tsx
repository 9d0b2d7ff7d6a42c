import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IMAGES_PER_ARTWORK_MAX, type ImageDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { ArtworkImage } from '../../artwork/ArtworkImage';
import { moveEntry } from '../reorder';
import { ACCEPTED_IMAGE_TYPES } from '../upload/upload-progress';

/** An image chosen in the editor and not uploaded yet, with its preview address. */
export interface NewImage {
  key: string;
  file: File;
  url: string;
}

/** The images of a work while it is edited: the kept ones in order with the primary, and new files. */
export interface ImagesState {
  kept: ImageDto[];
  primaryId: string | null;
  added: NewImage[];
}

/**
 * The editor's images: reorder the kept ones (left and right), make one primary, remove one;
 * add new files, which are appended after the kept ones when saved.
 */
export function ImageManager({
  state,
  onChange,
  onAdd,
  onRemoveAdded,
  disabled,
}: {
  state: ImagesState;
  onChange: (state: ImagesState) => void;
  onAdd: (files: File[]) => void;
  onRemoveAdded: (key: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('inventory');
  const room = IMAGES_PER_ARTWORK_MAX - state.kept.length - state.added.length;
  const move = (index: number, delta: number) =>
    onChange({ ...state, kept: moveEntry(state.kept, index, index + delta) });
  const remove = (id: string) => {
    const kept = state.kept.filter((image) => image.id !== id);
    onChange({ ...state, kept, primaryId: state.primaryId === id ? (kept[0]?.id ?? null) : state.primaryId });
  };
  return (
    <Stack gap="sm" data-testid="image-manager">
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm">
        {state.kept.map((image, index) => (
          <Card
            key={image.id}
            withBorder
            padding={6}
            data-testid="editor-image"
            data-primary={image.id === state.primaryId}
          >
            <Card.Section pos="relative">
              <ArtworkImage image={image} alt={t('editor.imageAlt', { number: index + 1 })} size="thumbnail" />
              {image.id === state.primaryId && (
                <Badge pos="absolute" top={6} left={6} size="xs">
                  {t('editor.primary')}
                </Badge>
              )}
            </Card.Section>
            <Group gap={2} justify="center" mt={6} wrap="nowrap">
              <ImageButton
                label={t('editor.moveLeft')}
                symbol="←"
                disabled={disabled || index === 0}
                onClick={() => move(index, -1)}
              />
              <ImageButton
                label={t('editor.moveRight')}
                symbol="→"
                disabled={disabled || index === state.kept.length - 1}
                onClick={() => move(index, 1)}
              />
              <ImageButton
                label={t('editor.makePrimary')}
                symbol="★"
                disabled={disabled || image.id === state.primaryId}
                onClick={() => onChange({ ...state, primaryId: image.id })}
                testId="editor-image-primary"
              />
              <ImageButton
                label={t('editor.removeImage')}
                symbol="×"
                color="red"
                disabled={disabled}
                onClick={() => remove(image.id)}
                testId="editor-image-remove"
              />
            </Group>
          </Card>
        ))}
        {state.added.map((added) => (
          <Card key={added.key} withBorder padding={6} data-testid="editor-new-image">
            <Card.Section>
              <Image src={added.url} alt={added.file.name} h={120} fit="cover" />
            </Card.Section>
            <Group gap={4} justify="space-between" mt={6} wrap="nowrap">
              <Text size="xs" truncate>
                {added.file.name}
              </Text>
              <ImageButton
                label={t('editor.removeImage')}
                symbol="×"
                color="red"
                disabled={disabled}
                onClick={() => onRemoveAdded(added.key)}
              />
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      {state.kept.length + state.added.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('editor.noImages')}
        </Text>
      )}
      <Box>
        <FileButton
          onChange={(files) => onAdd(files.slice(0, Math.max(0, room)))}
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          multiple
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              disabled={disabled || room <= 0}
              data-testid="editor-add-images"
            >
              {t('editor.addImages')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="gray.7" mt={4}>
          {t('editor.imagesHint', { max: IMAGES_PER_ARTWORK_MAX })}
        </Text>
      </Box>
    </Stack>
  );
}

/** A small labelled icon button under an image (the label shows as a tooltip and names it). */
function ImageButton(props: {
  label: string;
  symbol: string;
  color?: string;
  disabled: boolean;
  onClick: () => void;
  testId?: string;
}) {
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        variant="subtle"
        color={props.color}
        size="sm"
        disabled={props.disabled}
        onClick={props.onClick}
        aria-label={props.label}
        data-testid={props.testId}
      >
        <span aria-hidden="true">{props.symbol}</span>
      </ActionIcon>
    </Tooltip>
  );
}
