import type { WorkspaceDto } from '@vernissage/shared';
import { inventoryAccess } from '../inventory/inventory-access';
import type { SessionUser } from '../session/SessionProvider';
import { ArtistPanel } from './ArtistPanel';
import { CollectionCard, LikedCard, OffersReceivedCard, WaitlistCard } from './CollectorHome';
import { homeKindOf } from './home-kind';
import { WorkspaceToday } from './WorkspaceToday';

/** Whether the home reads a workspace's today: one the person works in and may read. */
export function readsToday(user: SessionUser, workspace: WorkspaceDto | null): workspace is WorkspaceDto {
  return workspace !== null && inventoryAccess(user, workspace.role).canRead;
}

/**
 * The sections of a person's home, by the kind of workspace she works in (else her own type):
 * a collector's offers, waiting lists, likes and collection; an artist's portfolio, plan and
 * site above her workspace's today; a gallery's, fair's or other's today.
 */
export function HomeSections({ user, workspace }: { user: SessionUser; workspace: WorkspaceDto | null }) {
  const kind = homeKindOf(workspace?.type ?? user.type);
  const today = readsToday(user, workspace) ? <WorkspaceToday gid={workspace.gid} kind={kind} /> : null;
  if (kind === 'collector') {
    return (
      <>
        <OffersReceivedCard />
        <WaitlistCard />
        <LikedCard />
        {today && <CollectionCard />}
      </>
    );
  }
  return (
    <>
      {kind === 'artist' && <ArtistPanel user={user} />}
      {today}
    </>
  );
}
