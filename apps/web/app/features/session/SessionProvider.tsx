import type { ClientSession, UserType } from '@vernissage/shared';
import { createContext, useContext, type ReactNode } from 'react';

/** The signed-in person as the web app knows them (SPEC.md §3 User, the fields the shell needs). */
export interface SessionUser {
  uid: string;
  type: UserType;
  name: string;
  email: string;
}

/** Who is using the app: nobody signed in, or a signed-in user. */
export type Session = { status: 'anonymous'; user: null } | { status: 'authenticated'; user: SessionUser };

/** What the API client needs from the session: the tokens, a refresh after a 901, and sign-out. */
export interface SessionCredentials {
  getSession: () => ClientSession | null;
  refreshSession: () => Promise<ClientSession | null>;
  signOut: () => Promise<void>;
}

interface SessionContextValue {
  session: Session;
  credentials: SessionCredentials;
}

const ANONYMOUS: SessionContextValue = {
  session: { status: 'anonymous', user: null },
  credentials: {
    getSession: () => null,
    // TODO(identity issue): ask the auth API for a fresh session and keep it here; until sign-in
    // exists there is never a session to refresh, so the client signs out and goes to /login.
    refreshSession: async () => null,
    // TODO(identity issue): end the session on the server and forget the stored login blob.
    signOut: async () => undefined,
  },
};

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Holds the current session for app pages. Sign-in arrives with the identity issue; until then
 * everyone is anonymous and no user is invented.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  return <SessionContext value={ANONYMOUS}>{children}</SessionContext>;
}

function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() must be used inside <SessionProvider> (app pages only).');
  return value;
}

/** The current session: `{ status: 'anonymous', user: null }` or `{ status: 'authenticated', user }`. */
export function useSession(): Session {
  return useSessionContext().session;
}

/** The session's credentials for the API client (tokens, refresh, sign-out). */
export function useSessionCredentials(): SessionCredentials {
  return useSessionContext().credentials;
}
