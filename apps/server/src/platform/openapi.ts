import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

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
          'The API of Vernissage. Send `version: 1.0`; authenticate with `Authorization: Bearer <access token>` and `oauth: <login method>`. An authentication failure answers 401 with `code: 901`.',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
