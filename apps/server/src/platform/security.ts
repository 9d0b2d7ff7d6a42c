import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const NONCE = Symbol('cspNonce');
type WithNonce = ServerResponse & { [NONCE]?: string };

/** The nonce this response's Content-Security-Policy allows inline scripts with. */
export function cspNonceOf(response: ServerResponse): string {
  return (response as WithNonce)[NONCE] ?? '';
}

export interface SecurityOptions {
  /** A strict CSP needs built assets; Vite's development client injects inline scripts. */
  strictCsp: boolean;
  corsOrigins: string[];
  /** Extra origins the page may connect to (a separate API host, the chat widget). */
  connectOrigins: string[];
  scriptOrigins: string[];
}

/**
 * Security headers on every answer (helmet), a per-request script nonce, and CORS for the
 * configured origins only.
 */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  app.addHook('onRequest', (_request, reply, done) => {
    (reply.raw as WithNonce)[NONCE] = randomBytes(16).toString('base64');
    done();
  });
  // The API reference UI sets its own, hash-based policy.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, helmet: { contentSecurityPolicy: false } } as typeof route.config;
    }
  });
  await app.register(helmet, {
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: options.strictCsp
      ? {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_request, response) => `'nonce-${cspNonceOf(response)}'`, ...options.scriptOrigins],
            // Mantine sets style attributes and injects its CSS variables.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'", ...options.connectOrigins],
            frameSrc: ["'self'", ...options.scriptOrigins],
            frameAncestors: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            upgradeInsecureRequests: null,
          },
        }
      : false,
  });
  if (options.corsOrigins.length > 0) {
    await app.register(cors, { origin: options.corsOrigins, credentials: true });
  }
}
