import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { ErrorCode } from '@vernissage/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './errors.js';

/**
 * Rate limits for the routes strangers can hammer: sign-in, sign-up and public forms. Counts live
 * in Redis when REDIS_URL is set (shared by every instance), otherwise in process memory.
 */
export async function registerRateLimits(app: FastifyInstance, options: { redisUrl: string | undefined }) {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: 'vernissage-rl:' }),
    errorResponseBuilder: (_request, context) =>
      new AppError(ErrorCode.rateLimited, `Too many attempts: try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
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

/** Sign-ups from one address. */
export const signUpLimit: RateLimitOptions = { max: 20, timeWindow: minutes(60) };

/** Public forms and look-ups (leads, "which method did I use?", code checks). */
export const publicFormLimit: RateLimitOptions = { max: 30, timeWindow: minutes(10) };
