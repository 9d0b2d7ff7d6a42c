import { useState } from 'react';
import { randomToken } from './random-token';

/** Keys for a create a person may press again (`useRetryKey`). */
export interface RetryKeys {
  /** The key to send `parts` with: the last try's key when they are the same as its, else a new one. */
  keyFor(parts: readonly unknown[]): string;
  /** The last try succeeded: the same again is made again, on purpose. */
  succeeded(): void;
  /** Makes the call with the key for `parts` (`keyFor`); once it succeeds, the key is let go. */
  send<T>(parts: readonly unknown[], call: (key: string) => Promise<T>): Promise<T>;
}

const sameParts = (one: readonly unknown[], other: readonly unknown[]) =>
  one.length === other.length && one.every((part, index) => Object.is(part, other[index]));

export function retryKeys(): RetryKeys {
  let last: { parts: readonly unknown[]; key: string } | null = null;
  const keyFor = (parts: readonly unknown[]) => {
    if (last && sameParts(last.parts, parts)) return last.key;
    last = { parts, key: randomToken() };
    return last.key;
  };
  const succeeded = () => {
    last = null;
  };
  return {
    keyFor,
    succeeded,
    async send(parts, call) {
      const made = await call(keyFor(parts));
      succeeded();
      return made;
    },
  };
}

/**
 * The `Idempotency-Key` of a create a person may press again after it failed (ADR 086): sent
 * again unchanged, it carries the key of the try whose answer was lost, so the server makes it
 * once; changed, it is a new request with a new key. Parts compare by identity: text as it is,
 * files as the same `File`.
 */
export function useRetryKey(): RetryKeys {
  return useState(retryKeys)[0];
}
