import {
  fillPath,
  multipartForm,
  paramText,
  type HttpMethod,
  type RouteDefinition,
  type RouteInput,
  type RouteResult,
} from './contract.js';
import { API_VERSION, AUTH_FAILURE_CODE, IDEMPOTENCY_KEY, REQUEST_IN_PROGRESS_CODE } from './domain.js';
import type { ErrorBody, FieldIssue } from './errors.js';

/** An error answer of the API, thrown by the client. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number | string;
  readonly details?: FieldIssue[];
  readonly requestId?: string;

  constructor(status: number, code: number | string, message: string, details?: FieldIssue[], requestId?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.requestId = requestId;
    this.name = 'ApiError';
  }

  get isAuthFailure(): boolean {
    return this.code === AUTH_FAILURE_CODE;
  }
}

/** The credentials the client sends: a bearer access token and the login method. */
export interface ClientSession {
  accessToken: string | null;
  oauth?: string | null;
}

export interface ApiClientOptions {
  /** The API base, e.g. `/api` or `https://api.example.com/api`. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** The current session, read before every call. */
  getSession: () => ClientSession | null;
  /** Fetches a fresh session after a 901; null when there is none to be had. */
  refreshSession: () => Promise<ClientSession | null>;
  /** Ends the session locally and on the server. */
  signOut: () => Promise<void>;
  /** Called after signing out on a second 901; defaults to going to `/login`. */
  onAuthFailure?: () => void;
  /**
   * How calls that report upload progress are sent: XMLHttpRequest where there is one (fetch
   * cannot tell how much of a body has gone out), else a streamed fetch.
   */
  uploadTransport?: UploadTransport;
  /**
   * How long to wait before each new try of a call with an `Idempotency-Key` the server is still
   * doing under that key (409 `request_in_progress`, ADR 086); after the last, the 409 is thrown.
   */
  inProgressWaitsMs?: readonly number[];
}

/** Waits of a keyed call whose first sending is still under way: about 15 s in all. */
const IN_PROGRESS_WAITS_MS = [1000, 2000, 4000, 8000];

/** How one call is made, beyond what the route and its input say. */
export interface CallOptions {
  /** Told how many bytes of the body have been sent, of how many; a retry starts again at 0. */
  onUploadProgress?: (sent: number, total: number) => void;
}

export type ApiCall = <T extends RouteDefinition>(
  route: T,
  input?: RouteInput<T>,
  options?: CallOptions,
) => Promise<RouteResult<T>>;

/** One request of an upload, as the client has built it. */
export interface UploadRequest {
  url: string;
  method: HttpMethod;
  headers: Headers;
  body: BodyInit | undefined;
  onUploadProgress: (sent: number, total: number) => void;
}

/** Sends an upload and resolves with whatever HTTP answer comes; rejects only when none does. */
export type UploadTransport = (request: UploadRequest) => Promise<Response>;

/**
 * The web client of the route contract. It sends `version`, `Authorization` and `oauth`; on a
 * 901 it fetches a fresh session, swaps the token and retries once; on a second 901 (or when no
 * fresh session can be had) it signs out and hands over to `onAuthFailure`. A call sent with an
 * `Idempotency-Key` while the server is still doing the first sending of its key is sent again
 * after a wait, up to `inProgressWaitsMs` (ADR 086). Multipart routes take
 * `{data, files}` (or a `FormData`); a call given `onUploadProgress` goes through the upload
 * transport, with the same headers and the same 901 handling.
 */
export function createApiClient(options: ApiClientOptions): ApiCall {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const upload =
    options.uploadTransport ??
    (typeof XMLHttpRequest === 'function' ? xhrUploadTransport() : streamedFetchUploadTransport(doFetch));
  const onAuthFailure = options.onAuthFailure ?? (() => globalThis.location?.assign('/login'));
  // Parallel calls that fail together share one refresh.
  let refreshing: Promise<ClientSession | null> | null = null;

  const refreshOnce = () => {
    refreshing ??= options.refreshSession().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const send = async (route: RouteDefinition, input: AnyInput, session: ClientSession | null, call: CallOptions) => {
    const url = buildUrl(options.baseUrl, route, input);
    const headers = new Headers({ version: API_VERSION });
    for (const [name, value] of Object.entries(input.headers ?? {})) {
      if (value !== undefined && value !== null) headers.set(name, paramText(value));
    }
    if (session?.accessToken) headers.set('Authorization', `Bearer ${session.accessToken}`);
    if (session?.oauth) headers.set('oauth', session.oauth);
    let body: BodyInit | undefined;
    if (input.body instanceof FormData) {
      body = input.body;
    } else if (route.multipart) {
      // The boundary is the transport's to choose: no content-type of ours.
      body = multipartForm(input.body as Parameters<typeof multipartForm>[0]);
    } else if (input.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(input.body);
    }
    if (call.onUploadProgress) {
      return upload({ url, method: route.method, headers, body, onUploadProgress: call.onUploadProgress });
    }
    return doFetch(url, { method: route.method, headers, body, credentials: 'include' });
  };

  const inProgressWaits = options.inProgressWaitsMs ?? IN_PROGRESS_WAITS_MS;

  /** Sends a call, and again with a fresh session after a 901; signs out after a second. */
  const sendSignedIn = async (route: RouteDefinition, args: AnyInput, callOptions: CallOptions) => {
    const session = options.getSession();
    let response = await send(route, args, session, callOptions);
    let failure = await readFailure(response);
    if (failure?.isAuthFailure && route.auth === 'session') {
      // Another call may have refreshed while this one was under way: use its token.
      const current = options.getSession();
      const swapped = current?.accessToken && current.accessToken !== session?.accessToken;
      const fresh = swapped ? current : await refreshOnce().catch(() => null);
      if (fresh?.accessToken) {
        response = await send(route, args, fresh, callOptions);
        failure = await readFailure(response);
      }
      if (failure?.isAuthFailure) {
        await options.signOut().catch(() => undefined);
        onAuthFailure();
      }
    }
    return { response, failure };
  };

  return async function call<T extends RouteDefinition>(
    route: T,
    input?: RouteInput<T>,
    callOptions: CallOptions = {},
  ): Promise<RouteResult<T>> {
    const args: AnyInput = input ?? {};
    let { response, failure } = await sendSignedIn(route, args, callOptions);
    // The same request with the same key, sent while its first sending is still being done (that
    // one's answer was lost): its answer comes once that is done.
    const keyed = args.headers?.[IDEMPOTENCY_KEY] !== undefined;
    for (const wait of keyed ? inProgressWaits : []) {
      if (failure?.code !== REQUEST_IN_PROGRESS_CODE) break;
      await new Promise((resolve) => setTimeout(resolve, wait));
      ({ response, failure } = await sendSignedIn(route, args, callOptions));
    }
    if (failure) throw failure;
    if (response.status === 204) return undefined as RouteResult<T>;
    return (await response.json()) as RouteResult<T>;
  };
}

/** A call's input with its types let go, as the client handles it. */
interface AnyInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  headers?: Record<string, unknown>;
  body?: unknown;
}

/** Statuses whose answers have no body (a `Response` refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * Uploads through XMLHttpRequest, which reports how much of the body has gone out. Cookies go
 * along as with fetch's `credentials: 'include'`. The answer is handed back as a `Response`.
 */
export function xhrUploadTransport(): UploadTransport {
  return ({ url, method, headers, body, onUploadProgress }) =>
    new Promise<Response>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(method, url);
      request.withCredentials = true;
      request.responseType = 'arraybuffer';
      headers.forEach((value, name) => request.setRequestHeader(name, value));
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onUploadProgress(event.loaded, event.total);
      });
      request.addEventListener('load', () => {
        const answerHeaders = new Headers();
        for (const line of request
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const colon = line.indexOf(':');
          if (colon > 0) answerHeaders.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
        }
        const answer = NULL_BODY.has(request.status) ? null : (request.response as ArrayBuffer);
        resolve(
          new Response(answer, { status: request.status, statusText: request.statusText, headers: answerHeaders }),
        );
      });
      request.addEventListener('error', () => reject(new TypeError('The upload could not reach the server.')));
      request.addEventListener('abort', () => reject(new TypeError('The upload was interrupted.')));
      request.send(body as XMLHttpRequestBodyInit | undefined);
    });
}

/** Bytes handed to fetch at a time by the streamed upload. */
const UPLOAD_CHUNK = 64 * 1024;

/**
 * Uploads through fetch where there is no XMLHttpRequest (Node): the body is encoded, then
 * streamed in chunks, each counted as fetch takes it to send.
 */
export function streamedFetchUploadTransport(doFetch: typeof fetch = globalThis.fetch): UploadTransport {
  return async ({ url, method, headers, body, onUploadProgress }) => {
    const encoded = new Response(body);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const contentType = encoded.headers.get('content-type');
    const sent = new Headers(headers);
    if (contentType && !sent.has('content-type')) sent.set('content-type', contentType);
    sent.set('content-length', String(bytes.byteLength));
    let offset = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.byteLength) {
          controller.close();
          return;
        }
        const chunk = bytes.subarray(offset, offset + UPLOAD_CHUNK);
        offset += chunk.byteLength;
        controller.enqueue(chunk);
        onUploadProgress(offset, bytes.byteLength);
      },
    });
    // `duplex` is required by fetch for a streamed body; the DOM types do not know it yet.
    const init = { method, headers: sent, body: stream, credentials: 'include', duplex: 'half' } as RequestInit;
    return doFetch(url, init);
  };
}

function buildUrl(baseUrl: string, route: RouteDefinition, input: AnyInput): string {
  const path = fillPath(route.path, input.params);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) query.append(name, paramText(item));
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return `${baseUrl.replace(/\/$/, '')}${path}${search}`;
}

async function readFailure(response: Response): Promise<ApiError | null> {
  if (response.ok) return null;
  const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
  return new ApiError(
    response.status,
    body?.code ?? response.status,
    body?.message ?? response.statusText,
    body?.details,
    body?.requestId ?? response.headers.get('x-request-id') ?? undefined,
  );
}
