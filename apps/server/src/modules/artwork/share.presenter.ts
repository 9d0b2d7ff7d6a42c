import type { ShareDto } from '@vernissage/shared';
import { presentArtwork, type ArtworkViewer } from './artwork.presenter.js';
import type { ArtworkRecord } from './artwork.repository.js';
import type { ShareRow } from './share.repository.js';

/** The account an offer has reached, as stored. */
export interface RecipientAccount {
  uid: string;
  name: string;
  email: string;
}

/**
 * Who an offer is made to, as the viewer may see it. The recipient (or a platform admin) sees
 * the account. The workspace sees only what it gave (ADR 013): the address it typed — never
 * whether an account uses it — or the uid it named with that user's name, never the e-mail
 * behind it.
 */
export function presentRecipient(
  row: ShareRow,
  account: RecipientAccount | undefined,
  viewer: ArtworkViewer,
): Pick<ShareDto, 'shareuid' | 'recipient'> {
  if (viewer === 'outsider' && account) return { shareuid: account.uid, recipient: account };
  if (row.email !== null) return { shareuid: null, recipient: { uid: null, name: null, email: row.email } };
  return {
    shareuid: row.shareuid,
    recipient: { uid: row.shareuid, name: account?.name ?? null, email: null },
  };
}

/** One offer with its artwork, for the workspace (`member`) or the recipient (`outsider`). */
export function presentShareRow(
  row: ShareRow,
  parts: {
    record: ArtworkRecord;
    account: RecipientAccount | undefined;
    galleryName: string;
    waitlistPosition: number | null;
  },
  viewer: ArtworkViewer,
): ShareDto {
  return {
    sid: row.id,
    aid: row.artworkId,
    gid: row.galleryId,
    galleryName: parts.galleryName,
    ...presentRecipient(row, parts.account, viewer),
    shareprice: row.shareprice,
    currency: row.currency as 'KRW' | 'USD',
    shareat: row.shareat.toISOString(),
    state: row.state,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    waitlistPosition: parts.waitlistPosition,
    artwork: presentArtwork(parts.record, viewer),
  };
}
