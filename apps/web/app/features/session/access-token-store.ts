import {
  ApiError,
  createApiClient,
  logoutRoute,
  tokenRoute,
  type ApiCall,
  type ClientSession,
} from '@vernissage/shared';

/**
 * The access token of the signed-in person, in memory only (never in browser storage: the
 * session itself lives in the httpOnly cookie). Fetched from `POST /user/token` the first time a
 * session call needs it, renewed after a 901, forgotten on sign-out or when the person changes.
 */
export class AccessTokenStore {
  private accessToken: string | null = null;
  private uid: string | null = null;
  private oauth: string | null = null;
  private pending: Promise<ClientSession | null> | null = null;
  private readonly publicApi: ApiCall;

  constructor(apiBaseUrl: string, doFetch?: typeof fetch) {
    // Token and logout calls carry the cookie; they must never recurse into a refresh.
    this.publicApi = createApiClient({
      baseUrl: apiBaseUrl,
      fetch: doFetch,
      getSession: () => null,
      refreshSession: async () => null,
      signOut: async () => undefined,
      onAuthFailure: () => undefined,
    });
  }

  /** What the API client sends: the bearer token and login method, or null before the first fetch. */
  session(): ClientSession | null {
    return this.accessToken ? { accessToken: this.accessToken, oauth: this.oauth } : null;
  }

  /** Keeps the token a sign-in or completed sign-up answered with. */
  accept(uid: string, accessToken: string | null, oauth: string | null) {
    this.uid = uid;
    this.accessToken = accessToken;
    this.oauth = oauth;
  }

  /** Follows the signed-in person: a different one (or nobody) must not use the old token. */
  follow(user: { uid: string; oauth: string | null } | null) {
    if (user?.uid !== this.uid) this.accessToken = null;
    this.uid = user?.uid ?? null;
    this.oauth = user?.oauth ?? null;
  }

  /**
   * A fresh access token for the session cookie (`POST /user/token`); null when there is no
   * session any more. Calls made at the same time share one request.
   */
  refresh(): Promise<ClientSession | null> {
    this.pending ??= this.publicApi(tokenRoute)
      .then(
        ({ accessToken }) => {
          this.accessToken = accessToken;
          return { accessToken, oauth: this.oauth };
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 401) {
            this.accessToken = null;
            return null;
          }
          throw error;
        },
      )
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  /** Fetches a token when there is none yet (the first session call after a page load). */
  async ensure(): Promise<void> {
    if (this.accessToken) return;
    // Without a token the call still goes with the cookie, and a 901 then takes its course.
    await this.refresh().catch(() => null);
  }

  /** Ends the session on the server (clearing the cookie) and forgets the token. */
  async signOut(): Promise<void> {
    try {
      await this.publicApi(logoutRoute);
    } finally {
      this.accessToken = null;
      this.uid = null;
      this.oauth = null;
    }
  }
}
