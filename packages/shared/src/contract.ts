import type { z } from 'zod';

/**
 * The route contract: every API call is declared once here, with its method, path (relative to
 * the API base, as in SPEC.md §7), headers, params, query, body and responses. The server
 * registers it, the web client calls through it and OpenAPI is generated from it.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** `public` routes need no session; `session` routes answer 401/901 without one. */
export type RouteAuth = 'public' | 'session';

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

export interface RouteDefinition {
  method: HttpMethod;
  /** Path relative to the API base, with `{name}` placeholders as in SPEC.md §7. */
  path: string;
  summary: string;
  tags: readonly string[];
  auth: RouteAuth;
  headers?: ObjectSchema;
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: z.ZodType;
  /** The body is multipart form data; `body` then describes its non-file fields. */
  multipart?: boolean;
  /**
   * A multipart route's file fields, each with the most files it may carry in one request. The
   * server refuses any other file field, and more files than declared, before it reads them.
   */
  files?: Readonly<Record<string, number>>;
  responses: { [status: number]: z.ZodType };
}

/** Declares a route; the identity function keeps the literal types for callers. */
export function defineRoute<const T extends RouteDefinition>(route: T): T {
  return route;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OptionalKey<K extends string, S> = S extends z.ZodType ? { [P in K]: InputOf<S> } : { [P in K]?: never };

/** What a caller passes to a route: its params, query, body and headers, each typed. */
export type RouteInput<T extends RouteDefinition> = OptionalKey<'params', T['params']> &
  Partial<OptionalKey<'query', T['query']>> &
  OptionalKey<'body', T['body']> &
  Partial<OptionalKey<'headers', T['headers']>>;

/** The success body of a route (its 200 or 201 response). */
export type RouteOutput<T extends RouteDefinition> = T['responses'] extends { 200: infer S extends z.ZodType }
  ? z.output<S>
  : T['responses'] extends { 201: infer S extends z.ZodType }
    ? z.output<S>
    : unknown;

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
