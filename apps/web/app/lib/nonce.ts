import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the current response. entry.server provides it from the
 * load context; entry.client reads it back from the server's scripts so hydration matches.
 */
export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce every inline script of this response must carry. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
