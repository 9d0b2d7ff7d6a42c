import type { InboxMessageDto } from '@vernissage/shared';

/**
 * Where a message's "open the page" link goes: the public page the visitor wrote from (a path on
 * this site, as the contract requires), else the work asked about; null when neither is known.
 */
export function sourceLinkOf(message: Pick<InboxMessageDto, 'source' | 'artwork'>): string | null {
  if (message.source?.path) return message.source.path;
  if (message.artwork) return `/artworks/${encodeURIComponent(message.artwork.aid)}`;
  if (message.source?.kind === 'artwork' && message.source.id)
    return `/artworks/${encodeURIComponent(message.source.id)}`;
  return null;
}

/** Who wrote, as the inbox names them: their name, else their address, else null (anonymous). */
export function senderOf(message: Pick<InboxMessageDto, 'name' | 'email'>): string | null {
  return message.name ?? message.email ?? null;
}
