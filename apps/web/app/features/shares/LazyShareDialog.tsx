import type { ComponentProps } from 'react';
import { loadedWhenOpened } from '../../lib/loaded-when-opened';
import type { ShareDialog } from './ShareDialog';

/**
 * The offer dialog (`ShareDialog`), its code (the form, the number input) fetched when it is first
 * opened rather than with the pages that offer it.
 */
export const LazyShareDialog = loadedWhenOpened(
  () => import('./ShareDialog').then((module) => module.ShareDialog),
  (props: ComponentProps<typeof ShareDialog>) => props.artwork !== null,
);
