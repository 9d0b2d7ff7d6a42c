import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DataRef,
  type DndContextProps,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';

/**
 * How things are picked up: with the mouse once it has moved a few pixels (so a click stays a
 * click), by touch after a short press (so a swipe still scrolls), or from the keyboard (Space or
 * Enter on the focused handle, arrows to move, Space or Enter to drop, Escape to cancel).
 */
export function useSortableSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** Something being dragged or dropped on, as the announcements see it. */
export interface DndEntry {
  id: UniqueIdentifier;
  data: DataRef;
}

/**
 * What a screen reader hears while things are moved, in the reader's language; `nameOf` names
 * a dragged thing or a drop target.
 */
export function useDndAccessibility(nameOf: (entry: DndEntry) => string): DndContextProps['accessibility'] {
  const { t } = useTranslation();
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { name: nameOf(active) }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd.over', { name: nameOf(active), target: nameOf(over) }) : t('dnd.away', { name: nameOf(active) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.dropped', { name: nameOf(active), target: nameOf(over) })
        : t('dnd.cancelled', { name: nameOf(active) }),
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: nameOf(active) }),
  };
  return { announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } };
}
