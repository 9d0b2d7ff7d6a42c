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
 * Whether the workspace knows who an offer's account is: the one it named by uid, or the one
 * behind an address that has made itself known by holding the work or asking to buy it (its
 * hold and purchase mail name it). Before that, an offer by e-mail tells nobody whether an
 * account uses the address (ADR 013).
 */
export function workspaceKnowsRecipient(row: Pick<ShareRow, 'email' | 'recipientKnownAt'>): boolean {
  return row.email === null || row.recipientKnownAt !== null;
}

/**
 * Who an offer is made to, as the viewer may see it. The recipient (or a platform admin) sees
 * the account. The workspace sees what it gave (ADR 013): the address it typed — with the
 * account's name only once `workspaceKnowsRecipient` — or the uid it named with that user's
 * name, never the e-mail behind it.
 */
export function presentRecipient(
  row: ShareRow,
  account: RecipientAccount | undefined,
  viewer: ArtworkViewer,
): Pick<ShareDto, 'shareuid' | 'recipient'> {
  if (viewer === 'outsider' && account) return { shareuid: account.uid, recipient: account };
  if (row.email !== null) {
    const name = workspaceKnowsRecipient(row) ? (account?.name ?? null) : null;
    return { shareuid: null, recipient: { uid: null, name, email: row.email } };
  }
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
