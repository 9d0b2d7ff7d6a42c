import type { FastifyBaseLogger } from 'fastify';
import type { Config, OidcProviderId } from '../config/env.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import type { AccessTokens } from './auth/access-tokens.js';
import type { Auth } from './auth/auth.js';
import type { PasswordHashing } from './auth/password-hashing.js';
import type { OidcClient } from './http-clients/oidc-client.js';
import type { AdsConversions } from './http-clients/ads-conversions.js';
import type { Payments } from './http-clients/payments.js';
import type { ReportWebhook } from './http-clients/report-webhook.js';
import type { EventBus } from './event-bus.js';
import type { JobRunner } from './jobs.js';
import type { PageCache } from './page-cache.js';
import type { Mailer } from './mail/mailer.js';
import type { Metrics } from './metrics.js';
import type { FileStorage } from './storage/file-storage.js';

/** What services need of the platform: one object, built once in app.ts. */
export interface AppContext {
  config: Config;
  logger: FastifyBaseLogger;
  database: DatabaseHandle;
  db: Database;
  auth: Auth;
  /** Hashes what people type to prove themselves: account passwords (through `auth`) and room passcodes. */
  passwords: PasswordHashing;
  tokens: AccessTokens;
  mailer: Mailer;
  /** Uploaded files: a local folder or an S3-compatible bucket. */
  storage: FileStorage;
  reports: ReportWebhook;
  /** Payment providers and the customer keys we give them. */
  payments: Payments;
  /** Conversion events for the ads platform (off by default). */
  ads: AdsConversions;
  /** State changes pushed to open pages (in process, or across instances through Redis). */
  events: EventBus;
  /** Rendered public pages (in process, or shared through Redis), made stale by the changes that touch them. */
  pages: PageCache;
  /** Clients of the configured OpenID providers, by login method. */
  oidc: Partial<Record<OidcProviderId, OidcClient>>;
  /** Background jobs: started by the process (server.ts); woken by requests that leave work for them. */
  jobs: JobRunner;
  /** Prometheus metrics of this process (requests, jobs, event streams, the database pool). */
  metrics: Metrics;
}
