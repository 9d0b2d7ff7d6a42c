import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Card, Group } from '@mantine/core';
import type { ImageDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { ArtworkImage } from '../../artwork/ArtworkImage';
import { ImageButton } from './ImageButton';
import type { EditorImages } from './use-editor-images';

/**
 * One kept image: its picture is the drag handle (pointer, or Space and the arrow keys), and the
 * buttons under it move it left or right, make it primary or remove it.
 */
export function KeptImageCard({
  image,
  index,
  images,
  disabled,
}: {
  image: ImageDto;
  index: number;
  images: EditorImages;
  disabled: boolean;
}) {
  const { t } = useTranslation('inventory');
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: image.id,
    disabled,
  });
  const primary = image.id === images.state.primaryId;
  const last = images.state.kept.length - 1;
  const alt = t('editor.imageAlt', { number: index + 1 });
  return (
    <Card
      ref={setNodeRef}
      withBorder
      padding={6}
      data-testid="editor-image"
      data-primary={primary}
      data-dragging={isDragging || undefined}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <Card.Section
        pos="relative"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('editor.dragImage', { name: alt })}
        style={{ cursor: disabled ? undefined : 'grab', touchAction: 'manipulation' }}
        data-testid="editor-image-handle"
      >
        <ArtworkImage image={image} alt={alt} size="thumbnail" />
        {primary && (
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
          onClick={() => images.move(index, index - 1)}
        />
        <ImageButton
          label={t('editor.moveRight')}
          symbol="→"
          disabled={disabled || index === last}
          onClick={() => images.move(index, index + 1)}
        />
        <ImageButton
          label={t('editor.makePrimary')}
          symbol="★"
          disabled={disabled || primary}
          onClick={() => images.makePrimary(image.id)}
          testId="editor-image-primary"
        />
        <ImageButton
          label={t('editor.removeImage')}
          symbol="×"
          color="red"
          disabled={disabled}
          onClick={() => images.remove(image.id)}
          testId="editor-image-remove"
        />
      </Group>
    </Card>
  );
}
