import type { PublicEnv } from '@vernissage/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import { registerSystemRoutes } from './modules/system/system.routes.js';
import { apiNotFound, registerErrorHandling } from './platform/errors.js';
import { registerOpenApi } from './platform/openapi.js';
import { REQUEST_ID_HEADER, requestIdFor } from './platform/request-id.js';
import { cspNonceOf, registerSecurity } from './platform/security.js';
import { WEB_ROOT, registerWebApp } from './platform/web/web-app.js';

export const API_PREFIX = '/api';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Serve the web app too (`production` needs `npm run build`); off for API-only tests. */
  web?: 'production' | 'development' | false;
  logger?: FastifyServerOptions['logger'];
}

/** Values of the configuration a browser may see (the allow-list). */
export function publicEnvOf(config: Config): PublicEnv {
  return {
    apiBaseUrl: config.apiBaseUrl,
    channelPluginKey: config.channelPluginKey ?? null,
    mode: config.env,
  };
}

/**
 * Builds the app: external plugins (security, OpenAPI), then the app's own (database, error
 * handling), then the API modules, then the web app. It does not listen; server.ts does.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: requestIdFor,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });

  const apiOrigin = URL.canParse(config.apiBaseUrl) ? [new URL(config.apiBaseUrl).origin] : [];
  const channel = config.channelPluginKey ? ['https://*.channel.io', 'wss://*.channel.io'] : [];
  await registerSecurity(app, {
    strictCsp: options.web !== 'development',
    corsOrigins: config.corsOrigins,
    connectOrigins: [...apiOrigin, ...channel],
    scriptOrigins: config.channelPluginKey ? ['https://*.channel.io'] : [],
  });
  await registerOpenApi(app, { publicUrl: `${config.publicUrl}${API_PREFIX}` });
  registerErrorHandling(app);

  await app.register(
    async (api) => {
      api.setNotFoundHandler(apiNotFound);
      registerSystemRoutes(api, database);
    },
    { prefix: API_PREFIX },
  );

  // Unknown API paths reach here from the web scope too: they answer JSON, never a page.
  app.setNotFoundHandler(apiNotFound);
  if (options.web) {
    const publicEnv = publicEnvOf(config);
    await registerWebApp(app, {
      mode: options.web,
      webRoot: WEB_ROOT,
      apiPrefix: API_PREFIX,
      loadContext: (request, reply) => ({ publicEnv, cspNonce: cspNonceOf(reply.raw), requestId: request.id }),
    });
  }
  return app;
}
