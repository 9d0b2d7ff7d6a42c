import { createApiClient, type ApiCall } from '@vernissage/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from '../request-id.js';

/** Headers of the page request that the API calls made for it carry along. */
const FORWARDED = ['cookie', 'accept-language', 'user-agent'] as const;

/** Statuses whose answers have no body (a `Response` refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * The route contract's client for the loaders of one page request: the client the browser uses,
 * its calls answered inside this process (`app.inject`, no socket, no HTTP to ourselves) as the
 * page request's own session. Its cookie goes along, so no access token is minted or fetched
 * and a loader reads exactly what the signed-in person may read; the API's guards, validation
 * and presenters all apply as they do for the browser.
 */
export function pageApiFor(
  app: FastifyInstance,
  request: FastifyRequest,
  apiPrefix: string,
  /** Headers that lend the page's identity to its calls (`lendPageIdentity`). */
  identityHeaders: Record<string, string> = {},
): ApiCall {
  const carried: Record<string, string> = { [REQUEST_ID_HEADER]: request.id, ...identityHeaders };
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') carried[name] = value;
  }

  const inject: typeof fetch = async (input, init) => {
    if (init?.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new TypeError('Page loaders send JSON bodies only.');
    }
    const answer = await app.inject({
      method: init?.method ?? 'GET',
      url: input instanceof Request ? input.url : String(input),
      headers: { ...Object.fromEntries(new Headers(init?.headers)), ...carried },
      payload: init?.body ?? undefined,
      // Logs and per-address rules see the visitor, not this process.
      remoteAddress: request.ip,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const body = NULL_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload);
    return new Response(body, { status: answer.statusCode, headers });
  };

  return createApiClient({
    baseUrl: apiPrefix,
    fetch: inject,
    // The session cookie is the credential: there is no token to send, renew or end here. A 901
    // (the session ended meanwhile) fails the call; the page's own guard sends the person on.
    getSession: () => null,
    refreshSession: async () => null,
    signOut: async () => undefined,
    onAuthFailure: () => undefined,
  });
}
