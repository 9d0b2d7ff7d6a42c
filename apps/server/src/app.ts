import type { PublicEnv } from '@vernissage/shared';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import path from 'node:path';
import { registerArtworkRoutes } from './modules/artwork/artwork.routes.js';
import { registerShareRoutes } from './modules/artwork/share.routes.js';
import { canReadOriginal } from './modules/artwork/stored-files.js';
import { registerOutboxRoutes } from './modules/dev/outbox.routes.js';
import { registerGalleryRoutes } from './modules/gallery/gallery.routes.js';
import { registerEventRoutes } from './modules/events/events.routes.js';
import { registerExhibitionRoutes } from './modules/exhibition/exhibition.routes.js';
import { registerDocumentRoutes } from './modules/documents/documents.routes.js';
import { registerAdminRoutes } from './modules/admin/admin.routes.js';
import { registerApiTokenRoutes } from './modules/api-token/api-token.routes.js';
import { registerWebhookRoutes } from './modules/webhook/webhook.routes.js';
import { registerAuditRoutes } from './modules/audit/audit.routes.js';
import { registerContestRoutes } from './modules/contest/contest.routes.js';
import { registerBlogRoutes } from './modules/blog/blog.routes.js';
import { registerBlogPages } from './modules/blog/pages/blog-pages.routes.js';
import { registerFrontDoor } from './modules/home/front-door.routes.js';
import { registerPlatformSitemap } from './modules/home/platform-sitemap.js';
import { registerOpportunityRoutes } from './modules/opportunity/opportunity.routes.js';
import { registerTutorialRoutes } from './modules/tutorial/tutorial.routes.js';
import { registerTodayRoutes } from './modules/today/today.routes.js';
import { registerFairRoutes } from './modules/fair/fair.routes.js';
import { registerSearchRoutes } from './modules/search/search.routes.js';
import { registerInventoryRoutes } from './modules/inventory/inventory.routes.js';
import { registerInventoryImportRoutes } from './modules/inventory-import/inventory-import.routes.js';
import { registerSystemRoutes } from './modules/system/system.routes.js';
import { presentSignedInUser } from './modules/user/user.service.js';
import { registerUserRoutes } from './modules/user/user.routes.js';
import { registerBillingRoutes } from './modules/billing/billing.routes.js';
import { registerSandboxPages } from './modules/billing/sandbox-pages.js';
import { registerVisitorRoutes } from './modules/visitor/visitor.routes.js';
import { registerRoomAnalyticsRoutes } from './modules/room-analytics/room-analytics.routes.js';
import { registerWorkspaceRoutes } from './modules/workspace/workspace.routes.js';
import { registerViewingRoomRoutes } from './modules/viewing-room/viewing-room.routes.js';
import { registerSitePages } from './modules/website/pages/site-pages.routes.js';
import { createSiteHosts } from './modules/website/site-hosts.js';
import { registerWebsiteRoutes } from './modules/website/website.routes.js';
import { createAccessTokens } from './platform/auth/access-tokens.js';
import { resolveAuthSecret } from './platform/auth/auth-secret.js';
import { createAuth } from './platform/auth/auth.js';
import { passwordHashing } from './platform/auth/password-hashing.js';
import { registerApiTokenGuard } from './platform/auth/api-token-guard.js';
import { registerAuthHandler } from './platform/auth/auth-handler.js';
import { lendPageIdentity, registerSessionGuard } from './platform/auth/session-guard.js';
import type { AppContext } from './platform/context.js';
import { apiNotFound, registerErrorHandling } from './platform/errors.js';
import { createOidcClient } from './platform/http-clients/oidc-client.js';
import { createAdsConversions } from './platform/http-clients/ads-conversions.js';
import { createPayments } from './platform/http-clients/payments.js';
import { createReportWebhook } from './platform/http-clients/report-webhook.js';
import { createJobRunner } from './platform/jobs.js';
import { createMetrics, registerMetrics } from './platform/metrics.js';
import { queueMail, sendMailJob } from './platform/mail/mail-queue.js';
import { createMailer, type MailMessage } from './platform/mail/mailer.js';
import { registerRateLimits } from './platform/rate-limit.js';
import { createStorage } from './platform/storage/create-storage.js';
import { createEventBus } from './platform/event-bus.js';
import { createPageCache } from './platform/page-cache.js';
import { registerFileRoutes } from './platform/storage/file-routes.js';
import { registerCompression } from './platform/http/compression.js';
import { registerMultipart, uploadTmpDirOf } from './platform/http/multipart.js';
import { registerOpenApi } from './platform/openapi.js';
import { REQUEST_ID_HEADER, requestIdFor } from './platform/request-id.js';
import { registerSecurity } from './platform/security.js';
import { pageApiFor } from './platform/web/page-api.js';
import { WEB_ROOT, registerWebApp } from './platform/web/web-app.js';

export const API_PREFIX = '/api';

/**
 * One request carries at most this many largest-size files' worth of bytes: enough for a work's
 * photographs, while a request of 50 × 25 MiB can no longer pin a gigabyte (ADR 015).
 */
const UPLOAD_REQUEST_FILES = 4;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
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
  // Own host names of sites are routed before anything else sees the request (ADR 023).
  const siteHosts = createSiteHosts({ trustProxy: config.trustProxy });
  const app = Fastify({
    rewriteUrl: (request) => siteHosts.rewriteUrl(request),
    logger: options.logger ?? { level: config.logLevel },
    genReqId: requestIdFor,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const ctx = await createContext(config, database, app.log);
  app.decorate('ctx', ctx);
  await siteHosts.load(ctx.db);
  app.addHook('onClose', async () => {
    // Runs under way (mail being sent) finish before the mailer and the database go.
    await ctx.jobs.stop();
    siteHosts.stop();
    ctx.mailer.close();
    await ctx.events.close();
    await ctx.pages.close();
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  registerMetrics(app, ctx.metrics, config.metricsToken);

  const apiOrigin = URL.canParse(config.apiBaseUrl) ? [new URL(config.apiBaseUrl).origin] : [];
  const channel = config.channelPluginKey ? ['https://*.channel.io', 'wss://*.channel.io'] : [];
  // The providers' own windows and buttons, where they have keys (ADR 029; the sandbox needs none).
  const payments = [
    ...(config.payments.toss.secretKey ? ['https://*.tosspayments.com'] : []),
    ...(config.payments.paypal.clientId ? ['https://*.paypal.com', 'https://*.paypalobjects.com'] : []),
  ];
  const pagePolicies = await registerSecurity(app, {
    strictCsp: options.web !== 'development',
    corsOrigins: config.corsOrigins,
    connectOrigins: [...apiOrigin, ...channel, ...payments],
    scriptOrigins: [...(config.channelPluginKey ? ['https://*.channel.io'] : []), ...payments],
  });
  await registerCompression(app);
  await registerOpenApi(app, { publicUrl: `${config.publicUrl}${API_PREFIX}` });
  registerErrorHandling(app);
  await registerRateLimits(app, { redisUrl: config.redisUrl });
  // Before the session guard: it reads the identity an API token call gets here.
  registerApiTokenGuard(app, ctx, { apiPrefix: API_PREFIX });
  registerSessionGuard(app, ctx);
  await registerAuthHandler(app, ctx.auth);

  registerFileRoutes(app, ctx.storage, { canReadPrivate: (request, key) => canReadOriginal(ctx, request, key) });

  await app.register(
    async (api) => {
      await registerMultipart(api, {
        maxFileBytes: config.images.maxBytes,
        maxRequestBytes: UPLOAD_REQUEST_FILES * config.images.maxBytes,
        tmpDir: uploadTmpDirOf(config.dataDir),
        namedFileBytes: { importImages: config.importImagesMaxBytes },
      });
      api.setNotFoundHandler(apiNotFound);
      registerSystemRoutes(api, database, config.redisUrl);
      registerUserRoutes(api, ctx);
      registerAdminRoutes(api, ctx);
      registerBillingRoutes(api, ctx);
      registerWorkspaceRoutes(api, ctx);
      registerApiTokenRoutes(api, ctx);
      registerWebhookRoutes(api, ctx);
      registerAuditRoutes(api, ctx);
      registerOutboxRoutes(api, ctx);
      registerShareRoutes(api, ctx);
      registerInventoryRoutes(api, ctx);
      registerInventoryImportRoutes(api, ctx);
      registerDocumentRoutes(api, ctx);
      registerArtworkRoutes(api, ctx);
      registerGalleryRoutes(api, ctx);
      registerEventRoutes(api, ctx);
      registerExhibitionRoutes(api, ctx);
      registerFairRoutes(api, ctx);
      registerContestRoutes(api, ctx);
      registerSearchRoutes(api, ctx);
      registerBlogRoutes(api, ctx);
      registerOpportunityRoutes(api, ctx);
      registerTutorialRoutes(api, ctx);
      registerTodayRoutes(api, ctx);
      registerVisitorRoutes(api, ctx);
      registerRoomAnalyticsRoutes(api, ctx);
      registerViewingRoomRoutes(api, ctx);
      registerWebsiteRoutes(api, ctx, siteHosts);
    },
    { prefix: API_PREFIX },
  );

  // Unknown API paths reach here from the web scope too: they answer JSON, never a page.
  app.setNotFoundHandler(apiNotFound);
  registerSitePages(app, ctx, siteHosts);
  registerBlogPages(app, ctx);
  // `/` without a session: the landing, before the web app's dashboard (ADR 035).
  registerFrontDoor(app, ctx);
  registerPlatformSitemap(app, ctx);
  registerSandboxPages(app, ctx);
  if (options.web) {
    const publicEnv = publicEnvOf(config);
    await registerWebApp(app, {
      mode: options.web,
      webRoot: WEB_ROOT,
      apiPrefix: API_PREFIX,
      sharedPages: { maxEntries: config.webSharedPages, policyFor: pagePolicies.withScriptHashes, pages: ctx.pages },
      loadContext: async (request, reply) => {
        // The page's session is looked up once, for the page and for every call of its loaders.
        const lent = lendPageIdentity(request, reply, ctx);
        const identity = await lent.identity;
        return {
          publicEnv,
          cspNonce: pagePolicies.nonce(reply),
          requestId: request.id,
          user: identity ? await presentSignedInUser(ctx, identity) : null,
          api: pageApiFor(app, request, API_PREFIX, lent.headers),
        };
      },
    });
  }
  return app;
}

/** The services every module shares, built from the configuration. */
async function createContext(config: Config, database: DatabaseHandle, logger: FastifyBaseLogger): Promise<AppContext> {
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxDir: path.join(config.dataDir, 'outbox'),
    // A warning: the mail was not delivered (and the journeys read the links at LOG_LEVEL=warn).
    log: (message) => logger.warn(message),
  });
  const secret = await resolveAuthSecret(config.auth.secret, config.dataDir);
  const jobs = createJobRunner(() => ctx);
  const sendMail = async (message: MailMessage) => {
    await queueMail(database.db, [message]);
    jobs.wake(sendMailJob);
  };
  const passwords = passwordHashing(config.auth.passwordHashCost);
  const auth = createAuth({ logger, config, db: database.db, sendMail, secret, passwords });
  const tokens = createAccessTokens(auth.api, {
    issuer: config.publicUrl,
    ttlSeconds: config.auth.accessTokenTtlSeconds,
  });
  const oidc = Object.fromEntries(config.oidcProviders.map((provider) => [provider.id, createOidcClient(provider)]));
  const storage = createStorage(config.storage);
  const reports = createReportWebhook(config.reportWebhookUrl, logger);
  const payments = createPayments(config.payments, secret, config.publicUrl);
  const ads = createAdsConversions(config.ads, logger);
  const events = createEventBus({
    redisUrl: config.redisUrl,
    onError: (error) => logger.warn({ err: error }, 'event bus error'),
  });
  const pages = createPageCache({
    redisUrl: config.redisUrl,
    maxBytes: config.sites.pageCacheBytes,
    onError: (error) => logger.warn({ err: error }, 'page cache unavailable'),
  });
  const metrics = createMetrics({ poolStats: database.poolStats });
  const ctx: AppContext = {
    config,
    logger,
    database,
    db: database.db,
    auth,
    passwords,
    tokens,
    mailer,
    storage,
    reports,
    payments,
    ads,
    events,
    pages,
    oidc,
    jobs,
    metrics,
  };
  return ctx;
}
