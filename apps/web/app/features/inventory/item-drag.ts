import { useState, type DragEvent } from 'react';

/** The drag data type of works moved on the page (never confused with files from the desktop). */
export const ITEMS_DRAG_TYPE = 'application/x-vernissage-items';

/** What a dragged work carries: the work picked up and every work that moves with it. */
export interface DraggedItems {
  lead: string;
  iids: string[];
}

/** Whether a drag carries works of this page. */
export function carriesItems(event: DragEvent): boolean {
  return event.dataTransfer.types.includes(ITEMS_DRAG_TYPE);
}

/** The works a drop brings, or null for other drops. */
export function readDraggedItems(event: DragEvent): DraggedItems | null {
  try {
    const value = JSON.parse(event.dataTransfer.getData(ITEMS_DRAG_TYPE)) as Partial<DraggedItems>;
    return typeof value.lead === 'string' && Array.isArray(value.iids) ? (value as DraggedItems) : null;
  } catch {
    return null;
  }
}

/** Whether the pointer is past the middle of the element under it, along the axis works line up on. */
function isPastMiddle(event: DragEvent<HTMLElement>, axis: 'x' | 'y') {
  const rect = event.currentTarget.getBoundingClientRect();
  return axis === 'x' ? event.clientX > rect.left + rect.width / 2 : event.clientY > rect.top + rect.height / 2;
}

/** Where a dragged work would land: before or after the work under the pointer. */
export interface DropHint {
  iid: string;
  after: boolean;
}

/**
 * Drag-and-drop ordering of works (grid cards side by side on `x`, table rows on `y`). Picking up
 * a selected work carries the whole selection (for dropping on a folder); ordering moves the one
 * picked up. With `sortable` off, works can still be dragged onto folders.
 */
export function useItemDrag(options: {
  axis: 'x' | 'y';
  sortable: boolean;
  selected: ReadonlySet<string>;
  onMove: (iid: string, targetIid: string, after: boolean) => void;
}) {
  const [hint, setHint] = useState<DropHint | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);

  const propsFor = (iid: string, enabled: boolean) => {
    if (!enabled) return {};
    return {
      draggable: true,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        const iids = options.selected.has(iid) ? [...options.selected] : [iid];
        event.dataTransfer.setData(ITEMS_DRAG_TYPE, JSON.stringify({ lead: iid, iids } satisfies DraggedItems));
        event.dataTransfer.effectAllowed = 'move';
        setDragging(iid);
      },
      onDragEnd: () => {
        setDragging(null);
        setHint(null);
      },
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!options.sortable || !carriesItems(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        const after = isPastMiddle(event, options.axis);
        if (hint?.iid !== iid || hint.after !== after) setHint({ iid, after });
      },
      onDragLeave: () => setHint((current) => (current?.iid === iid ? null : current)),
      onDrop: (event: DragEvent<HTMLElement>) => {
        if (!options.sortable) return;
        const dragged = readDraggedItems(event);
        if (!dragged) return;
        event.preventDefault();
        const after = isPastMiddle(event, options.axis);
        setHint(null);
        setDragging(null);
        if (dragged.lead !== iid) options.onMove(dragged.lead, iid, after);
      },
    };
  };

  return { propsFor, hint, dragging };
}
