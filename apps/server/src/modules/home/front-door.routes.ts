import { isLocale, LOCALE_COOKIE, MARKETING_PARAMS, resolveLocale, type Locale } from '@vernissage/shared';
import { sendKeptPage } from '../../platform/http/compression.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { identify } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { etagOf, type CachedPage } from '../../platform/page-cache.js';
import { HELMET_HEADERS } from '../../platform/security.js';
import { escapeHtml } from '../website/pages/html.js';
import { homePageKey } from './home-cache.js';
import { FRONT_DOOR_LINKS, FRONT_DOOR_POLICY, frontDoorPage } from './home-page.js';
import { frontDoorContent, frontDoorDay } from './home.service.js';

const HTML = 'text/html; charset=utf-8';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** A query parameter that is the web app's business: `/?error=` (a failed verification link) says so on the dashboard. */
const APP_PARAMS = ['error'];

/** Whether the request may carry a session (a cookie by its name, or a bearer token). */
function maySignIn(request: FastifyRequest): boolean {
  return Boolean(request.headers.authorization) || Boolean(request.headers.cookie?.includes('session_token'));
}

/**
 * The page's language: `?lang=` when it names one, else as the web app decides (the `lng`
 * cookie, then `Accept-Language`), so a visitor meets the landing in the app's language.
 */
function localeOf(request: FastifyRequest, query: URLSearchParams): { locale: Locale; chosen: boolean } {
  const asked = query.get('lang');
  if (isLocale(asked)) return { locale: asked, chosen: true };
  return {
    locale: resolveLocale({
      cookie: request.headers.cookie ?? null,
      acceptLanguage: request.headers['accept-language'] ?? null,
    }),
    chosen: false,
  };
}

/**
 * The marketing parameters of the visit, carried onto the sign-up and sign-in links: the landing
 * runs no script, so the web app keeps them (SPEC §2) when the visitor goes on to sign up.
 */
function carryMarketing(page: CachedPage, query: URLSearchParams): CachedPage {
  const kept = new URLSearchParams();
  for (const name of MARKETING_PARAMS) {
    const value = query.get(name)?.slice(0, 200);
    if (value) kept.set(name, value);
  }
  if (kept.size === 0) return page;
  let body = page.body;
  for (const path of [FRONT_DOOR_LINKS.signup, FRONT_DOOR_LINKS.signin]) {
    body = body.replaceAll(`href="${path}"`, `href="${escapeHtml(`${path}?${kept.toString()}`)}"`);
  }
  return { ...page, body, etag: etagOf(body) };
}

/**
 * The platform's front door (ADR 035): `GET /` for a visitor without a session is a landing page
 * rendered by the server itself, without the web app's bundle (as the blog and the sites are),
 * and kept in the page cache until what it shows changes. A request with a live session goes on
 * to the web app's dashboard, as before.
 *
 * A hook rather than a route: the web app's catch-all answers `/` for signed-in people, and a
 * route of our own would take `/` from it. The hook costs other requests one comparison.
 */
export function registerFrontDoor(app: FastifyInstance, ctx: AppContext) {
  const origin = ctx.config.publicUrl.replace(/\/$/, '');
  const secure = origin.startsWith('https:') ? '; Secure' : '';

  const render = async (locale: Locale): Promise<CachedPage> => {
    const day = frontDoorDay();
    const key = homePageKey(locale, day);
    const cached = await ctx.pages.get(key);
    if (cached) return cached;
    const epoch = await ctx.pages.epoch();
    const { tags, ...content } = await frontDoorContent(ctx, locale, day);
    const body = frontDoorPage({ locale, origin }, content);
    const page = { body, type: HTML, etag: etagOf(body) };
    await ctx.pages.put(key, page, tags, epoch);
    return page;
  };

  /** Answers the landing, or says (false) that the request goes on to the web app. */
  const answer = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const query = new URLSearchParams(request.url.slice(1));
    if (APP_PARAMS.some((name) => query.has(name))) return false;
    // The same session lookup as every page's; a live session goes on to the dashboard, which
    // takes the identity found here rather than looking it up again (`lendPageIdentity`).
    if (maySignIn(request)) {
      request.identity = await identify(request, ctx);
      if (request.identity) return false;
    }

    const { locale, chosen } = localeOf(request, query);
    const page = carryMarketing(await render(locale), query);
    reply.headers({
      ...HELMET_HEADERS,
      'content-security-policy': FRONT_DOOR_POLICY,
      'cache-control': 'public, max-age=0, s-maxage=0, must-revalidate',
      // The page follows the language cookie and Accept-Language, and a session cookie skips it.
      vary: 'accept-encoding, accept-language, cookie',
      etag: page.etag,
    });
    // A language chosen on the landing follows the visitor into the app (its `lng` cookie).
    if (chosen)
      reply.header(
        'set-cookie',
        `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`,
      );
    if (request.headers['if-none-match'] === page.etag) void reply.code(304).send();
    else void sendKeptPage(request, reply, page);
    return true;
  };

  // A callback hook: every other request passes at the cost of a comparison, with no promise.
  app.addHook('onRequest', (request, reply, done) => {
    const { url, method } = request;
    if ((url !== '/' && !url.startsWith('/?')) || (method !== 'GET' && method !== 'HEAD')) return done();
    // Once the landing is sent, `done` is not called: the request goes no further.
    answer(request, reply).then((answered) => answered || done(), done);
  });
}
