import rateLimit, {
  type CreateRateLimitOptions,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import { ErrorCode } from '@vernissage/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRequire } from 'node:module';
import { Redis } from 'ioredis';
import { AppError } from './errors.js';
import { closeRedis } from './redis.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Limits a route counts against besides its own `rateLimit` (one limit per option set), such
     * as sign-in's per-address limit across accounts beside its per-account one.
     */
    alsoLimitedBy?: readonly CreateRateLimitOptions[];
  }
}

/**
 * Rate limits for the routes strangers can hammer: sign-in, sign-up, better-auth's endpoints and
 * public forms. Counts live in Redis when REDIS_URL is set (shared by every instance), otherwise
 * in process memory. Every limit keys on `request.ip`, which is the socket address unless
 * TRUST_PROXY is set: a header a client writes itself never chooses its bucket.
 */
export async function registerRateLimits(app: FastifyInstance, options: { redisUrl: string | undefined }) {
  // No offline queue: while Redis is away a count fails at once rather than after reconnections,
  // and is made in this process's memory instead (degraded, as `/api/ready` says; ADR 049).
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.debug({ err: error }, 'rate-limit store unreachable'));
    app.addHook('onClose', () => closeRedis(redis));
    // Without a queue, counts before the first connection would go uncounted: wait for it a
    // moment at start (a Redis that is away does not hold the start up).
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis && { store: sharedCountsOr(redis, 'vernissage-rl:', app) }),
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  });
  // The plugin runs one limit per request; further limits are counted here, after the route's own.
  app.addHook('onRoute', (route) => {
    const limits = (route.config?.alsoLimitedBy ?? []).map((options) => app.createRateLimit(options));
    if (limits.length === 0) return;
    const check = async (request: FastifyRequest) => {
      for (const limit of limits) {
        const result = await limit(request);
        if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttl);
      }
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), check];
  });
}

type StoreResult = { current: number; ttl: number };
type Incr = (
  key: string,
  done: (error: Error | null, result?: StoreResult) => void,
  timeWindow: number,
  max: number,
) => void;
interface Store {
  incr: Incr;
  child(routeOptions: object): Store;
}
type StoreModule = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => Store;

// The plugin's own two stores (not in its typed exports).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreModule;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreModule;

/**
 * A store that counts in Redis, shared by every instance, and while Redis is away in this
 * process's memory: an instance that lost Redis still limits sign-ins and forms, each instance on
 * its own (a guesser gets the limit once per instance, not unlimited tries).
 */
function sharedCountsOr(redis: Redis, nameSpace: string, app: FastifyInstance) {
  class SharedOrLocalStore implements Store {
    readonly shared: Store;
    readonly local: Store;
    constructor(shared: Store, local: Store) {
      this.shared = shared;
      this.local = local;
    }
    incr: Incr = (key, done, timeWindow, max) => {
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) return done(null, result);
          app.log.debug({ err: error }, 'rate-limit counts in memory: Redis does not answer');
          this.local.incr(key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    };
    child(routeOptions: object): Store {
      return new SharedOrLocalStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  // The plugin makes the global store with `new store(options)`, and each route's with `child`;
  // it calls `incr` with the window and the maximum, which its typings leave out.
  return class extends SharedOrLocalStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

function tooManyAttempts(ttlMs: number) {
  return new AppError(ErrorCode.rateLimited, `Too many attempts: try again in ${Math.ceil(ttlMs / 1000)} seconds.`);
}

const minutes = (n: number) => n * 60_000;

/** The body field a limit is keyed on, with the address (lower-cased e-mails and ids). */
function keyedBy(field: string) {
  return (request: FastifyRequest) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return `${request.ip}|${typeof value === 'string' ? value.toLowerCase() : ''}`;
  };
}

/** Repeated sign-ins for one account from one address. */
export const signInLimit: RateLimitOptions = {
  max: 10,
  timeWindow: minutes(10),
  hook: 'preHandler',
  keyGenerator: keyedBy('id'),
};

/**
 * Sign-ins from one address across accounts, against password spraying (one guess at each of
 * many accounts). Generous enough for an office of colleagues behind one address.
 */
export const signInAddressLimit: CreateRateLimitOptions = {
  max: 50,
  timeWindow: minutes(10),
  // Extra limits share one store with the others: the prefix keeps their counts apart.
  keyGenerator: (request) => `sign-in-address|${request.ip}`,
};

/** Sign-ups from one address. */
export const signUpLimit: RateLimitOptions = { max: 20, timeWindow: minutes(60) };

/** Public forms and look-ups (leads, "which method did I use?", code checks). */
export const publicFormLimit: RateLimitOptions = { max: 30, timeWindow: minutes(10) };

/** better-auth endpoints that send mail to an address given in the body. */
const MAIL_SENDING_AUTH_PATHS = ['/request-password-reset', '/forget-password', '/send-verification-email'];
/** better-auth endpoints that try a secret (a reset token). */
const SECRET_TRYING_AUTH_PATHS = ['/reset-password'];

/** The group of a better-auth path a limit counts in: mail, secret or the rest. */
function authPathGroup(url: string, basePath: string): 'mail' | 'secret' | 'other' {
  const path = url.split('?')[0]!.slice(basePath.length);
  if (MAIL_SENDING_AUTH_PATHS.some((prefix) => path.startsWith(prefix))) return 'mail';
  if (SECRET_TRYING_AUTH_PATHS.some((prefix) => path.startsWith(prefix))) return 'secret';
  return 'other';
}

/**
 * better-auth's own endpoints (provider redirects and callbacks, verification, password reset),
 * per address and per group: few mails, a few token guesses, and room for ordinary traffic.
 * better-auth's built-in limiter is off: it reads `X-Forwarded-For` whatever TRUST_PROXY says.
 */
export function authEndpointLimit(basePath: string): RateLimitOptions {
  const maxByGroup = { mail: 5, secret: 10, other: 120 } as const;
  return {
    timeWindow: minutes(15),
    max: (request) => maxByGroup[authPathGroup(request.url, basePath)],
    keyGenerator: (request) => `auth|${authPathGroup(request.url, basePath)}|${request.ip}`,
  };
}
