import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A multipart route's body for the OpenAPI document only: Fastify must not validate the
     * body of a multipart request (its parts are read by the handler), so it is not `body`.
     */
    multipartBody?: z.ZodType;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type DocumentInput = Parameters<typeof jsonSchemaTransformObject>[0];

/**
 * Describes the route contract and nothing else: routes `registerRoute` declared carry their
 * `auth`; pages, files, the web app's catch-all and better-auth's callbacks are not API
 * operations (and a catch-all would list TRACE and QUERY). Hands a multipart route's documented
 * body to the generator as its `body`.
 */
const transform = (input: TransformInput) => {
  if (input.route.config?.auth === undefined) return { schema: { hide: true }, url: input.url };
  const { multipartBody, ...schema } = (input.schema ?? {}) as Record<string, unknown>;
  return jsonSchemaTransform(multipartBody ? { ...input, schema: { ...schema, body: multipartBody } } : input);
};

/**
 * Says that the `data` part of every multipart body is JSON (the generator has no encodings), and
 * keeps only the named schemas the operations use.
 */
const transformObject = (input: DocumentInput) => {
  const document = jsonSchemaTransformObject(input) as {
    paths?: Record<string, Record<string, unknown>>;
    components?: { schemas?: Record<string, unknown> };
  };
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const form = (operation as { requestBody?: { content?: Record<string, MediaType> } }).requestBody?.content?.[
        'multipart/form-data'
      ];
      if (form?.schema?.properties?.data) form.encoding = { data: { contentType: 'application/json' } };
    }
  }
  if (document.components?.schemas) document.components.schemas = usedSchemas(document, document.components.schemas);
  return document as ReturnType<typeof jsonSchemaTransformObject>;
};

const SCHEMA_REF = '#/components/schemas/';

/**
 * The named schemas reachable from the operations. The zod registry hands over every schema
 * with an id, each as input and as output (`Error` and `ErrorInput`), used or not; the unused
 * ones would only clutter the reference and the SDK's types.
 */
function usedSchemas(document: { paths?: unknown }, schemas: Record<string, unknown>): Record<string, unknown> {
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(SCHEMA_REF)) {
        const name = inner.slice(SCHEMA_REF.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(inner);
    }
  };
  visit(document.paths);
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}

interface MediaType {
  schema?: { properties?: Record<string, unknown> };
  encoding?: Record<string, { contentType: string }>;
}

/**
 * OpenAPI 3.1 generated from the route declarations, served at `/api/openapi.json`, with the
 * reference UI at `/api/docs`. Must be registered before the routes it describes.
 */
export async function registerOpenApi(app: FastifyInstance, options: { publicUrl: string }) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vernissage API',
        version: '1.0',
        description:
          'The API of Vernissage. Send `version: 1.0`; authenticate with `Authorization: Bearer <access token>` and `oauth: <login method>`. An authentication failure answers 401 with `code: 901`. Uploads are `multipart/form-data`: the fields as JSON in the `data` part, the files in the parts each route names.',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'An access token from `POST /user/login`, renewed by `POST /user/token`.',
          },
        },
      },
    },
    transform,
    transformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
