import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { MAX_PAGE_SIZE, roomWorkInputSchema, type InventoryItemDto } from '@vernissage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInventoryQuery } from '../inventory/queries';
import { moveEntry } from '../inventory/reorder';
import { SortableArea } from '../inventory/SortableArea';
import type { RoomFormValues } from './room-form';
import { titleOf as twoTitlesOf, useTextIn } from '../i18n-content/text-in';

type RoomWork = RoomFormValues['works'][number];

function WorkRow({
  work,
  title,
  invalid,
  onChange,
  onRemove,
}: {
  work: RoomWork;
  title: string;
  /** The room price is what the form's error is about. */
  invalid: boolean;
  onChange: (work: RoomWork) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('rooms');
  const { setNodeRef, attributes, listeners, transform, transition } = useSortable({ id: work.aid });
  return (
    <Paper
      withBorder
      p="xs"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="room-editor-work"
    >
      <Group gap="sm" wrap="nowrap">
        <ActionIcon variant="subtle" aria-label={t('editor.dragHandle')} {...attributes} {...listeners}>
          ⋮⋮
        </ActionIcon>
        <Text size="sm" style={{ flex: 1 }} truncate>
          {title}
        </Text>
        <NumberInput
          w={160}
          size="xs"
          aria-label={t('editor.roomPrice')}
          placeholder={t('editor.roomPriceHint')}
          thousandSeparator=","
          value={work.price ?? ''}
          // A minus stays as typed (no clamping to a minimum): the contract's check says what is wrong.
          error={invalid}
          onChange={(value) => onChange({ ...work, price: typeof value === 'number' ? value : null })}
          data-testid="room-editor-work-price"
        />
        <ActionIcon variant="subtle" color="red" aria-label={t('editor.remove')} onClick={onRemove}>
          ×
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/**
 * The room's works: picked from the inventory, ordered by dragging, each with its room price;
 * `error` says what is wrong with them (a room price of 0 or less), the price marked.
 */
export function RoomWorksSection({
  gid,
  works,
  error,
  onChange,
}: {
  gid: string;
  works: RoomWork[];
  error?: ReactNode;
  onChange: (works: RoomWork[]) => void;
}) {
  const { t } = useTranslation('rooms');
  const inventory = useInventoryQuery(gid, { page: 0, size: MAX_PAGE_SIZE, sort: 'idx', trash: false });
  const items: InventoryItemDto[] = inventory.data?.items ?? [];
  const textIn = useTextIn();
  const titleOf = (aid: string) => {
    const item = items.find((entry) => entry.aid === aid);
    return item ? textIn(twoTitlesOf(item.artwork)) : aid;
  };
  const ids = works.map((work) => work.aid);
  const choices = items
    .filter((item) => !ids.includes(item.aid))
    .map((item) => ({ value: item.aid, label: textIn(twoTitlesOf(item.artwork)) }));
  return (
    <Stack gap="xs">
      <Select
        label={t('editor.works')}
        placeholder={t('editor.searchWorks')}
        data={choices}
        searchable
        value={null}
        onChange={(aid) => aid && onChange([...works, { aid, price: null }])}
        data-testid="room-editor-add-work"
      />
      {works.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('editor.noWorks')}
        </Text>
      )}
      <SortableArea
        entries={works}
        idOf={(work) => work.aid}
        nameOf={(work) => titleOf(work.aid)}
        layout="column"
        onMove={(from, to) => onChange(moveEntry(works, from, to))}
      >
        {works.map((work, index) => (
          <WorkRow
            key={work.aid}
            work={work}
            title={titleOf(work.aid)}
            invalid={Boolean(error) && !roomWorkInputSchema.shape.price.safeParse(work.price).success}
            onChange={(next) => onChange(works.map((one, at) => (at === index ? next : one)))}
            onRemove={() => onChange(works.filter((_, at) => at !== index))}
          />
        ))}
      </SortableArea>
      {error && (
        <Text size="sm" c="red.8" role="alert" data-testid="room-editor-works-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
