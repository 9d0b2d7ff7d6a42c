import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { writeReadableStreamToWritable } from '@react-router/node';
import { SHARED_PAGE_BY_ADDRESS, SHARED_PAGE_UNTIL, type WebLoadContext } from '@vernissage/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { SERVER_ROOT } from '../../server-root.js';
import { sendWebResponse, toWebRequest } from '../http/fetch-bridge.js';
import type { PageCache } from '../page-cache.js';
import { gatheringPageTags } from './page-tags.js';
import { createSharedPages } from './shared-pages.js';

export interface WebAppOptions {
  mode: 'production' | 'development';
  /** The web workspace (apps/web). */
  webRoot: string;
  apiPrefix: string;
  /** Pages the same for every visitor without a session, kept rendered (production only). */
  sharedPages: { maxEntries: number; policyFor: (scriptHashes: string[]) => string; pages: PageCache };
  loadContext: (request: FastifyRequest, reply: FastifyReply) => Promise<WebLoadContext>;
}

export const WEB_ROOT = path.resolve(SERVER_ROOT, '../web');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/**
 * Serves the React Router app from this process: the production build with its static assets,
 * or Vite in middleware mode with hot reload during development.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  await app.register(async (scope) => {
    // Fastify would consume request bodies; React Router actions read them themselves.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    if (options.mode === 'production') await registerProduction(scope, options);
    else await registerDevelopment(scope, options);
  });
}

function isApiPath(url: string, apiPrefix: string) {
  return url === apiPrefix || url.startsWith(`${apiPrefix}/`) || url.startsWith(`${apiPrefix}?`);
}

async function registerProduction(scope: FastifyInstance, options: WebAppOptions) {
  const serverEntry = path.join(options.webRoot, 'build/server/index.js');
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} is missing): run \`npm run build\` first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const shared = createSharedPages({ buildVersion: build.assets.version, ...options.sharedPages });
  await scope.register(fastifyStatic, {
    root: path.join(options.webRoot, 'build/client'),
    wildcard: false,
    index: false,
    // The build wrote brotli and gzip copies of every text file (scripts/build.mjs), sent in place of
    // the file they copy. No route of their own: one per file is registered at start (half of them
    // were the copies), and nothing asks for a copy by its name.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (res, filePath) => {
      res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : SHORT);
    },
  });
  scope.all('/*', async (request, reply) => {
    if (isApiPath(request.url, options.apiPrefix)) return reply.callNotFound();
    const key = shared.keyOf(request);
    if (key && (await shared.sendKept(request, reply, key))) return reply;
    // Read before the page's data, so a render that overlapped a change is not kept (ADR 022).
    const epoch = key ? await options.sharedPages.pages.epoch() : 0;
    const context = await options.loadContext(request, reply);
    const { result: response, tags } = await gatheringPageTags(() => handle(toWebRequest(request, reply), context));
    if (key && (await shared.keepAndSend(request, reply, key, response, context.cspNonce, { tags, epoch })))
      return reply;
    // The marks of how a page is kept (by its address, until when) are for this server, not the browser.
    response.headers.delete(SHARED_PAGE_BY_ADDRESS);
    response.headers.delete(SHARED_PAGE_UNTIL);
    return sendWebResponse(reply, response);
  });
}

async function registerDevelopment(scope: FastifyInstance, options: WebAppOptions) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: options.webRoot,
    configFile: path.join(options.webRoot, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  scope.addHook('onClose', () => vite.close());
  scope.all('/*', (request, reply) => {
    if (isApiPath(request.url, options.apiPrefix)) return reply.callNotFound();
    // Vite answers its own module and asset requests; everything else is rendered.
    reply.hijack();
    vite.middlewares(request.raw, reply.raw, () => {
      void renderWithVite(vite, request, reply, options).catch((error: unknown) => {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        request.log.error({ err: error }, 'development render failed');
        reply.raw.statusCode = 500;
        reply.raw.end(error instanceof Error ? error.stack : String(error));
      });
    });
  });
}

async function renderWithVite(
  vite: ViteDevServer,
  request: FastifyRequest,
  reply: FastifyReply,
  options: WebAppOptions,
) {
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  const response = await createRequestHandler(build, 'development')(
    toWebRequest(request, reply),
    await options.loadContext(request, reply),
  );
  reply.raw.statusCode = response.status;
  for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.raw.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.raw.setHeader('set-cookie', cookies);
  if (!response.body) return reply.raw.end();
  await writeReadableStreamToWritable(response.body, reply.raw);
}
