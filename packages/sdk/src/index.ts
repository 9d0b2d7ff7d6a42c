import createFetchClient from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export type { components, operations, paths };

/** The path under a Vernissage server where its API lives (the description's server URL). */
export const API_BASE_PATH = '/api';

export interface ClientOptions {
  /** The Vernissage server, as people open it: `https://vernissage.example`. */
  baseUrl: string;
  /**
   * Sent as `Authorization: Bearer <token>`: an API token, or the access token that
   * `POST /api/user/login` answers. Left out, only public operations answer.
   */
  token?: string;
  /** The `fetch` to call through (a proxy's, a test's); the global one by default. */
  fetch?: typeof globalThis.fetch;
}

/**
 * A typed client of the Vernissage API: `GET`, `POST`, `PUT`, `DELETE`… by path, their
 * parameters, bodies and answers typed from the OpenAPI description (`schema.d.ts`, made by
 * `npm run sdk:generate`). Each call resolves to `{ data }` or `{ error }` with the `response`.
 *
 * ```ts
 * const api = createClient({ baseUrl: 'https://vernissage.example', token });
 * const { data, error } = await api.GET('/inventory', { params: { header: { gid }, query: { size: 100 } } });
 * ```
 */
export function createClient(options: ClientOptions) {
  return createFetchClient<paths>({
    baseUrl: `${options.baseUrl.replace(/\/+$/, '')}${API_BASE_PATH}`,
    headers: {
      // The API version SPEC.md §7 has every caller send.
      version: '1.0',
      ...(options.token !== undefined && { authorization: `Bearer ${options.token}` }),
    },
    ...(options.fetch && { fetch: options.fetch }),
  });
}

export type VernissageClient = ReturnType<typeof createClient>;

export { verifyWebhookSignature, WebhookSignatureError, type VerifyWebhookSignatureOptions } from './webhooks.js';
