import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useId, type ReactNode } from 'react';
import { useDndAccessibility, useSortableSensors } from './sortable';

/**
 * Entries put in a new order by dragging them (by pointer, by touch after a press, or from the
 * keyboard), with what a screen reader hears naming each by `nameOf`. The children draw the
 * entries, each calling `useSortable` with its entry's id; `onMove` gets the dropped entry's
 * place and the place it was dropped on.
 */
export function SortableArea<T>({
  entries,
  idOf,
  nameOf,
  layout,
  disabled,
  onMove,
  children,
}: {
  entries: readonly T[];
  idOf: (entry: T) => string;
  nameOf: (entry: T, index: number) => string;
  /** Rows one under another, or cards in a grid. */
  layout: 'column' | 'grid';
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const id = useId();
  const sensors = useSortableSensors();
  const ids = entries.map(idOf);
  const accessibility = useDndAccessibility(({ id: entryId }) => {
    const index = ids.indexOf(String(entryId));
    return index === -1 ? '' : nameOf(entries[index]!, index);
  });
  const drop = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={accessibility}
    >
      <SortableContext
        items={ids}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
        disabled={disabled}
      >
        {children}
      </SortableContext>
    </DndContext>
  );
}
