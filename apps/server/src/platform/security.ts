import { randomBytes } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface SecurityOptions {
  /** A strict CSP needs built assets; Vite's development client injects inline scripts. */
  strictCsp: boolean;
  corsOrigins: string[];
  /** Extra origins the page may connect to (a separate API host, the chat widget). */
  connectOrigins: string[];
  scriptOrigins: string[];
}

/**
 * What helmet (as registered below) sets on every answer besides the policy, for routes that set
 * their headers in one go instead (`helmet: false`; the public site pages). `security.test.ts`
 * keeps it equal to helmet's own.
 */
export const HELMET_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** The policies of HTML pages. */
export interface PagePolicies {
  /** Gives an HTML answer its own script nonce and the policy that allows it; returns the nonce. */
  nonce: (reply: FastifyReply) => string;
  /** The policy of a page sent to many, allowing its inline scripts by their hashes. */
  withScriptHashes: (hashes: string[]) => string;
}

/**
 * Security headers on every answer (helmet) with a strict Content-Security-Policy, and CORS for
 * the configured origins only. The policy is fixed for API answers; HTML pages get the same
 * policy plus a per-request nonce for their inline scripts (see the returned `PageNonce`).
 */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<PagePolicies> {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...options.scriptOrigins],
    // Mantine sets style attributes and injects its CSS variables.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...options.connectOrigins],
    'frame-src': ["'self'", ...options.scriptOrigins],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'script-src-attr': ["'none'"],
  };
  const policy = (scriptSources: string[] = []) =>
    Object.entries(directives)
      .map(([name, values]) => `${name} ${(name === 'script-src' ? [...values, ...scriptSources] : values).join(' ')}`)
      .join(';');
  const fixedPolicy = policy();

  // The API reference UI sets its own, hash-based policy.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, helmet: { contentSecurityPolicy: false } } as typeof route.config;
    }
  });
  await app.register(helmet, { crossOriginEmbedderPolicy: false, contentSecurityPolicy: false });
  if (options.strictCsp) {
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.url.startsWith('/api/docs')) reply.header('content-security-policy', fixedPolicy);
      done();
    });
  }
  if (options.corsOrigins.length > 0) {
    await app.register(cors, { origin: options.corsOrigins, credentials: true });
  }

  return {
    nonce: (reply) => {
      if (!options.strictCsp) return '';
      const nonce = randomBytes(16).toString('base64');
      reply.header('content-security-policy', policy([`'nonce-${nonce}'`]));
      return nonce;
    },
    withScriptHashes: (hashes) => policy(hashes),
  };
}
