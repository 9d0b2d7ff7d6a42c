import { UserType } from '@vernissage/shared';

/** Which home a person gets: by the kind of workspace she works in, else her own type. */
export type HomeKind = 'gallery' | 'artist' | 'collector' | 'fair' | 'others';

const KINDS: Record<number, HomeKind> = {
  [UserType.gallery]: 'gallery',
  [UserType.artist]: 'artist',
  [UserType.collector]: 'collector',
  [UserType.fair]: 'fair',
};

export function homeKindOf(type: number | null | undefined): HomeKind {
  return (type !== null && type !== undefined && KINDS[type]) || 'others';
}
