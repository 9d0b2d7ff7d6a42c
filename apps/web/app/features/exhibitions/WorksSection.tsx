import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import { ArtworkImage, primaryImageOf } from '../artwork/ArtworkImage';
import { ArtworkStateBadge } from '../artwork/ArtworkStateBadge';
import { ImageButton } from '../inventory/editor/ImageButton';
import { moveEntry } from '../inventory/reorder';
import { SortableArea } from '../inventory/SortableArea';
import { ArtworkPicker } from './ArtworkPicker';
import type { EditorWork } from './exhibition-form';
import { titleOf, useTextIn } from '../i18n-content/text-in';

/** The works in order (dragged, or moved with the buttons), each with a caption and its live availability. */
export function WorksSection({
  gid,
  canAdd,
  works,
  onChange,
  disabled,
}: {
  gid: string;
  /** Works come from the owning workspace's inventory: a workspace it is shared with arranges, never adds. */
  canAdd: boolean;
  works: EditorWork[];
  onChange: (works: EditorWork[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('exhibitions');
  const [picking, setPicking] = useState(false);
  const textIn = useTextIn();
  const ids = works.map((work) => work.aid);
  return (
    <SectionCard title={t('editor.works')} description={t('editor.worksHelp')} testId="exhibition-works">
      <Stack gap="sm">
        <SortableArea
          entries={works}
          idOf={(work) => work.aid}
          nameOf={(work) => textIn(titleOf(work.artwork))}
          layout="column"
          disabled={disabled}
          onMove={(from, to) => onChange(moveEntry(works, from, to))}
        >
          <Stack gap={6}>
            {works.map((work, index) => (
              <WorkRow
                key={work.aid}
                work={work}
                index={index}
                last={works.length - 1}
                disabled={disabled}
                onMove={(to) => onChange(moveEntry(works, index, to))}
                onCaption={(caption) =>
                  onChange(works.map((entry) => (entry.aid === work.aid ? { ...entry, caption } : entry)))
                }
                onRemove={() => onChange(works.filter((entry) => entry.aid !== work.aid))}
              />
            ))}
          </Stack>
        </SortableArea>
        {works.length === 0 && (
          <Text size="sm" c="gray.7">
            {t('editor.noWorks')}
          </Text>
        )}
        {canAdd && (
          <Group>
            <Button
              variant="light"
              onClick={() => setPicking(true)}
              disabled={disabled}
              data-testid="exhibition-add-works"
            >
              {t('editor.addWorks')}
            </Button>
          </Group>
        )}
      </Stack>
      <ArtworkPicker
        gid={gid}
        opened={picking}
        onClose={() => setPicking(false)}
        chosen={ids}
        onAdd={(artworks) =>
          onChange([...works, ...artworks.map((artwork) => ({ aid: artwork.aid, caption: '', artwork }))])
        }
      />
    </SectionCard>
  );
}

function WorkRow({
  work,
  index,
  last,
  disabled,
  onMove,
  onCaption,
  onRemove,
}: {
  work: EditorWork;
  index: number;
  last: number;
  disabled: boolean;
  onMove: (to: number) => void;
  onCaption: (caption: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('exhibitions');
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging, isOver } =
    useSortable({
      id: work.aid,
      disabled,
    });
  const { artwork } = work;
  const title = useTextIn()(titleOf(artwork));
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p={6}
      data-testid="exhibition-work"
      data-aid={work.aid}
      data-over={isOver || undefined}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 1 : undefined,
        position: 'relative',
      }}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <div
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('editor.dragWork', { name: title })}
          style={{ width: 56, flex: 'none', cursor: disabled ? undefined : 'grab', touchAction: 'manipulation' }}
          data-testid="exhibition-work-handle"
        >
          <ArtworkImage image={primaryImageOf(artwork.images)} alt="" size="thumbnail" />
        </div>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={500} truncate data-testid="exhibition-work-title">
              {index + 1}. {title}
            </Text>
            <ArtworkStateBadge state={artwork.state} size="xs" testId="exhibition-work-state" />
          </Group>
          <TextInput
            size="xs"
            placeholder={t('editor.caption')}
            aria-label={`${t('editor.caption')}: ${title}`}
            value={work.caption}
            maxLength={500}
            disabled={disabled}
            onChange={(event) => onCaption(event.currentTarget.value)}
            data-testid="exhibition-work-caption"
          />
        </Stack>
        <Stack gap={0}>
          <ImageButton
            label={t('editor.moveUp')}
            symbol="↑"
            disabled={disabled || index === 0}
            onClick={() => onMove(index - 1)}
          />
          <ImageButton
            label={t('editor.moveDown')}
            symbol="↓"
            disabled={disabled || index === last}
            onClick={() => onMove(index + 1)}
            testId="exhibition-work-down"
          />
          <ImageButton
            label={t('editor.removeWork', { title })}
            symbol="×"
            color="red"
            disabled={disabled}
            onClick={onRemove}
          />
        </Stack>
      </Group>
    </Paper>
  );
}
