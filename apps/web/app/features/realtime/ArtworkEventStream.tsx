import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePublicEnv } from '../../lib/public-env';
import { invalidateAvailability } from '../artwork/invalidate';
import { inventoryAccess } from '../inventory/inventory-access';
import { useSession } from '../session/SessionProvider';
import { useWorkspaces } from '../workspace/WorkspaceProvider';
import { eventsUrl, parseArtworkEvent, reconnectDelay } from './artwork-events';
import { announceImportProgress } from './import-progress';

/** Events arriving within this window are answered with one refetch. */
const BATCH_MS = 100;

/**
 * Keeps every open page's availability current (a hold or sale shows at once on every surface):
 * listens to the Server-Sent Events of the active workspace (and of the person's own offers),
 * authenticated by the session cookie, and refetches inventory, artwork and share queries when a
 * work's state changes. A closed stream is opened again with back-off, and what was missed
 * meanwhile is fetched once it is back.
 */
export function ArtworkEventStream() {
  const { user } = useSession();
  const { active } = useWorkspaces();
  const { apiBaseUrl } = usePublicEnv();
  const queryClient = useQueryClient();
  const uid = user?.signupComplete ? user.uid : null;
  // A workspace whose inventory the person may not read has no stream for them; their offers do.
  const gid = user && active && inventoryAccess(user, active.role).canRead ? active.gid : null;

  useEffect(() => {
    if (!uid || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let batch: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let connectedBefore = false;

    const refresh = () => {
      batch ??= setTimeout(() => {
        batch = undefined;
        void invalidateAvailability(queryClient);
      }, BATCH_MS);
    };
    const open = () => {
      const stream = new EventSource(eventsUrl(apiBaseUrl, gid), { withCredentials: true });
      source = stream;
      stream.addEventListener('open', () => {
        attempt = 0;
        // Changes made while the stream was down have no event of their own.
        if (connectedBefore) refresh();
        connectedBefore = true;
      });
      stream.addEventListener('artwork', (event) => {
        if (parseArtworkEvent((event as MessageEvent<unknown>).data)) refresh();
      });
      // An import's progress, for the page that started it (ADR 044).
      stream.addEventListener('import', (event) => announceImportProgress((event as MessageEvent<unknown>).data));
      stream.addEventListener('error', () => {
        // The browser reconnects by itself unless the answer was final (not an event stream).
        if (stream.readyState !== EventSource.CLOSED) return;
        stream.close();
        retry = setTimeout(open, reconnectDelay(attempt++));
      });
    };
    open();
    return () => {
      clearTimeout(retry);
      clearTimeout(batch);
      source?.close();
    };
  }, [uid, gid, apiBaseUrl, queryClient]);

  return null;
}
