import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_HASH_COST } from '../platform/auth/password-hashing.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * Every environment variable the platform reads, with its default. Parsed once at boot; a bad
 * value stops the start with a message naming the variable. README.md lists the same table.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL' }).optional(),
  API_BASE_URL: z
    .string()
    .refine((value) => value.startsWith('/') || URL.canParse(value), 'must be a path or an absolute URL')
    .default('/api'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Unset: seed only where nobody else can reach the server (see `reachableByOthers`). */
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  CORS_ORIGINS: optionalString,
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  CHANNEL_IO_PLUGIN_KEY: optionalString,
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  SITE_PAGE_CACHE_MB: z.coerce.number({ message: 'must be a number' }).int().min(0).max(16_384).default(64),
  /** Bearer token of `GET /metrics` (Prometheus); unset, the endpoint is off (404). */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  WEB_SHARED_PAGES: z.coerce.number({ message: 'must be a number' }).int().min(0).max(100_000).default(500),
  SITE_CDN_MAX_AGE: z.coerce.number({ message: 'must be a number' }).int().min(0).max(86_400).default(0),
  SITE_DNS_SERVERS: optionalString.pipe(
    z
      .string()
      .regex(/^[\w.:[\]-]+(,[\w.:[\]-]+)*$/, 'must be DNS server addresses separated by commas')
      .optional(),
  ),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Calls one API token may make per minute (ADR 040). */
  API_TOKEN_RATE_LIMIT: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100_000).default(600),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Vernissage <no-reply@vernissage.local>'),
  KAKAO_ISSUER: z.url().default('https://kauth.kakao.com'),
  KAKAO_CLIENT_ID: optionalString,
  KAKAO_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  MICROSOFT_ISSUER: z.url().optional(),
  MICROSOFT_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_SECRET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  IMAGE_MAX_BYTES: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(1)
    .default(25 * 1024 * 1024),
  // The images .zip of a spreadsheet import (ADR 044): a folder of full-size photographs.
  IMPORT_IMAGES_MAX_BYTES: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(1)
    .default(2 * 1024 * 1024 * 1024),
  REPORT_WEBHOOK_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  IMAGE_MAX_PIXELS: z.coerce.number({ message: 'must be a number' }).int().min(1).default(100_000_000),
  TOSS_SECRET_KEY: optionalString,
  TOSS_CLIENT_KEY: optionalString,
  TOSS_API_BASE: z.url({ message: 'must be an absolute URL' }).default('https://api.tosspayments.com'),
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_SECRET: optionalString,
  PAYPAL_API_BASE: z.url({ message: 'must be an absolute URL' }).default('https://api-m.paypal.com'),
  PAYPAL_WEBHOOK_ID: optionalString,
  /** Our product → PayPal plan id, as `gpro_default=P-…,gpro_default_y=P-…`. */
  PAYPAL_PLANS: optionalString.pipe(
    z
      .string()
      .regex(/^([a-z_]+=[A-Za-z0-9-]+)(,[a-z_]+=[A-Za-z0-9-]+)*$/, 'must read product=PLAN-ID,…')
      .optional(),
  ),
  /** The payment sandbox (ADR 029): unset, on wherever the demo may be and a provider has no keys. */
  PAYMENTS_SANDBOX: booleanFlag.optional(),
  ADS_PIXEL_ID: optionalString,
  ADS_ACCESS_TOKEN: optionalString,
  ADS_API_BASE: z.url({ message: 'must be an absolute URL' }).default('https://graph.facebook.com/v21.0'),
  /** Webhooks to http:// and private addresses (ADR 042): unset, on only where nobody else reaches the server. */
  WEBHOOKS_ALLOW_PRIVATE: booleanFlag.optional(),
  /** How long a charge may take before its outcome counts as unknown (it is then looked up, never resent blind). */
  PAYMENT_TIMEOUT_MS: z.coerce.number({ message: 'must be a number' }).int().min(100).max(120_000).default(30_000),
});

export type Env = z.infer<typeof envSchema>;

/** The configuration the app runs with, derived from the environment. */
export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  apiBaseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Seed the demo workspace, whose accounts share a published password: never when reachable. */
  seedDemo: boolean;
  /** The server listens beyond loopback, or is addressed by a name that is not this machine's. */
  reachableByOthers: boolean;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  corsOrigins: string[];
  bodyLimit: number;
  shutdownTimeoutMs: number;
  channelPluginKey: string | undefined;
  /** Shared store for rate limits between instances; in-process memory without it. */
  redisUrl: string | undefined;
  /** How many shared app pages (sign-in, pricing…, ADR 030) one process keeps rendered; 0 renders each. */
  webSharedPages: number;
  /** The bearer token `GET /metrics` asks for; undefined: no metrics endpoint. */
  metricsToken: string | undefined;
  /** Public websites (ADR 022). */
  sites: {
    /** The in-process page cache's size in bytes (0 renders every request; unused with Redis). */
    pageCacheBytes: number;
    /** How long a CDN may keep a site page (`s-maxage`); 0 keeps every copy exact. */
    cdnMaxAge: number;
    /** DNS servers that verify own host names (`host` or `host:port`); the system's when empty. */
    dnsServers: string[];
  };
  auth: {
    /** Signs sessions and tokens; when unset, one is generated and kept under DATA_DIR. */
    secret: string | undefined;
    accessTokenTtlSeconds: number;
    sessionTtlDays: number;
    /** Calls one API token may make per minute, whatever it calls (ADR 040). */
    apiTokenCallsPerMinute: number;
    /** scrypt's cost for new password hashes: always the standard one, lowered only by the server tests (ADR 066). */
    passwordHashCost: number;
  };
  mail: { smtpUrl: string | undefined; from: string };
  /** OpenID Connect providers that have client credentials; absent ones are off. */
  oidcProviders: OidcProviderConfig[];
  /** Where uploaded files live: `DATA_DIR/files`, or an S3-compatible bucket when `S3_BUCKET` is set. */
  storage: StorageConfig;
  /** Upload limits, checked before an image is decoded. */
  images: { maxBytes: number; maxPixels: number };
  /** The largest images .zip of a spreadsheet import, read from disk an entry at a time (ADR 044). */
  importImagesMaxBytes: number;
  /** Slack-compatible webhook for internal reports (artwork registrations); off without it. */
  reportWebhookUrl: string | undefined;
  /** The ads platform's Conversions API (ADR 027); off without a pixel id and token. */
  ads: { pixelId: string | undefined; accessToken: string | undefined; apiBase: string };
  /** Payment providers (ADR 027); a provider without its secret key is off, or the sandbox's (ADR 029). */
  payments: {
    sandbox: boolean;
    toss: { secretKey: string | undefined; clientKey: string | undefined; apiBase: string };
    paypal: {
      clientId: string | undefined;
      secret: string | undefined;
      apiBase: string;
      webhookId: string | undefined;
      plans: ReadonlyMap<string, string>;
    };
    timeoutMs: number;
  };
  /** Signed webhooks (ADR 042). */
  webhooks: {
    /** Deliver to http:// and to private, loopback and link-local addresses: never on a reachable server. */
    allowPrivate: boolean;
  };
}

export type StorageConfig =
  | { kind: 'local'; rootDir: string }
  | {
      kind: 's3';
      endpoint: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

function storageConfig(env: Env, dataDir: string): StorageConfig {
  if (!env.S3_BUCKET) return { kind: 'local', rootDir: path.join(dataDir, 'files') };
  // A bucket without credentials would fail on the first upload; stop at boot instead.
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!accessKeyId || !secretAccessKey) {
    const missing = [accessKeyId ? [] : ['S3_ACCESS_KEY_ID'], secretAccessKey ? [] : ['S3_SECRET_ACCESS_KEY']].flat();
    const lines = missing.map((name) => `  ${name}: is required when S3_BUCKET is set`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return {
    kind: 's3',
    endpoint: (env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`).replace(/\/$/, ''),
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** The login methods of SPEC.md §3 that are OpenID Connect providers. */
export type OidcProviderId = 'kakao' | 'google' | 'azure-ad-b2c';

export interface OidcProviderConfig {
  id: OidcProviderId;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
}

function oidcProviders(env: Env): OidcProviderConfig[] {
  const candidates: { id: OidcProviderId; issuer: string | undefined; clientId?: string; clientSecret?: string }[] = [
    { id: 'kakao', issuer: env.KAKAO_ISSUER, clientId: env.KAKAO_CLIENT_ID, clientSecret: env.KAKAO_CLIENT_SECRET },
    { id: 'google', issuer: env.GOOGLE_ISSUER, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET },
    {
      id: 'azure-ad-b2c',
      issuer: env.MICROSOFT_ISSUER,
      clientId: env.MICROSOFT_CLIENT_ID,
      clientSecret: env.MICROSOFT_CLIENT_SECRET,
    },
  ];
  return candidates.flatMap(({ id, issuer, clientId, clientSecret }) =>
    issuer && clientId ? [{ id, issuer: issuer.replace(/\/$/, ''), clientId, clientSecret }] : [],
  );
}

const LOOPBACK_NAMES = new Set(['localhost', '::1', '[::1]']);

/** True for `localhost`, `127.x.x.x` and `::1`: names only this machine answers to. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase();
  return LOOPBACK_NAMES.has(name) || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name);
}

/**
 * Whether people other than the one at this machine can reach the server: it listens on a
 * non-loopback interface, or its public address names another host.
 */
function isReachableByOthers(host: string, publicUrl: string): boolean {
  return !isLoopbackHost(host) || !isLoopbackHost(new URL(publicUrl).hostname);
}

/**
 * Demo data on a laptop, never on a deployment others can reach: its accounts' password is in
 * the README. Unset SEED_DEMO follows that rule; SEED_DEMO=true on a reachable one is refused.
 */
function seedDemoFor(seedDemo: boolean | undefined, reachable: boolean, host: string, publicUrl: string): boolean {
  if (seedDemo === undefined) return !reachable;
  if (seedDemo && reachable) {
    throw new ConfigError(
      `Invalid environment configuration:\n  SEED_DEMO: the demo accounts have a published password, and this server can be reached by others (HOST=${host}, PUBLIC_URL=${publicUrl}); unset SEED_DEMO, or serve on localhost only`,
    );
  }
  return seedDemo;
}

/**
 * The payment sandbox (ADR 029) stands in for Toss and PayPal where they have no keys, so a
 * checkout can be tried on a laptop (`npm start`): the same rule as the demo, since it approves
 * payments without money and so must never serve people. PAYMENTS_SANDBOX=true on a reachable
 * server is refused.
 */
function paymentSandboxFor(flag: boolean | undefined, reachable: boolean): boolean {
  if (flag === undefined) return !reachable;
  if (flag && reachable) {
    throw new ConfigError(
      'Invalid environment configuration:\n  PAYMENTS_SANDBOX: the sandbox approves every payment without money, and this server can be reached by others; unset PAYMENTS_SANDBOX',
    );
  }
  return flag;
}

/**
 * Webhooks may reach a local receiver (http://, localhost, the private network) only where that
 * cannot be turned against the network the server runs in: by default on a machine nobody else
 * reaches (`npm start`, `npm run dev`), as the payment sandbox; WEBHOOKS_ALLOW_PRIVATE=true on a reachable server is refused.
 */
function webhooksAllowPrivateFor(flag: boolean | undefined, env: Env['NODE_ENV'], reachable: boolean): boolean {
  // Tests turn it on where they start a local receiver, so every other test sees the real rule.
  if (flag === undefined) return env !== 'test' && !reachable;
  if (flag && reachable) {
    throw new ConfigError(
      "Invalid environment configuration:\n  WEBHOOKS_ALLOW_PRIVATE: webhooks to private addresses would let anyone with a workspace call into this server's network, and this server can be reached by others; unset WEBHOOKS_ALLOW_PRIVATE",
    );
  }
  return flag;
}

/** Thrown when the environment does not parse; its message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; throws ConfigError naming each invalid variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const reachableByOthers = isReachableByOthers(env.HOST, publicUrl);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    apiBaseUrl: env.API_BASE_URL.replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    seedDemo: seedDemoFor(env.SEED_DEMO, reachableByOthers, env.HOST, publicUrl),
    reachableByOthers,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    bodyLimit: env.BODY_LIMIT_BYTES,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    channelPluginKey: env.CHANNEL_IO_PLUGIN_KEY,
    redisUrl: env.REDIS_URL,
    webSharedPages: env.WEB_SHARED_PAGES,
    metricsToken: env.METRICS_TOKEN,
    sites: {
      pageCacheBytes: env.SITE_PAGE_CACHE_MB * 1024 * 1024,
      cdnMaxAge: env.SITE_CDN_MAX_AGE,
      dnsServers: (env.SITE_DNS_SERVERS ?? '')
        .split(',')
        .map((server) => server.trim())
        .filter(Boolean),
    },
    auth: {
      secret: env.AUTH_SECRET,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      sessionTtlDays: env.SESSION_TTL_DAYS,
      apiTokenCallsPerMinute: env.API_TOKEN_RATE_LIMIT,
      passwordHashCost: PASSWORD_HASH_COST,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    oidcProviders: oidcProviders(env),
    storage: storageConfig(env, path.resolve(env.DATA_DIR)),
    images: { maxBytes: env.IMAGE_MAX_BYTES, maxPixels: env.IMAGE_MAX_PIXELS },
    importImagesMaxBytes: env.IMPORT_IMAGES_MAX_BYTES,
    reportWebhookUrl: env.REPORT_WEBHOOK_URL,
    ads: { pixelId: env.ADS_PIXEL_ID, accessToken: env.ADS_ACCESS_TOKEN, apiBase: env.ADS_API_BASE },
    payments: {
      sandbox: paymentSandboxFor(env.PAYMENTS_SANDBOX, reachableByOthers),
      toss: { secretKey: env.TOSS_SECRET_KEY, clientKey: env.TOSS_CLIENT_KEY, apiBase: env.TOSS_API_BASE },
      paypal: {
        clientId: env.PAYPAL_CLIENT_ID,
        secret: env.PAYPAL_SECRET,
        apiBase: env.PAYPAL_API_BASE,
        webhookId: env.PAYPAL_WEBHOOK_ID,
        plans: new Map(
          (env.PAYPAL_PLANS ?? '')
            .split(',')
            .filter(Boolean)
            .map((pair) => pair.split('=') as [string, string]),
        ),
      },
      timeoutMs: env.PAYMENT_TIMEOUT_MS,
    },
    webhooks: { allowPrivate: webhooksAllowPrivateFor(env.WEBHOOKS_ALLOW_PRIVATE, env.NODE_ENV, reachableByOthers) },
  };
}
