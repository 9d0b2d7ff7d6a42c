import { ErrorCode } from '@vernissage/shared';
import { betterAuth } from 'better-auth';
import { APIError, isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, jwt } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config, OidcProviderConfig } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { authTables, users } from '../../db/schema/index.js';
import type { MailMessage } from '../mail/mailer.js';
import type { PasswordHashing } from './password-hashing.js';
import { providerVerifiedEmail } from './provider-email.js';
import { vernissageSessions } from './session-plugin.js';
import { mailTo } from '../mail/recipient.js';
import { passwordResetMail, verificationMail } from '../mail/templates.js';

export const AUTH_BASE_PATH = '/api/auth';
export const SESSION_COOKIE_PREFIX = 'vernissage';
/** The client's address as this server saw it; set on every request handed to better-auth. */
export const CLIENT_IP_HEADER = 'x-vernissage-client-ip';

/** Where the browser lands after a provider sign-in: new identities complete the sign-up form. */
export const AFTER_SIGN_IN_PATH = '/';
export const NEW_USER_PATH = '/signup?complete=1';

export interface AuthOptions {
  /** better-auth's own messages go to the app's structured log. */
  logger: FastifyBaseLogger;
  config: Config;
  db: Database;
  /**
   * Sends the account mails (verification, password reset): queued, so a mail server that refuses
   * for now gets them again later, and sent at once by the mail job.
   */
  sendMail: (message: MailMessage) => Promise<void>;
  secret: string;
  /** How account passwords are hashed and checked (ADR 066). */
  passwords: PasswordHashing;
}

/**
 * better-auth, configured for Vernissage: e-mail and password with verification and reset by
 * mail; Kakao, Google and Microsoft as OpenID Connect providers (only those configured);
 * httpOnly session cookies; short-lived signed access tokens for API clients.
 *
 * Sign-up, sign-in and profile changes go through the spec's own routes (`/user/signup`,
 * `/user/login`, `PUT /user/name` …), so better-auth's equivalents are switched off.
 */
export function createAuth({ logger, config, db, sendMail, secret, passwords }: AuthOptions) {
  return betterAuth({
    appName: 'Vernissage',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    logger: {
      level: 'info',
      log: (level, message, ...args: unknown[]) => logger[level]({ source: 'better-auth', args }, message),
    },
    database: drizzleAdapter(db, { provider: 'pg', schema: authTables }),
    trustedOrigins: [config.publicUrl, ...config.corsOrigins],
    disabledPaths: ['/sign-up/email', '/sign-in/email', '/update-user', '/change-email', '/delete-user'],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: passwords,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await sendMail(passwordResetMail(recipientOf(user), user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }) => {
        await sendMail(verificationMail(recipientOf(user), user.name, url));
      },
    },
    user: {
      // The language of the account's mail, given by e-mail sign-up (`/user/signup`) so that the
      // verification mail is already written in it; better-auth's own sign-up path is off.
      additionalFields: { locale: { type: 'string', required: false, input: true } },
    },
    account: {
      // No provider is trusted by name: an identity is linked to an existing account only when
      // its provider says the e-mail is verified (mapProfileToUser below).
      accountLinking: { enabled: true, trustedProviders: [] },
    },
    session: {
      expiresIn: config.auth.sessionTtlDays * 24 * 3600,
      updateAge: 24 * 3600,
    },
    // Limited by the app per socket address (rate-limit.ts); better-auth's own limiter keys on
    // X-Forwarded-For, which any client can write.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      session: {
        create: {
          // Every way in (password, providers' callbacks, e-mail verification, the platform's own
          // provider sign-ins) opens a session here, so a locked account is refused in one place.
          before: async (session) => {
            if (await isLocked(db, session.userId)) throw accountLockedError();
          },
        },
      },
      account: {
        create: {
          // A Kakao identity also fills the user's kakaoid (SPEC.md §3).
          after: async (account) => {
            if (account.providerId === 'kakao') {
              await db.update(users).set({ kakaoid: account.accountId }).where(eq(users.id, account.userId));
            }
          },
        },
      },
    },
    plugins: [
      jwt({
        // Its hook signs a token for every session looked up (a key read and decrypted, an
        // EdDSA signature) into a header nobody reads: sessions are looked up in-process, and
        // `/auth/get-session` is closed (auth-handler.ts). Access tokens are issued on sign-in.
        disableSettingJwtHeader: true,
        jwt: {
          expirationTime: `${config.auth.accessTokenTtlSeconds}s`,
          issuer: config.publicUrl,
          audience: config.publicUrl,
          definePayload: ({ session }) => ({ sid: session.id }),
        },
      }),
      genericOAuth({ config: config.oidcProviders.map(oauthProvider) }),
      vernissageSessions(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The user better-auth mails, with the language kept with the account (`user.additionalFields`). */
function recipientOf(user: { email: string; locale?: unknown }) {
  return mailTo(user.email, typeof user.locale === 'string' ? user.locale : null);
}

async function isLocked(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ lockedAt: users.lockedAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.lockedAt);
}

/** better-auth's refusal of a session for a locked account; its code is the API's own. */
function accountLockedError() {
  return new APIError('FORBIDDEN', {
    code: ErrorCode.accountLocked,
    message: 'This account is locked by the platform. Contact support to have it unlocked.',
  });
}

/** Whether better-auth refused to open a session because the account is locked. */
export function isAccountLockedError(error: unknown): boolean {
  return isAPIError(error) && error.body?.code === ErrorCode.accountLocked;
}

function oauthProvider(provider: OidcProviderConfig) {
  return {
    providerId: provider.id,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    discoveryUrl: `${provider.issuer}/.well-known/openid-configuration`,
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    mapProfileToUser: (profile: Record<string, unknown>) => ({
      name: stringClaim(profile.name) ?? stringClaim(profile.nickname) ?? stringClaim(profile.email) ?? 'Vernissage',
      emailVerified: providerVerifiedEmail(profile),
    }),
  };
}

function stringClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
