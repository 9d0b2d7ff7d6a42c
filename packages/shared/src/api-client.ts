import { fillPath, paramText, type RouteDefinition, type RouteInput, type RouteOutput } from './contract.js';
import { API_VERSION, AUTH_FAILURE_CODE } from './domain.js';
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
}

export type ApiCall = <T extends RouteDefinition>(route: T, input?: RouteInput<T>) => Promise<RouteOutput<T>>;

/**
 * The web client of the route contract. It sends `version`, `Authorization` and `oauth`; on a
 * 901 it fetches a fresh session, swaps the token and retries once; on a second 901 (or when no
 * fresh session can be had) it signs out and hands over to `onAuthFailure`.
 */
export function createApiClient(options: ApiClientOptions): ApiCall {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const onAuthFailure = options.onAuthFailure ?? (() => globalThis.location?.assign('/login'));
  // Parallel calls that fail together share one refresh.
  let refreshing: Promise<ClientSession | null> | null = null;

  const refreshOnce = () => {
    refreshing ??= options.refreshSession().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const send = async (
    route: RouteDefinition,
    input: Partial<RouteInput<RouteDefinition>>,
    session: ClientSession | null,
  ) => {
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
    } else if (input.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(input.body);
    }
    return doFetch(url, { method: route.method, headers, body, credentials: 'include' });
  };

  return async function call<T extends RouteDefinition>(route: T, input?: RouteInput<T>): Promise<RouteOutput<T>> {
    const args = (input ?? {}) as Partial<RouteInput<RouteDefinition>>;
    const session = options.getSession();
    let response = await send(route, args, session);
    let failure = await readFailure(response);
    if (failure?.isAuthFailure && route.auth === 'session') {
      // Another call may have refreshed while this one was under way: use its token.
      const current = options.getSession();
      const swapped = current?.accessToken && current.accessToken !== session?.accessToken;
      const fresh = swapped ? current : await refreshOnce().catch(() => null);
      if (fresh?.accessToken) {
        response = await send(route, args, fresh);
        failure = await readFailure(response);
      }
      if (failure?.isAuthFailure) {
        await options.signOut().catch(() => undefined);
        onAuthFailure();
      }
    }
    if (failure) throw failure;
    if (response.status === 204) return undefined as RouteOutput<T>;
    return (await response.json()) as RouteOutput<T>;
  };
}

function buildUrl(baseUrl: string, route: RouteDefinition, input: Partial<RouteInput<RouteDefinition>>): string {
  const path = fillPath(route.path, input.params);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
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
