import type { ArtworkDto } from '@vernissage/shared';
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once';

const ShareDialog = lazy(() => import('./ShareDialog').then((module) => ({ default: module.ShareDialog })));

/**
 * The offer dialog (`ShareDialog`), its code (the form, the number input) fetched when it is first
 * opened rather than with the pages that offer it.
 */
export function LazyShareDialog({ artwork, onClose }: { artwork: ArtworkDto | null; onClose: () => void }) {
  const openedOnce = useOpenedOnce(artwork !== null);
  if (!openedOnce) return null;
  return (
    <Suspense fallback={null}>
      <ShareDialog artwork={artwork} onClose={onClose} />
    </Suspense>
  );
}
