import type { InventoryItemDto } from '@vernissage/shared';
import type { CSSProperties } from 'react';
import type { DropHint } from './item-drag';
import type { ItemActions } from './ItemActionsMenu';

/** What the grid and the table of works both take. */
export interface ItemsViewProps {
  items: InventoryItemDto[];
  selected: ReadonlySet<string>;
  onToggle: (iid: string) => void;
  /** Works can be picked (for bulk actions) and dragged (onto folders). */
  selectable: boolean;
  actions: ItemActions;
  /** Drag-and-drop ordering is on (the gallery's own order, with write access). */
  sortable: boolean;
  onMove: (iid: string, targetIid: string, after: boolean) => void;
  folderName: (fid: string | null) => string | null;
}

/**
 * How a card or row looks while works are dragged: a drop line beside a card (or over or under
 * a row) where the dragged work would land, and the dragged work itself faded.
 */
export function dragStyle(
  drag: { hint: DropHint | null; dragging: string | null },
  iid: string,
  axis: 'x' | 'y',
): CSSProperties {
  const color = 'var(--mantine-color-blue-6)';
  const after = drag.hint?.iid === iid ? drag.hint.after : null;
  return {
    boxShadow:
      after === null
        ? undefined
        : axis === 'x'
          ? `${after ? 4 : -4}px 0 0 0 ${color}`
          : `inset 0 ${after ? -3 : 3}px 0 0 ${color}`,
    opacity: drag.dragging === iid ? 0.5 : 1,
  };
}
