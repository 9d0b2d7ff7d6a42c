import { z } from 'zod';
import { LOCALES, LOGIN_METHODS, USER_TYPES } from '../domain.js';
import { text } from '../input.js';
import { WORKSPACE_ROLES } from '../permissions.js';

/** Limits both sides check. */
export const NAME_MAX = 100;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,19}$/;

export const emailSchema = z.email({ message: 'must be an e-mail address' }).max(254).toLowerCase();
export const nameSchema = text().trim().min(1, 'must not be empty').max(NAME_MAX);
export const phoneSchema = z.string().trim().regex(PHONE_PATTERN, 'must be a phone number');
export const passwordSchema = text().min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX);
export const userTypeSchema = z.union(
  USER_TYPES.map((type) => z.literal(type)) as [z.ZodLiteral<0>, ...z.ZodLiteral<number>[]],
);
export const loginMethodSchema = z.enum(LOGIN_METHODS);
export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES);

/** A user as the API shows it (SPEC.md §3 User). Tokens never appear here. */
export const userSchema = z
  .object({
    uid: z.string(),
    type: z.number().int().nullable(),
    name: z.string(),
    nameen: z.string().nullable(),
    email: z.string(),
    emailVerified: z.boolean(),
    phone: z.string().nullable(),
    code: z.string().nullable(),
    kakaoid: z.string().nullable(),
    /** The login method the account was made with. */
    oauth: loginMethodSchema.nullable(),
    /** Every login method the account has. */
    methods: z.array(loginMethodSchema),
    allowMarketing: z.boolean(),
    /**
     * The language mail reaches the user in: the interface language she chose, else the one she
     * signed up in; null for accounts from before it was kept (mail then comes in both).
     */
    locale: z.enum(LOCALES).nullable(),
    referrer: z.string().nullable(),
    level: z.number().int(),
    plan: z
      .object({
        planid: z.string().nullable(),
        productid: z.string().nullable(),
        state: z.string().nullable(),
        amount: z.number().nullable(),
      })
      .nullable(),
    /** False until the sign-up form is completed (after a first provider sign-in). */
    signupComplete: z.boolean(),
    createdAt: z.string(),
    /** When a platform admin locked the account (it cannot sign in); null when it is not locked. */
    lockedAt: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type UserDto = z.infer<typeof userSchema>;

/** The answer of sign-up and sign-in: the user and, once signed in, the tokens. */
export const authResultSchema = z
  .object({
    user: userSchema,
    /** Short-lived bearer token for `Authorization`; null until the e-mail is verified. */
    accessToken: z.string().nullable(),
    /**
     * Long-lived session token that obtains new access tokens (`POST /user/token`). Only for API
     * clients that ask with `x-token-delivery: body`; browsers keep it in the httpOnly cookie.
     */
    refreshToken: z.string().nullable(),
    /** Seconds the access token lives. */
    expiresIn: z.number().int().nullable(),
    /** True when a verification mail was sent and must be followed before signing in. */
    verificationRequired: z.boolean(),
  })
  .meta({ id: 'AuthResult' });
export type AuthResult = z.infer<typeof authResultSchema>;

/**
 * Headers of the routes that sign in. An API client (no cookie jar) asks for the refresh token
 * in the body with `x-token-delivery: body`; without it the answer carries none, so a page script
 * can never read a token that outlives the access token.
 */
export const tokenDeliveryHeaders = z.object({ 'x-token-delivery': z.enum(['body']).optional() });
export type TokenDeliveryHeaders = z.infer<typeof tokenDeliveryHeaders>;

export const workspaceSchema = z
  .object({
    gid: z.string(),
    name: z.string(),
    nameen: z.string().nullable(),
    type: z.number().int(),
    role: workspaceRoleSchema,
    holdDays: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'Workspace' });
export type WorkspaceDto = z.infer<typeof workspaceSchema>;

export const memberSchema = z
  .object({
    uid: z.string(),
    name: z.string(),
    /** The member's name in English, for English readers (`name` where there is none). */
    nameen: z.string().nullable(),
    email: z.string(),
    role: workspaceRoleSchema,
    joinedAt: z.string(),
  })
  .meta({ id: 'Member' });
export type MemberDto = z.infer<typeof memberSchema>;

export const invitationSchema = z
  .object({
    id: z.string(),
    gid: z.string(),
    workspaceName: z.string(),
    /** The workspace's name in English, for English readers (`workspaceName` where there is none). */
    workspaceNameEn: z.string().nullable(),
    email: z.string(),
    role: workspaceRoleSchema,
    status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
    expiresAt: z.string(),
  })
  .meta({ id: 'Invitation' });
export type InvitationDto = z.infer<typeof invitationSchema>;

/** The marketing fields sent along at sign-up (SPEC.md §2, §7). */
export const signupMarketingFields = {
  referrer: text().trim().max(200).optional(),
  allowMarketing: z.boolean().default(false),
  utmSource: text().trim().max(200).optional(),
  utmMedium: text().trim().max(200).optional(),
  utmCampaign: text().trim().max(200).optional(),
  utmContent: text().trim().max(200).optional(),
  fbc: text().trim().max(500).optional(),
  fbp: text().trim().max(500).optional(),
};

/**
 * `level` is in the spec's sign-up bodies, but privilege is never granted by a request: a body
 * that carries it is refused outright, so nobody can believe it took effect.
 */
export const noLevelField = {
  level: z.never({ message: 'level cannot be set by a request' }).optional(),
};

export const localeSchema = z.enum(LOCALES);
