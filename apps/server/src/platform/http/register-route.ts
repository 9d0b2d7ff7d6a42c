import {
  IDEMPOTENCY_KEY,
  operationIdOf,
  takesIdempotencyKey,
  toFastifyPath,
  type ParsedBody,
  type ParsedHeaders,
  type ParsedParams,
  type ParsedQuery,
  type RouteDefinition,
  type RouteFileField,
  type RouteResult,
} from '@vernissage/shared';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { identityOf, type Identity } from '../auth/session-guard.js';
import { answerOnce, fingerprintOf } from './idempotency.js';
import { multipartFormSchema, readMultipart, uploadCleanupHooks, type UploadedFile } from './multipart.js';
import { refuseNul } from './refuse-nul.js';

/** A file of a multipart route's request, in one of the fields the route declares. */
export type RouteFile<T extends RouteDefinition> = UploadedFile & { field: RouteFileField<T> };

/**
 * The body as a handler receives it: a JSON route's parsed `body`; a multipart route's parsed
 * `data` part and its `files` (in the order sent), read and checked before the handler runs.
 */
type BodyContext<T extends RouteDefinition> = T extends { multipart: true }
  ? { data: ParsedBody<T>; files: RouteFile<T>[] }
  : { body: ParsedBody<T> };

/** What a handler receives: the parsed, validated parts of the request and who is calling. */
export type RouteContext<T extends RouteDefinition> = BodyContext<T> & {
  params: ParsedParams<T>;
  query: ParsedQuery<T>;
  headers: ParsedHeaders<T>;
  /** The caller, from the session: always there on a `session` route, never on a `public` one. */
  identity: T['auth'] extends 'session' ? Identity : null;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type RouteHandler<T extends RouteDefinition> = (context: RouteContext<T>) => Promise<RouteResult<T>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's declared access: `public` or `session`. */
    auth?: RouteDefinition['auth'];
  }
}

/**
 * PostgreSQL cannot store U+0000 in text, so a request carrying one anywhere — path, query,
 * header or JSON body — is refused here, before validation and long before the database, for every
 * route alike. (Multipart `data` is parsed later, by the route's schema, whose strings refuse it.)
 */
const nulGuard: preValidationHookHandler = (request, _reply, done) => {
  try {
    refuseNul({ params: request.params, query: request.query, headers: request.headers, body: request.body });
    done();
  } catch (error) {
    done(error as Error);
  }
};

/**
 * Registers a route declared in `packages/shared`: its schemas validate the request and the
 * response, and feed the OpenAPI document. A multipart route's `data` part and files are read
 * and checked here, as the contract declares them. A session route's handler is handed the
 * caller's identity; a request with an `Idempotency-Key`, where the route takes one, is answered
 * once (`answerOnce`). The handler stays thin and calls a service.
 */
export function registerRoute<T extends RouteDefinition>(
  app: FastifyInstance,
  route: T,
  handler: RouteHandler<T>,
  /** Server-side route settings the contract does not carry (rate limits, sign-up exceptions). */
  config: Omit<FastifyContextConfig, 'auth'> = {},
) {
  // A route that creates something may take a key, so that a request sent again after a lost
  // answer does the work once (ADR 086).
  const idempotent = takesIdempotencyKey(route);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: toFastifyPath(route.path),
    config: { ...config, auth: route.auth },
    preValidation: nulGuard,
    ...(route.multipart && uploadCleanupHooks),
    schema: {
      operationId: operationIdOf(route),
      summary: route.summary,
      tags: [...route.tags],
      ...(route.headers && { headers: route.headers }),
      ...(route.params && { params: route.params }),
      ...(route.query && { querystring: route.query }),
      ...(route.multipart
        ? // Documentation only (see platform/openapi.ts): Fastify validates `body`, and a
          // multipart body is read by the handler below, part by part.
          { consumes: ['multipart/form-data'], multipartBody: multipartFormSchema(route, app.uploadLimits) }
        : route.body && { body: route.body }),
      response: route.responses,
      // Public operations say so (`[]`); any other needs the bearer token (platform/openapi.ts).
      security: route.auth === 'public' ? [] : [{ bearerAuth: [] }],
    },
    handler: async (request, reply) => {
      const common = {
        params: request.params,
        query: request.query,
        headers: request.headers,
        identity: route.auth === 'session' ? identityOf(request) : null,
        request,
        reply,
      };
      const body = route.multipart ? await readMultipart(request, route) : { body: request.body };
      const handle = () => handler({ ...common, ...body } as unknown as RouteContext<T>);
      const key = idempotent ? request.headers[IDEMPOTENCY_KEY] : undefined;
      if (typeof key !== 'string' || !common.identity) return handle();
      const fingerprint = await fingerprintOf(route, request, body);
      return answerOnce(
        request,
        reply,
        { userId: common.identity.userId, key, operation: operationIdOf(route), fingerprint },
        handle,
      );
    },
  });
}
