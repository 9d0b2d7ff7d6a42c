import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the current response. entry.server provides it; in the
 * browser it is absent, because the inline scripts that need it exist only in the server's HTML.
 */
export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce every inline script of this response must carry. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
