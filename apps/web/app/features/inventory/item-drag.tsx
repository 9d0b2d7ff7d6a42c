import {
  closestCenter,
  DndContext,
  DragOverlay,
  pointerWithin,
  useDroppable,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Group, Paper, Text } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryItemDto } from '@vernissage/shared';
import { PlainActionIcon } from '../../components/mantine-look-card';
import type { ItemsViewProps } from './items-view';
import { useDndAccessibility, useSortableSensors, type DndEntry } from './sortable';
import { titleOf, useTextIn } from '../i18n-content/text-in';

/** The handle's tooltip, loaded when a mouse first points at a handle. */
const Tooltip = lazy(() => import('../../components/overlays').then((module) => ({ default: module.Tooltip })));

/** A work being dragged: the one picked up and every work that moves with it onto a folder. */
interface DraggedItems {
  kind: 'item';
  title: string;
  iids: string[];
  /** Puts the work picked up before or after another (when the order can be changed). */
  onMove: ((iid: string, targetIid: string, after: boolean) => void) | null;
  sortable?: { index: number };
}

/** A folder works can be dropped on. */
interface FolderTarget {
  kind: 'folder';
  fid: string;
  name: string;
  onDrop: (fid: string, iids: string[]) => void;
}

type DragData = DraggedItems | FolderTarget;
const dataOf = (entry: { data: { current?: unknown } } | null) => (entry?.data.current ?? null) as DragData | null;

/** The folder under the pointer first; else, between cards, the nearest work. */
const collisions: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  if (within.length > 0) return within;
  const works = args.droppableContainers.filter((container) => container.data.current?.kind === 'item');
  return closestCenter({ ...args, droppableContainers: works });
};

/**
 * Drag-and-drop of works (dnd-kit): onto another work to put it in order, onto a folder to file
 * it (with the whole selection when it was selected). Wraps the inventory so that the folders and
 * the works share it; the cards and rows use `useItemDrag`, the folders `useFolderDrop`.
 */
export function ItemsDndContext({ children }: { children: ReactNode }) {
  const { t } = useTranslation('inventory');
  const id = useId();
  const sensors = useSortableSensors();
  const [dragged, setDragged] = useState<DraggedItems | null>(null);
  const accessibility = useDndAccessibility((entry: DndEntry) => {
    const data = dataOf(entry);
    return data?.kind === 'folder' ? t('folders.named', { name: data.name }) : (data?.title ?? '');
  });
  const start = ({ active }: DragStartEvent) => {
    const data = dataOf(active);
    setDragged(data?.kind === 'item' ? data : null);
  };
  const end = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const from = dataOf(active);
    const to = dataOf(over);
    if (from?.kind !== 'item' || !to || !over || over.id === active.id) return;
    if (to.kind === 'folder') to.onDrop(to.fid, from.iids);
    else if (from.onMove && from.sortable && to.sortable)
      from.onMove(String(active.id), String(over.id), from.sortable.index < to.sortable.index);
  };
  return (
    <DndContext
      // A stable id keeps the server's and the browser's aria-describedby the same.
      id={id}
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setDragged(null)}
      accessibility={accessibility}
    >
      {children}
      <DragOverlay dropAnimation={null}>{dragged && <DraggedChip dragged={dragged} />}</DragOverlay>
    </DndContext>
  );
}

/** What follows the pointer: the work's title, and how many works move with it. */
function DraggedChip({ dragged }: { dragged: DraggedItems }) {
  const { t } = useTranslation('inventory');
  return (
    <Paper shadow="md" withBorder px="sm" py={6} maw={260} style={{ cursor: 'grabbing' }} data-testid="drag-overlay">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={700} truncate>
          {dragged.title}
        </Text>
        {dragged.iids.length > 1 && <Badge size="sm">{t('dragCount', { count: dragged.iids.length })}</Badge>}
      </Group>
    </Paper>
  );
}

/**
 * A card's or row's part in drag-and-drop: `node` goes on the card (the mouse or a long touch
 * anywhere on it picks it up), `handle` on its drag handle (the keyboard's way: Space, arrows,
 * Space). A selectable view lets it be dragged at all (onto folders); a sortable one lets works be
 * put in order.
 */
export function useItemDrag(
  item: InventoryItemDto,
  view: Pick<ItemsViewProps, 'selectable' | 'sortable' | 'selected' | 'onMove'>,
) {
  const { iid } = item;
  // Works in the trash are neither moved nor put in order.
  const enabled = view.selectable && !item.deletedAt;
  const { sortable } = view;
  const textIn = useTextIn();
  const data: DraggedItems = {
    kind: 'item',
    title: textIn(titleOf(item.artwork)),
    iids: view.selected.has(iid) ? [...view.selected] : [iid],
    onMove: sortable ? view.onMove : null,
  };
  const drag = useSortable({ id: iid, data, disabled: { draggable: !enabled, droppable: !sortable } });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(drag.transform),
    transition: drag.transition,
    opacity: drag.isDragging ? 0.4 : 1,
    touchAction: 'manipulation',
  };
  const listener = (name: 'onMouseDown' | 'onTouchStart' | 'onKeyDown') =>
    drag.listeners?.[name] as ((event: SyntheticEvent) => void) | undefined;
  return {
    node: {
      ref: drag.setNodeRef,
      style,
      onMouseDown: listener('onMouseDown'),
      onTouchStart: listener('onTouchStart'),
      'data-dragging': drag.isDragging || undefined,
      'data-over': drag.isOver || undefined,
    },
    handle: enabled ? { ref: drag.setActivatorNodeRef, ...drag.attributes, onKeyDown: listener('onKeyDown') } : null,
  };
}

/** A folder's part in drag-and-drop: works dropped on it are filed into it (`onDrop`). */
export function useFolderDrop(options: {
  fid: string;
  name: string;
  enabled: boolean;
  onDrop: (fid: string, iids: string[]) => void;
}) {
  const data: FolderTarget = { kind: 'folder', fid: options.fid, name: options.name, onDrop: options.onDrop };
  // The sidebar can be shown twice (beside the works and in the phone drawer): one id each.
  const sidebar = useId();
  const drop = useDroppable({ id: `folder:${options.fid}:${sidebar}`, data, disabled: !options.enabled });
  return { setNodeRef: drop.setNodeRef, isOver: drop.isOver };
}

/**
 * The handle a work is picked up by from the keyboard (and, like the rest of the card, by pointer).
 * Its tooltip is mounted when a mouse first points at it (a list shows one handle per work, and
 * each mounted tooltip renders twice at hydration), its code fetched then, opened at once as the
 * pointer is already there.
 */
export function DragHandle({ handle, label }: { handle: ReturnType<typeof useItemDrag>['handle']; label: string }) {
  const node = useRef<HTMLButtonElement>(null);
  const [pointedAt, setPointedAt] = useState(false);
  const ref = useMergedRef(handle?.ref, node);
  if (!handle) return null;
  return (
    <>
      <PlainActionIcon
        variant="subtle"
        size="sm"
        {...handle}
        ref={ref}
        onPointerEnter={(event) => setPointedAt((seen) => seen || event.pointerType === 'mouse')}
        aria-label={label}
        style={{ cursor: 'grab' }}
        data-testid="item-drag-handle"
      >
        <span aria-hidden="true">⠿</span>
      </PlainActionIcon>
      {pointedAt && (
        <Suspense fallback={null}>
          <Tooltip label={label} target={node} defaultOpened />
        </Suspense>
      )}
    </>
  );
}
