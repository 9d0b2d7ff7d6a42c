import { randomInt } from 'node:crypto';
import {
  ADMIN_LEVEL,
  answerPage,
  ErrorCode,
  type adminUsersRoute,
  type AuthResult,
  type kakaoOauthRoute,
  type leadRoute,
  type Locale,
  type LoginMethod,
  type loginRoute,
  type ParsedBody,
  type ParsedQuery,
  type SignupProfile,
  type updateLocaleRoute,
  type updateNameRoute,
  type updatePhoneRoute,
  type UserDto,
} from '@vernissage/shared';
import { isAPIError } from 'better-auth/api';
import type { OidcProviderId } from '../../config/env.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { OidcClient, OidcUserInfo } from '../../platform/http-clients/oidc-client.js';
import { OidcProviderError } from '../../platform/http-clients/oidc-client.js';
import { isAccountLockedError } from '../../platform/auth/auth.js';
import { providerVerifiedEmail } from '../../platform/auth/provider-email.js';
import type { Identity } from '../../platform/auth/session-guard.js';
import { startPlan } from '../billing/billing.service.js';
import { openFirstWorkspace, releaseWorkspacesOf } from '../workspace/workspace.service.js';
import { actorOf } from '../audit/audit.service.js';
import { presentUser } from './user.presenter.js';
import * as repo from './user.repository.js';
import type { UserRow } from './user.repository.js';

/** A result that also carries the session cookies to set on the browser. */
export interface WithCookies<T> {
  result: T;
  setCookies: string[];
}

/** The profile fields of the sign-up forms (SPEC.md §7), as declared once in the contract. */
export type ProfileInput = SignupProfile;

export async function loadUser(ctx: AppContext, userId: string): Promise<UserDto> {
  const row = await repo.findUserById(ctx.db, userId);
  if (!row) throw new AppError(ErrorCode.notFound, 'No such user.');
  return presentUser(row, await repo.providerIdsOf(ctx.db, userId));
}

/**
 * The caller's own answer, from the row her identity was read with in this request: the page's
 * user and `GET /user` need no second read of it.
 */
export async function presentSignedInUser(ctx: AppContext, identity: Identity): Promise<UserDto> {
  return presentUser(identity.user, await repo.providerIdsOf(ctx.db, identity.userId));
}

/** A user's row by id, for other modules' rules (who an offer goes to); no permission check. */
export function findUserById(ctx: AppContext, userId: string): Promise<UserRow | undefined> {
  return repo.findUserById(ctx.db, userId);
}

/** A user's row by e-mail address, for other modules' rules; no permission check. */
export function findUserByEmail(ctx: AppContext, email: string): Promise<UserRow | undefined> {
  return repo.findUserByEmail(ctx.db, email);
}

/** A marketing lead (an address and its locale) from the public form. */
export async function saveLead(ctx: AppContext, lead: ParsedBody<typeof leadRoute>): Promise<void> {
  await repo.insertLead(ctx.db, lead);
}

// ——— sessions ———

async function signedIn(ctx: AppContext, userId: string, session: { id: string; token: string }): Promise<AuthResult> {
  return {
    user: await loadUser(ctx, userId),
    accessToken: await ctx.tokens.issue({ userId, sessionId: session.id }),
    refreshToken: session.token,
    expiresIn: ctx.tokens.ttlSeconds,
    verificationRequired: false,
  };
}

/** Opens a session for a user whose identity we verified ourselves (a provider token). */
async function openSession(ctx: AppContext, userId: string): Promise<WithCookies<AuthResult>> {
  const { headers, response } = await ctx.auth.api
    .createSessionFor({ body: { userId }, returnHeaders: true })
    .catch((error: unknown) => {
      throw isAccountLockedError(error) ? accountLocked() : error;
    });
  return {
    result: await signedIn(ctx, userId, { id: response.sessionId, token: response.token }),
    setCookies: headers.getSetCookie(),
  };
}

/** A locked account's sign-in (better-auth refuses it the session: platform/auth/auth.ts). */
function accountLocked(): AppError {
  return new AppError(
    ErrorCode.accountLocked,
    'This account is locked by the platform. Contact support to have it unlocked.',
  );
}

/** A fresh access token for the session of a cookie or of a refresh token. */
export async function refreshAccessToken(
  ctx: AppContext,
  credentials: { cookie?: string; refreshToken?: string },
): Promise<{ accessToken: string; expiresIn: number }> {
  const session = await sessionFromCredentials(ctx, credentials);
  if (!session)
    throw new AppError(ErrorCode.unauthenticated, 'The session is missing, expired or ended: sign in again.');
  return { accessToken: await ctx.tokens.issue(session), expiresIn: ctx.tokens.ttlSeconds };
}

async function sessionFromCredentials(
  ctx: AppContext,
  { cookie, refreshToken }: { cookie?: string; refreshToken?: string },
): Promise<{ userId: string; sessionId: string } | null> {
  if (refreshToken) {
    const session = await repo.findSessionByToken(ctx.db, refreshToken);
    return session && session.expiresAt > new Date() ? { userId: session.userId, sessionId: session.id } : null;
  }
  if (cookie) {
    const found = await ctx.auth.api.getSession({ headers: new Headers({ cookie }) });
    return found ? { userId: found.user.id, sessionId: found.session.id } : null;
  }
  return null;
}

/** Ends the session (from an access token, a refresh token or the cookie) and clears the cookie. */
export async function logout(
  ctx: AppContext,
  identity: Identity | null,
  credentials: { cookie?: string; refreshToken?: string },
): Promise<string[]> {
  const session = identity ? { sessionId: identity.sessionId } : await sessionFromCredentials(ctx, credentials);
  if (session) await repo.deleteSession(ctx.db, session.sessionId);
  return expiredSessionCookies(ctx);
}

function expiredSessionCookies(ctx: AppContext): string[] {
  const secure = ctx.config.publicUrl.startsWith('https://');
  const name = `${secure ? '__Secure-' : ''}vernissage.session_token`;
  return [`${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`];
}

// ——— sign-up ———

/** A referral code of eight letters and digits nobody else has. */
async function freshReferralCode(ctx: AppContext): Promise<string> {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (;;) {
    const code = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
    if (!(await repo.findUserByCode(ctx.db, code))) return code;
  }
}

async function assertCodeValid(ctx: AppContext, code: string | undefined) {
  if (code && !(await repo.findUserByCode(ctx.db, code))) {
    throw new AppError(ErrorCode.validation, 'Invalid request: body.code', [
      { field: 'body.code', message: 'is not a known referral code' },
    ]);
  }
}

/**
 * Fills in the profile of a new account and gives it its first workspace. `locale` is the
 * interface language the sign-up was made in (mail reaches the account in it); null when the
 * request declared none, which leaves what the account has.
 */
async function completeProfile(
  ctx: AppContext,
  userId: string,
  input: ProfileInput,
  locale: Locale | null,
): Promise<void> {
  await repo.updateUser(ctx.db, userId, {
    ...(locale && { locale }),
    name: input.name,
    nameen: input.nameen ?? null,
    phone: input.phone ?? null,
    type: input.type,
    usedCode: input.code ?? null,
    code: await freshReferralCode(ctx),
    allowMarketing: input.allowMarketing,
    referrer: input.referrer ?? null,
    utmSource: input.utmSource ?? null,
    utmMedium: input.utmMedium ?? null,
    utmCampaign: input.utmCampaign ?? null,
    utmContent: input.utmContent ?? null,
    fbc: input.fbc ?? null,
    fbp: input.fbp ?? null,
  });
  await startPlan(ctx.db, userId, input.type);
  await openFirstWorkspace(ctx, userId, { name: input.name, nameen: input.nameen, type: input.type });
}

/** E-mail sign-up: the account waits for its e-mail to be verified before it can sign in. */
export async function signupWithPassword(
  ctx: AppContext,
  input: ProfileInput & { email?: string; password?: string },
  locale: Locale | null,
): Promise<AuthResult> {
  const missing = (['email', 'password'] as const).filter((field) => !input[field]);
  if (missing.length > 0) {
    throw new AppError(
      ErrorCode.validation,
      `Invalid request: ${missing.map((field) => `body.${field}`).join(', ')}`,
      missing.map((field) => ({ field: `body.${field}`, message: 'is required to sign up with e-mail' })),
    );
  }
  if (await repo.findUserByEmail(ctx.db, input.email!)) {
    throw new AppError(ErrorCode.conflict, 'An account already uses this e-mail address: sign in instead.');
  }
  await assertCodeValid(ctx, input.code);
  // The language is kept with the account at once: the verification mail goes out in it.
  const { user } = await ctx.auth.api.signUpEmail({
    body: { email: input.email!, password: input.password!, name: input.name, locale },
  });
  try {
    await completeProfile(ctx, user.id, input, locale);
  } catch (error) {
    await repo.deleteUserRow(ctx.db, user.id);
    throw error;
  }
  return {
    user: await loadUser(ctx, user.id),
    accessToken: null,
    refreshToken: null,
    expiresIn: null,
    verificationRequired: true,
  };
}

/** After a first provider sign-in, the sign-up form completes the account. */
export async function completeSignup(
  ctx: AppContext,
  identity: Identity,
  input: ProfileInput,
  locale: Locale | null,
): Promise<AuthResult> {
  if (identity.user.type !== null) throw new AppError(ErrorCode.conflict, 'This account has already signed up.');
  await assertCodeValid(ctx, input.code);
  await completeProfile(ctx, identity.userId, input, locale);
  const session = await repo.findLiveSession(ctx.db, identity.sessionId);
  if (!session) throw new AppError(ErrorCode.unauthenticated, 'The session ended: sign in again.');
  return signedIn(ctx, identity.userId, session);
}

// ——— sign-in ———

function providerClient(ctx: AppContext, method: OidcProviderId): OidcClient {
  const client = ctx.oidc[method];
  if (!client)
    throw new AppError(ErrorCode.unavailable, `Sign-in with ${method} is not configured on this installation.`);
  return client;
}

/** Asks the provider who owns the token; a token it refuses is an authentication failure. */
async function verifiedIdentity(client: OidcClient, accessToken: string): Promise<OidcUserInfo> {
  try {
    return await client.userInfo(accessToken);
  } catch (error) {
    if (error instanceof OidcProviderError && error.rejected) {
      throw new AppError(ErrorCode.invalidCredentials, `${client.id} did not accept this token.`);
    }
    throw new AppError(ErrorCode.unavailable, `${client.id} could not be reached; try again shortly.`);
  }
}

export async function login(ctx: AppContext, input: ParsedBody<typeof loginRoute>): Promise<WithCookies<AuthResult>> {
  if (input.oauth === 'credentials') {
    if (!input.password) {
      throw new AppError(ErrorCode.validation, 'Invalid request: body.password', [
        { field: 'body.password', message: 'is required to sign in with e-mail' },
      ]);
    }
    return loginWithPassword(ctx, input.id, input.password);
  }
  if (!input.access_token) {
    throw new AppError(ErrorCode.validation, 'Invalid request: body.access_token', [
      { field: 'body.access_token', message: `is required to sign in with ${input.oauth}` },
    ]);
  }
  const info = await verifiedIdentity(providerClient(ctx, input.oauth), input.access_token);
  if (info.sub !== input.id) throw new AppError(ErrorCode.invalidCredentials, 'The token belongs to someone else.');
  const account = await repo.findAccount(ctx.db, input.oauth, info.sub);
  if (!account) throw new AppError(ErrorCode.notFound, 'No account uses this identity yet: sign up first.');
  return openSession(ctx, account.userId);
}

async function loginWithPassword(ctx: AppContext, email: string, password: string): Promise<WithCookies<AuthResult>> {
  try {
    const { headers, response } = await ctx.auth.api.signInEmail({
      body: { email: email.toLowerCase(), password },
      returnHeaders: true,
    });
    const session = await repo.findSessionByToken(ctx.db, response.token);
    if (!session) throw new Error('signInEmail returned no session');
    return { result: await signedIn(ctx, response.user.id, session), setCookies: headers.getSetCookie() };
  } catch (error) {
    // Only the right password reaches the lock: a stranger learns nothing about the account.
    if (isAccountLockedError(error)) throw accountLocked();
    if (isAPIError(error)) {
      if (error.body?.code === 'EMAIL_NOT_VERIFIED') {
        throw new AppError(ErrorCode.emailNotVerified, 'Verify your e-mail address first: we sent you a link.');
      }
      throw new AppError(ErrorCode.invalidCredentials, 'The e-mail address or the password is wrong.');
    }
    throw error;
  }
}

// ——— Kakao ———

export interface KakaoOauthResult {
  registered: boolean;
  kakaoid: string;
  email: string | null;
  name: string | null;
  access_token: string;
  refresh_token: string | null;
  session: AuthResult | null;
}

/** Exchanges a Kakao authorization code; a known identity is signed in at once. */
export async function kakaoOauth(
  ctx: AppContext,
  input: ParsedBody<typeof kakaoOauthRoute>,
): Promise<WithCookies<KakaoOauthResult>> {
  const client = providerClient(ctx, 'kakao');
  let tokens;
  try {
    tokens = await client.exchangeCode(input.code, input.redirectUri ?? `${ctx.config.publicUrl}/login`);
  } catch (error) {
    if (error instanceof OidcProviderError && error.rejected) {
      throw new AppError(ErrorCode.invalidCredentials, 'Kakao did not accept this authorization code.');
    }
    throw new AppError(ErrorCode.unavailable, 'Kakao could not be reached; try again shortly.');
  }
  const info = await verifiedIdentity(client, tokens.access_token);
  const account = await repo.findAccount(ctx.db, 'kakao', info.sub);
  const signedInSession = account ? await openSession(ctx, account.userId) : null;
  return {
    result: {
      registered: account !== undefined,
      kakaoid: info.sub,
      email: info.email ?? null,
      name: info.name ?? info.nickname ?? null,
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token ?? null,
      session: signedInSession?.result ?? null,
    },
    setCookies: signedInSession?.setCookies ?? [],
  };
}

/** Sign-up with a Kakao identity, checked with Kakao: the client's `kakaoid` alone proves nothing. */
export async function signupWithKakao(
  ctx: AppContext,
  input: ProfileInput & { kakaoid: string; access_token: string; refresh_token?: string; email: string },
  locale: Locale | null,
): Promise<WithCookies<AuthResult>> {
  const info = await verifiedIdentity(providerClient(ctx, 'kakao'), input.access_token);
  if (info.sub !== input.kakaoid)
    throw new AppError(ErrorCode.invalidCredentials, 'The Kakao token belongs to someone else.');
  if (await repo.findAccount(ctx.db, 'kakao', info.sub)) {
    throw new AppError(ErrorCode.conflict, 'This Kakao account has already signed up: sign in instead.');
  }
  if (await repo.findUserByEmail(ctx.db, input.email)) {
    throw new AppError(ErrorCode.conflict, 'An account already uses this e-mail address: sign in with it instead.');
  }
  await assertCodeValid(ctx, input.code);
  const internal = (await ctx.auth.$context).internalAdapter;
  const user = await internal.createUser(
    {
      email: input.email,
      name: input.name,
      emailVerified: providerVerifiedEmail(info) && info.email?.toLowerCase() === input.email,
    },
    { method: 'oauth', oauth: { providerId: 'kakao', profile: info } },
  );
  try {
    await internal.createAccount({
      userId: user.id,
      providerId: 'kakao',
      accountId: info.sub,
      accessToken: input.access_token,
      refreshToken: input.refresh_token ?? null,
    });
    await completeProfile(ctx, user.id, input, locale);
  } catch (error) {
    await repo.deleteUserRow(ctx.db, user.id);
    throw error;
  }
  return openSession(ctx, user.id);
}

// ——— the account ———

/** Whether the caller is a platform admin (granted only from the command line). */
export function isAdmin(identity: Identity): boolean {
  return identity.user.level >= ADMIN_LEVEL;
}

/** The uid a request names, allowed only when it is the caller's own or the caller is an admin. */
function authorizeUid(identity: Identity, uid: string | undefined): string {
  if (!uid || uid === identity.userId) return identity.userId;
  if (!isAdmin(identity)) throw new AppError(ErrorCode.forbidden, 'You may only act on your own account.');
  return uid;
}

export function getUser(ctx: AppContext, identity: Identity, uid?: string): Promise<UserDto> {
  const target = authorizeUid(identity, uid);
  return target === identity.userId ? presentSignedInUser(ctx, identity) : loadUser(ctx, target);
}

/** Deletes an account: its sessions end, its personal data is erased, its workspaces released. */
export async function deleteUser(ctx: AppContext, identity: Identity, deleteUid: string): Promise<{ self: boolean }> {
  const uid = authorizeUid(identity, deleteUid);
  if (!(await repo.findUserById(ctx.db, uid))) throw new AppError(ErrorCode.notFound, 'No such user.');
  await releaseWorkspacesOf(ctx, uid, actorOf(identity));
  await repo.deleteUserRow(ctx.db, uid);
  return { self: uid === identity.userId };
}

export async function loginMethodsOf(ctx: AppContext, email: string): Promise<{ methods: LoginMethod[] }> {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user) throw new AppError(ErrorCode.notFound, 'No account uses this e-mail address.');
  return { methods: (await loadUser(ctx, user.id)).methods };
}

/** The profile fields the name, phone and marketing routes change, one route at a time. */
type ProfilePatch = Partial<
  ParsedBody<typeof updateNameRoute> &
    ParsedBody<typeof updatePhoneRoute> &
    ParsedBody<typeof updateLocaleRoute> & { allowMarketing: boolean }
>;

export async function updateProfile(ctx: AppContext, identity: Identity, patch: ProfilePatch): Promise<UserDto> {
  await repo.updateUser(ctx.db, identity.userId, patch);
  return loadUser(ctx, identity.userId);
}

/** A new e-mail address must be verified again before it can sign in. */
export async function updateEmail(ctx: AppContext, identity: Identity, email: string): Promise<UserDto> {
  if (email === identity.user.email) return loadUser(ctx, identity.userId);
  if (await repo.findUserByEmail(ctx.db, email)) {
    throw new AppError(ErrorCode.conflict, 'Another account already uses this e-mail address.');
  }
  await repo.updateUser(ctx.db, identity.userId, { email, emailVerified: false });
  await ctx.auth.api.sendVerificationEmail({ body: { email } });
  return loadUser(ctx, identity.userId);
}

export async function checkCode(ctx: AppContext, code: string) {
  return { valid: (await repo.findUserByCode(ctx.db, code)) !== undefined, code };
}

export async function usedCode(ctx: AppContext, identity: Identity, uid: string) {
  const user = await repo.findUserById(ctx.db, authorizeUid(identity, uid));
  if (!user) throw new AppError(ErrorCode.notFound, 'No such user.');
  return { uid: user.id, code: user.usedCode };
}

export async function searchUsers(ctx: AppContext, identity: Identity, query: ParsedQuery<typeof adminUsersRoute>) {
  if (!isAdmin(identity)) throw new AppError(ErrorCode.forbidden, 'Only platform admins may list users.');
  const { rows, total } = await repo.searchUsers(ctx.db, query);
  const methods = await repo.providerIdsByUser(
    ctx.db,
    rows.map((row) => row.id),
  );
  return answerPage(
    query,
    rows.map((row) => presentUser(row, methods.get(row.id) ?? [])),
    total,
  );
}

export function requireAdmin(identity: Identity) {
  if (!isAdmin(identity)) throw new AppError(ErrorCode.forbidden, 'Only platform admins may do this.');
}
