import { randomBytes } from 'node:crypto';

/** A new opaque id: 128 random bits, URL-safe (ids are strings everywhere, DESIGN.md §4). */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

/** A secret for links sent by mail (invitations): 256 random bits. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}
