import type { z } from 'zod';

/**
 * The route contract: every API call is declared once here, with its method, path (relative to
 * the API base, as in SPEC.md §7), headers, params, query, body and responses. The server
 * registers it, the web client calls through it and OpenAPI is generated from it.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** `public` routes need no session; `session` routes answer 401/901 without one. */
export type RouteAuth = 'public' | 'session';

/**
 * Who may call a route, as its handler checks it (the isolation sweep of issue 14 tests each
 * route against it). Workspace kinds name the workspace of the `gid` header, param or query, or —
 * where a route names a resource by id instead (a room, an artist, an entry) — the workspace
 * that owns it; each also needs the plan to allow it (a lapsed plan keeps data readable, so
 * `workspace:read` still answers, the others 403 — except that taking something away from the
 * workspace's set-up, such as revoking a token or removing a member, stays open: ADR 052). A
 * caller outside the scope gets 403, or 404 where the route hides that the thing exists. The
 * isolation sweep (`route-isolation.test.ts`) calls every route as each kind of caller.
 *
 * - `public`: anyone, no session needed.
 * - `session`: any signed-in account, acting on its own things (profile, plan, offers, saved items).
 * - `workspace:read`: a member of the workspace with at least read access.
 * - `workspace:write`: a member with write access.
 * - `workspace:manage`: an owner or admin of the workspace (`canManageWorkspace`).
 * - `workspace:owner`: an owner of the workspace only.
 * - `item:read` / `item:write`: read or write access to one work named by `aid` (or by an offer's
 *   `sid`): membership of its workspace, then the record's and its folder's access levels. A
 *   work's detail also shows its public face (no private fields) to the recipient of an offer of
 *   it, and to anyone once it is published.
 * - `share`: a party to the offer named by `sid`: its recipient, or a member of the offering
 *   workspace with access to the work (read to look at the offer, write to move it); anyone else
 *   gets 404.
 * - `juror`: a juror of the contest round named, or a platform admin; anyone else gets 404.
 * - `admin`: platform staff only.
 */
export const ROUTE_ACCESS = [
  'public',
  'session',
  'workspace:read',
  'workspace:write',
  'workspace:manage',
  'workspace:owner',
  'item:read',
  'item:write',
  'share',
  'juror',
  'admin',
] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

interface RouteBase {
  method: HttpMethod;
  /** Path relative to the API base, with `{name}` placeholders as in SPEC.md §7. */
  path: string;
  summary: string;
  tags: readonly string[];
  auth: RouteAuth;
  /** Who may call it, as the handler checks (see `RouteAccess`). */
  access: RouteAccess;
  /**
   * The operation's name in the OpenAPI description and so in the SDK. Left out, it is made from
   * the method and path (`operationIdOf`); set it only to keep a published name when a path moves.
   */
  operationId?: string;
  headers?: ObjectSchema;
  params?: ObjectSchema;
  query?: ObjectSchema;
  responses: { [status: number]: z.ZodType };
}

/** A route whose body, when it has one, is JSON. */
export interface JsonRouteDefinition extends RouteBase {
  body?: z.ZodType;
  multipart?: false;
  files?: undefined;
}

/**
 * A route that takes `multipart/form-data`: its fields as JSON in the `data` part, described by
 * `body`, and files in the parts `files` names. The server reads and validates both before the
 * handler runs; OpenAPI documents both.
 */
export interface MultipartRouteDefinition extends RouteBase {
  multipart: true;
  /** The schema of the `data` part. */
  body: z.ZodType;
  /**
   * The file fields, each with the most files it may carry in one request. The server refuses
   * any other file field, and more files than declared, before it reads them.
   */
  files: Readonly<Record<string, number>>;
  /**
   * File fields that may be larger than the server's per-file limit (`IMAGE_MAX_BYTES`), each
   * naming the setting that bounds it instead; the request's byte budget grows by as much. Any
   * field not named here keeps the per-file limit.
   */
  fileBytes?: Readonly<Record<string, UploadLimitName>>;
}

/**
 * Upload limits a route may take instead of the per-file one; the server's configuration gives
 * their sizes (`importImages`: `IMPORT_IMAGES_MAX_BYTES`, the images .zip of an import).
 */
export type UploadLimitName = 'importImages';

export type RouteDefinition = JsonRouteDefinition | MultipartRouteDefinition;

/** Declares a route; the identity function keeps the literal types for callers. */
export function defineRoute<const T extends RouteDefinition>(route: T): T {
  return route;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends as a route's body: its JSON body, or a multipart route's `data` part. */
export type RouteBody<T extends RouteDefinition> = InputOf<T['body']>;
/** What a caller sends as a route's query (before defaults and coercion). */
export type RouteQuery<T extends RouteDefinition> = InputOf<T['query']>;
/** What a caller fills a route's path placeholders with. */
export type RouteParams<T extends RouteDefinition> = InputOf<T['params']>;
/** The id headers a caller sends a route. */
export type RouteHeaders<T extends RouteDefinition> = InputOf<T['headers']>;

/** A route's body as the server hands it to the handler: validated, defaults filled in. */
export type ParsedBody<T extends RouteDefinition> = OutputOf<T['body']>;
/** A route's query as the server hands it to the handler: text coerced, defaults filled in. */
export type ParsedQuery<T extends RouteDefinition> = OutputOf<T['query']>;
/** A route's path parameters as the server hands them to the handler. */
export type ParsedParams<T extends RouteDefinition> = OutputOf<T['params']>;
/** A route's headers as the server hands them to the handler. */
export type ParsedHeaders<T extends RouteDefinition> = OutputOf<T['headers']>;

/** The success body of a route (its 200 or 201 response). */
export type RouteResult<T extends RouteDefinition> = T['responses'] extends { 200: infer S extends z.ZodType }
  ? z.output<S>
  : T['responses'] extends { 201: infer S extends z.ZodType }
    ? z.output<S>
    : unknown;
/** The success body of a route; the older name of `RouteResult`. */
export type RouteOutput<T extends RouteDefinition> = RouteResult<T>;

/** The file fields a multipart route takes (`'images'`, `'logo'`, `'photo'`). */
export type RouteFileField<T extends RouteDefinition> = T extends { files: infer F } ? keyof F & string : never;

/** The value a `data` part stands for when it is left out: nothing, of the schema's own kind. */
type EmptyOf<B> = B extends readonly unknown[] ? [] : Record<never, never>;

/**
 * The body of a call to a multipart route: the `data` part, typed by the route's schema (it may
 * be left out when sending nothing is valid, as in updates), and files by field. The client
 * turns it into a `FormData`; a `FormData` built by hand is sent as it is.
 */
export type MultipartInput<T extends RouteDefinition> = (EmptyOf<RouteBody<T>> extends RouteBody<T>
  ? { data?: RouteBody<T> }
  : { data: RouteBody<T> }) & {
  files?: { [K in RouteFileField<T>]?: Blob | readonly Blob[] };
};

type OptionalKey<K extends string, S> = S extends z.ZodType ? { [P in K]: InputOf<S> } : { [P in K]?: never };
type BodyKey<T extends RouteDefinition> = T extends { multipart: true }
  ? { body: MultipartInput<T> | FormData }
  : OptionalKey<'body', T['body']>;

/** What a caller passes to a route: its params, query, body and headers, each typed. */
export type RouteInput<T extends RouteDefinition> = OptionalKey<'params', T['params']> &
  Partial<OptionalKey<'query', T['query']>> &
  BodyKey<T> &
  Partial<OptionalKey<'headers', T['headers']>>;

/** The `FormData` of a multipart call: `data` as JSON, then each file in its field's part. */
export function multipartForm(input: { data?: unknown; files?: Record<string, Blob | readonly Blob[] | undefined> }) {
  const form = new FormData();
  if (input.data !== undefined) form.append('data', JSON.stringify(input.data));
  for (const [field, value] of Object.entries(input.files ?? {})) {
    if (value === undefined) continue;
    for (const file of Array.isArray(value) ? (value as readonly Blob[]) : [value as Blob]) {
      form.append(field, file, file instanceof File ? file.name : field);
    }
  }
  return form;
}

/**
 * The stable name of a route's operation in the OpenAPI description (and the SDK's method
 * names): its own `operationId`, else its method and path in camel case, each placeholder read
 * as "by …" — `GET /workspace/today` → `getWorkspaceToday`, `GET /artwork/detail/{aid}` →
 * `getArtworkDetailByAid`. Unique because method and path are (a test checks it).
 */
export function operationIdOf(route: Pick<RouteDefinition, 'method' | 'path' | 'operationId'>): string {
  if (route.operationId) return route.operationId;
  const words = route.path
    .split('/')
    .flatMap((segment) => {
      const placeholder = /^\{(\w+)\}$/.exec(segment)?.[1];
      return placeholder ? ['by', placeholder] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter((word) => word !== '');
  return route.method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/** `/artwork/detail/{aid}` → `/artwork/detail/:aid`, the form Fastify routes by. */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Fills `{name}` placeholders with URL-encoded values; a missing value is a programming error. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(paramText(value));
  });
}

/** The text of a path, query or header value: scalars as they are, anything else as JSON. */
export function paramText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}
