import { useQueryClient } from '@tanstack/react-query';
import type { AuthResult, ClientSession, UserDto } from '@vernissage/shared';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { usePublicEnv } from '../../lib/public-env';
import { AccessTokenStore } from './access-token-store';

/** The signed-in person as the web app knows them (SPEC.md §3 User, as `GET /user` answers). */
export type SessionUser = UserDto;

/** Who is using the app: nobody signed in, or a signed-in user. */
export type Session = { status: 'anonymous'; user: null } | { status: 'authenticated'; user: SessionUser };

/** What the API client needs from the session: the tokens, a refresh after a 901, and sign-out. */
export interface SessionCredentials {
  getSession: () => ClientSession | null;
  refreshSession: () => Promise<ClientSession | null>;
  /** Fetches an access token if there is none yet; session calls await it before they go. */
  ensureSession: () => Promise<void>;
  signOut: () => Promise<void>;
}

/** What pages do to the session. */
export interface SessionActions {
  /** Takes the answer of a sign-in or a completed sign-up: keeps its token and shows the user. */
  signIn: (result: AuthResult) => void;
  /** Ends the session here and on the server; the caller decides where to go next. */
  signOut: () => Promise<void>;
  /** Shows a changed profile (the answer of `PUT /user/...`). */
  updateUser: (user: SessionUser) => void;
}

interface SessionContextValue {
  session: Session;
  credentials: SessionCredentials;
  actions: SessionActions;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Holds the session of app pages. The server resolves the session cookie on every page request
 * and the app layout's loader hands the user in (`initialUser`), so pages render signed in from
 * the first byte; each navigation brings the loader's fresh value. Sign-in, sign-out and profile
 * changes show at once, before the next navigation confirms them.
 */
export function SessionProvider({ initialUser, children }: { initialUser: SessionUser | null; children: ReactNode }) {
  const { apiBaseUrl } = usePublicEnv();
  const queryClient = useQueryClient();
  const [tokens] = useState(() => new AccessTokenStore(apiBaseUrl));
  const [state, setState] = useState({ basis: initialUser, user: initialUser });
  let user = state.user;
  if (state.basis !== initialUser) {
    // The loader answered again (a navigation): what the server says wins over local changes.
    setState({ basis: initialUser, user: initialUser });
    user = initialUser;
  }

  useEffect(() => {
    tokens.follow(user);
  }, [tokens, user]);

  const credentials = useMemo<SessionCredentials>(
    () => ({
      getSession: () => tokens.session(),
      refreshSession: () => tokens.refresh(),
      ensureSession: () => tokens.ensure(),
      signOut: async () => {
        await tokens.signOut().catch(() => undefined);
        setState((current) => ({ ...current, user: null }));
        queryClient.clear();
      },
    }),
    [tokens, queryClient],
  );

  const actions = useMemo<SessionActions>(
    () => ({
      signIn: (result) => {
        tokens.accept(result.user.uid, result.accessToken, result.user.oauth);
        setState((current) => ({ ...current, user: result.user }));
      },
      signOut: credentials.signOut,
      updateUser: (next) => setState((current) => ({ ...current, user: next })),
    }),
    [tokens, credentials],
  );

  const value = useMemo<SessionContextValue>(
    () => ({
      session: user ? { status: 'authenticated', user } : { status: 'anonymous', user: null },
      credentials,
      actions,
    }),
    [user, credentials, actions],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
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

/** Sign-in, sign-out and profile updates. */
export function useSessionActions(): SessionActions {
  return useSessionContext().actions;
}
