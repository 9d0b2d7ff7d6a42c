import type { ApiCall } from './api-client.js';
import type { UserDto } from './routes/user.schemas.js';

/**
 * Values the server hands to the web app. This is the explicit allow-list of what a browser may
 * see of the configuration; nothing else of the server's environment reaches the page.
 */
export interface PublicEnv {
  /** The API base the web client calls, `/api` or an absolute URL of a separate API host. */
  apiBaseUrl: string;
  /** Channel.io plugin key; the chat widget loads only when it is set. */
  channelPluginKey: string | null;
  /** `development` or `production`. */
  mode: 'development' | 'production' | 'test';
}

/** What the server passes to every React Router loader and to the HTML renderer. */
export type WebLoadContext = {
  /** The signed-in user of the request's session cookie, resolved by the server; null when anonymous. */
  user: UserDto | null;
  publicEnv: PublicEnv;
  /** Per-request nonce allowed by the Content-Security-Policy for inline scripts. */
  cspNonce: string;
  requestId: string;
  /**
   * The route contract's client as this request's session: loaders read through it what the page
   * shows, answered inside the server with the request's cookie (no access token, no network).
   */
  api: ApiCall;
};
