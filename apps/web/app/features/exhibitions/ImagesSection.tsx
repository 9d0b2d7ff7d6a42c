import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Card, FileButton, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { VIEWS_PER_EXHIBITION_MAX } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import { ImageButton } from '../inventory/editor/ImageButton';
import { ImageDropzone } from '../inventory/editor/ImageDropzone';
import { moveEntry } from '../inventory/reorder';
import { SortableArea } from '../inventory/SortableArea';
import { ACCEPTED_IMAGE_TYPES } from '../inventory/upload/upload-progress';
import type { EditorCover, EditorView } from './exhibition-form';
import { ExhibitionPicture } from './ExhibitionPicture';

/** The cover (chosen, replaced, removed) and the installation views in order, each with a caption. */
export function ImagesSection({
  cover,
  onCover,
  views,
  onViews,
  disabled,
}: {
  cover: EditorCover;
  onCover: (cover: EditorCover) => void;
  views: EditorView[];
  onViews: (views: EditorView[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('exhibitions');
  const chooseCover = (file: File | null) => {
    if (!file) return;
    if (cover.kind === 'new') URL.revokeObjectURL(cover.src);
    onCover({ kind: 'new', file, src: URL.createObjectURL(file) });
  };
  const addViews = (files: File[]) =>
    onViews([
      ...views,
      ...files.map((file, index) => ({
        key: `new-${Date.now()}-${index}`,
        file,
        caption: '',
        src: URL.createObjectURL(file),
      })),
    ]);
  return (
    <SectionCard title={t('editor.images')} testId="exhibition-images">
      <Stack gap="md">
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('editor.cover')}
          </Text>
          <div style={{ maxWidth: 360 }} data-testid="exhibition-cover">
            <ExhibitionPicture
              src={cover.kind === 'none' ? undefined : cover.src}
              alt={t('editor.cover')}
              ratio={16 / 9}
              emptyLabel={t('editor.noCover')}
            />
          </div>
          <Group gap="xs">
            <FileButton onChange={chooseCover} accept={ACCEPTED_IMAGE_TYPES.join(',')} disabled={disabled}>
              {(props) => (
                <Button variant="light" size="xs" {...props} data-testid="exhibition-choose-cover">
                  {t('editor.chooseCover')}
                </Button>
              )}
            </FileButton>
            {cover.kind !== 'none' && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                disabled={disabled}
                onClick={() => onCover({ kind: 'none' })}
              >
                {t('editor.removeCover')}
              </Button>
            )}
          </Group>
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('editor.views')}
          </Text>
          <SortableArea
            entries={views}
            idOf={(view) => view.key}
            nameOf={(_, index) => t('editor.viewAlt', { number: index + 1 })}
            layout="grid"
            disabled={disabled}
            onMove={(from, to) => onViews(moveEntry(views, from, to))}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
              {views.map((view, index) => (
                <ViewCard
                  key={view.key}
                  view={view}
                  index={index}
                  last={views.length - 1}
                  disabled={disabled}
                  onMove={(to) => onViews(moveEntry(views, index, to))}
                  onCaption={(caption) =>
                    onViews(views.map((entry) => (entry.key === view.key ? { ...entry, caption } : entry)))
                  }
                  onRemove={() => onViews(views.filter((entry) => entry.key !== view.key))}
                />
              ))}
            </SimpleGrid>
          </SortableArea>
          {views.length === 0 && (
            <Text size="sm" c="gray.7">
              {t('editor.noViews')}
            </Text>
          )}
          <ImageDropzone
            room={VIEWS_PER_EXHIBITION_MAX - views.length}
            disabled={disabled}
            hint={t('editor.viewsHint', { max: VIEWS_PER_EXHIBITION_MAX })}
            onFiles={addViews}
          />
        </Stack>
      </Stack>
    </SectionCard>
  );
}

function ViewCard({
  view,
  index,
  last,
  disabled,
  onMove,
  onCaption,
  onRemove,
}: {
  view: EditorView;
  index: number;
  last: number;
  disabled: boolean;
  onMove: (to: number) => void;
  onCaption: (caption: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('exhibitions');
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: view.key,
    disabled,
  });
  const alt = t('editor.viewAlt', { number: index + 1 });
  return (
    <Card
      ref={setNodeRef}
      withBorder
      padding={6}
      data-testid="exhibition-view"
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <Card.Section
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('editor.dragView', { name: alt })}
        style={{ cursor: disabled ? undefined : 'grab', touchAction: 'manipulation' }}
      >
        <ExhibitionPicture src={view.src} alt={alt} />
      </Card.Section>
      <TextInput
        mt={6}
        size="xs"
        placeholder={t('editor.caption')}
        aria-label={`${t('editor.caption')}: ${alt}`}
        value={view.caption}
        maxLength={500}
        disabled={disabled}
        onChange={(event) => onCaption(event.currentTarget.value)}
        data-testid="exhibition-view-caption"
      />
      <Group gap={2} justify="center" mt={4} wrap="nowrap">
        <ImageButton
          label={t('editor.moveUp')}
          symbol="←"
          disabled={disabled || index === 0}
          onClick={() => onMove(index - 1)}
        />
        <ImageButton
          label={t('editor.moveDown')}
          symbol="→"
          disabled={disabled || index === last}
          onClick={() => onMove(index + 1)}
        />
        <ImageButton label={t('editor.removeView')} symbol="×" color="red" disabled={disabled} onClick={onRemove} />
      </Group>
    </Card>
  );
}
