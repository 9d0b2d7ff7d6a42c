import { Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IMAGES_PER_ARTWORK_MAX } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { SortableArea } from '../SortableArea';
import { ImageButton } from './ImageButton';
import { ImageDropzone } from './ImageDropzone';
import { KeptImageCard } from './KeptImageCard';
import type { EditorImages } from './use-editor-images';

/**
 * The editor's images: the kept ones in order (dragged, or moved left and right with the buttons),
 * one of them primary, any of them removed; new files dropped or chosen below, which are appended
 * after the kept ones when saved.
 */
export function ImageManager({ images, disabled }: { images: EditorImages; disabled: boolean }) {
  const { t } = useTranslation('inventory');
  const { kept, added } = images.state;
  const room = IMAGES_PER_ARTWORK_MAX - kept.length - added.length;
  return (
    <Stack gap="sm" data-testid="image-manager">
      <SortableArea
        entries={kept}
        idOf={(image) => image.id}
        nameOf={(_, index) => t('editor.imageAlt', { number: index + 1 })}
        layout="grid"
        disabled={disabled}
        onMove={images.move}
      >
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm">
          {kept.map((image, index) => (
            <KeptImageCard key={image.id} image={image} index={index} images={images} disabled={disabled} />
          ))}
          {added.map((image) => (
            <Card key={image.key} withBorder padding={6} data-testid="editor-new-image">
              <Card.Section>
                <Image src={image.url} alt={image.file.name} h={120} fit="cover" />
              </Card.Section>
              <Group gap={4} justify="space-between" mt={6} wrap="nowrap">
                <Text size="xs" truncate>
                  {image.file.name}
                </Text>
                <ImageButton
                  label={t('editor.removeImage')}
                  symbol="×"
                  color="red"
                  disabled={disabled}
                  onClick={() => images.removeAdded(image.key)}
                />
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </SortableArea>
      {kept.length + added.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('editor.noImages')}
        </Text>
      )}
      <ImageDropzone room={room} disabled={disabled} onFiles={images.add} />
    </Stack>
  );
}
