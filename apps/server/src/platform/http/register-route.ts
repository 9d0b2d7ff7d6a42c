import { toFastifyPath, type RouteDefinition, type RouteOutput } from '@vernissage/shared';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { refuseNul } from './refuse-nul.js';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the parsed, validated parts of the request. */
export interface RouteContext<T extends RouteDefinition> {
  params: Parsed<T['params']>;
  query: Parsed<T['query']>;
  body: Parsed<T['body']>;
  headers: Parsed<T['headers']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<T extends RouteDefinition> = (context: RouteContext<T>) => Promise<RouteOutput<T>>;

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
const nulGuard: preValidationAsyncHookHandler = async (request) => {
  refuseNul({ params: request.params, query: request.query, headers: request.headers, body: request.body });
};

/**
 * Registers a route declared in `packages/shared`: its schemas validate the request and the
 * response, and feed the OpenAPI document. The handler stays thin and calls a service.
 */
export function registerRoute<T extends RouteDefinition>(
  app: FastifyInstance,
  route: T,
  handler: RouteHandler<T>,
  /** Server-side route settings the contract does not carry (rate limits, sign-up exceptions). */
  config: Omit<FastifyContextConfig, 'auth'> = {},
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: toFastifyPath(route.path),
    config: { ...config, auth: route.auth },
    preValidation: nulGuard,
    schema: {
      summary: route.summary,
      tags: [...route.tags],
      ...(route.headers && { headers: route.headers }),
      ...(route.params && { params: route.params }),
      ...(route.query && { querystring: route.query }),
      ...(route.body && !route.multipart && { body: route.body }),
      ...(route.multipart && { consumes: ['multipart/form-data'] }),
      response: route.responses,
      ...(route.auth === 'session' && { security: [{ bearerAuth: [] }] }),
    },
    handler: (request, reply) =>
      handler({
        params: request.params as Parsed<T['params']>,
        query: request.query as Parsed<T['query']>,
        body: request.body as Parsed<T['body']>,
        headers: request.headers as Parsed<T['headers']>,
        request,
        reply,
      }),
  });
}
