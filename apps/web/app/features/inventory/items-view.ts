import type { InventoryItemDto } from '@vernissage/shared';
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
