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

/** Hands a multipart route's documented body to the generator as its `body`. */
const transform = (input: TransformInput) => {
  const { multipartBody, ...schema } = (input.schema ?? {}) as Record<string, unknown>;
  return jsonSchemaTransform(multipartBody ? { ...input, schema: { ...schema, body: multipartBody } } : input);
};

/** Says that the `data` part of every multipart body is JSON (the generator has no encodings). */
const transformObject = (input: DocumentInput) => {
  const document = jsonSchemaTransformObject(input) as { paths?: Record<string, Record<string, unknown>> };
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const form = (operation as { requestBody?: { content?: Record<string, MediaType> } }).requestBody?.content?.[
        'multipart/form-data'
      ];
      if (form?.schema?.properties?.data) form.encoding = { data: { contentType: 'application/json' } };
    }
  }
  return document as ReturnType<typeof jsonSchemaTransformObject>;
};

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
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
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
