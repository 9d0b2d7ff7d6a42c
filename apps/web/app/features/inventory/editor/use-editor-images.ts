import type { ImageDto, InventoryItemDto } from '@vernissage/shared';
import { useEffect, useRef, useState } from 'react';
import { primaryImageOf } from '../../artwork/ArtworkImage';
import { moveEntry } from '../reorder';

/** An image chosen in the editor and not uploaded yet, with its preview address. */
export interface NewImage {
  key: string;
  file: File;
  url: string;
}

/** The images of a work while it is edited: the kept ones in order with the primary, and new files. */
export interface ImagesState {
  kept: ImageDto[];
  primaryId: string | null;
  added: NewImage[];
}

/** The editor's images and what can be done to them. */
export interface EditorImages {
  state: ImagesState;
  /** Moves a kept image from one place to another. */
  move: (from: number, to: number) => void;
  makePrimary: (id: string) => void;
  /** Takes a kept image out (the next one becomes primary if it was). */
  remove: (id: string) => void;
  add: (files: File[]) => void;
  removeAdded: (key: string) => void;
}

/**
 * The images of the work being edited: the kept ones (reordered, one primary, some removed) and
 * new files with previews, which live as object URLs until they are removed or the editor closes.
 */
export function useEditorImages(item: InventoryItemDto | null): EditorImages {
  const [state, setState] = useState<ImagesState>(() => ({
    kept: item?.artwork.images ?? [],
    primaryId: item ? (primaryImageOf(item.artwork.images)?.id ?? null) : null,
    added: [],
  }));
  const counter = useRef(0);
  const added = useRef<NewImage[]>([]);
  useEffect(() => {
    added.current = state.added;
  }, [state.added]);
  useEffect(() => () => added.current.forEach((image) => URL.revokeObjectURL(image.url)), []);

  return {
    state,
    move: (from, to) => setState((current) => ({ ...current, kept: moveEntry(current.kept, from, to) })),
    makePrimary: (id) => setState((current) => ({ ...current, primaryId: id })),
    remove: (id) =>
      setState((current) => {
        const kept = current.kept.filter((image) => image.id !== id);
        return { ...current, kept, primaryId: current.primaryId === id ? (kept[0]?.id ?? null) : current.primaryId };
      }),
    add: (files) =>
      setState((current) => ({
        ...current,
        added: [
          ...current.added,
          ...files.map((file) => ({ key: `new-${++counter.current}`, file, url: URL.createObjectURL(file) })),
        ],
      })),
    removeAdded: (key) =>
      setState((current) => {
        const gone = current.added.find((image) => image.key === key);
        if (gone) URL.revokeObjectURL(gone.url);
        return { ...current, added: current.added.filter((image) => image.key !== key) };
      }),
  };
}
