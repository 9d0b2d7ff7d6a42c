import { z } from 'zod';
import { planHistoryEntrySchema } from './billing.schemas.js';
import { defineRoute } from '../contract.js';
import { errorBodySchema } from '../errors.js';
import { ID_MAX, idText, oauthToken, storableUrl, text } from '../input.js';
import { pageOf, pageQuerySchema } from '../pagination.js';
import {
  authResultSchema,
  emailSchema,
  invitationSchema,
  localeSchema,
  loginMethodSchema,
  memberSchema,
  nameSchema,
  noLevelField,
  passwordSchema,
  phoneSchema,
  signupMarketingFields,
  tokenDeliveryHeaders,
  userSchema,
  userTypeSchema,
  workspaceRoleSchema,
  workspaceSchema,
} from './user.schemas.js';

/** Routes of SPEC.md §7 Auth/user, and the few more sessions and workspaces need. */

const tags = ['user'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const gidHeader = z.object({ gid: idText() });
const ok = z.object({ ok: z.literal(true) });

const kakaoSignupBody = z.object({
  kakaoid: idText(),
  oauth: z.literal('kakao').default('kakao'),
  /** Kakao's access token; the server verifies it with Kakao and never trusts `kakaoid` alone. */
  access_token: oauthToken(),
  refresh_token: oauthToken().optional(),
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema.optional(),
  code: text().trim().max(40).optional(),
  type: userTypeSchema,
  ...signupMarketingFields,
  ...noLevelField,
});

export const kakaoOauthRoute = defineRoute({
  method: 'POST',
  path: '/kakao/oauth',
  summary: 'Exchange a Kakao authorization code: signs in a known identity, or returns the profile for sign-up',
  tags,
  auth: 'public',
  access: 'public',
  headers: tokenDeliveryHeaders,
  body: z.object({ code: oauthToken(), redirectUri: storableUrl().max(2000).optional() }),
  responses: {
    200: z.object({
      registered: z.boolean(),
      kakaoid: z.string(),
      email: z.string().nullable(),
      name: z.string().nullable(),
      access_token: z.string(),
      refresh_token: z.string().nullable(),
      session: authResultSchema.nullable(),
    }),
    ...errors,
    503: errorBodySchema,
  },
});

export const signupWithKakaoRoute = defineRoute({
  method: 'POST',
  path: '/user/signupWithKakao',
  summary: 'Sign up with a Kakao identity',
  tags,
  auth: 'public',
  access: 'public',
  headers: tokenDeliveryHeaders,
  body: kakaoSignupBody,
  responses: { 200: authResultSchema, ...errors, 409: errorBodySchema, 503: errorBodySchema },
});

export const signupArtistWithKakaoRoute = defineRoute({
  method: 'POST',
  path: '/user/signupArtistWithKakao',
  summary: 'Sign up as an artist with a Kakao identity',
  tags,
  auth: 'public',
  access: 'public',
  headers: tokenDeliveryHeaders,
  body: kakaoSignupBody.extend({ type: userTypeSchema.optional() }),
  responses: { 200: authResultSchema, ...errors, 409: errorBodySchema, 503: errorBodySchema },
});

export const signupRoute = defineRoute({
  method: 'POST',
  path: '/user/signup',
  summary:
    'Sign up with e-mail and password (a verification mail follows), or complete the sign-up of a provider identity that is signed in',
  tags,
  auth: 'public',
  access: 'public',
  headers: tokenDeliveryHeaders,
  body: z.object({
    email: emailSchema.optional(),
    password: passwordSchema.optional(),
    name: nameSchema,
    nameen: text().trim().max(100).optional(),
    phone: phoneSchema.optional(),
    type: userTypeSchema,
    code: text().trim().max(40).optional(),
    oauth: loginMethodSchema.optional(),
    ...signupMarketingFields,
    ...noLevelField,
  }),
  responses: { 200: authResultSchema, ...errors, 409: errorBodySchema, 429: errorBodySchema },
});

/** The sign-up form's fields as a client sends them. */
export type SignupInput = z.input<typeof signupRoute.body>;
/** The profile part of a sign-up, as the server reads it (no e-mail, password or login method). */
export type SignupProfile = Omit<z.output<typeof signupRoute.body>, 'email' | 'password' | 'oauth' | 'level'>;

export const loginRoute = defineRoute({
  method: 'POST',
  path: '/user/login',
  summary: 'Sign in: e-mail and password, or a provider access token verified with the provider',
  tags,
  auth: 'public',
  access: 'public',
  headers: tokenDeliveryHeaders,
  body: z.object({
    /** The e-mail for `credentials`; the provider's user id otherwise. */
    id: text().trim().min(1).max(320),
    oauth: loginMethodSchema,
    password: text().min(1).max(128).optional(),
    access_token: oauthToken().optional(),
  }),
  responses: { 200: authResultSchema, ...errors, 429: errorBodySchema, 503: errorBodySchema },
});

export const tokenRoute = defineRoute({
  method: 'POST',
  path: '/user/token',
  summary: 'A fresh access token for the current session (session cookie, or the refresh token as Bearer)',
  tags,
  auth: 'public',
  access: 'public',
  responses: {
    200: z.object({ accessToken: z.string(), expiresIn: z.number().int() }),
    401: errorBodySchema,
  },
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/user/logout',
  summary: 'Sign out: ends the session everywhere it is used and clears the cookie',
  tags,
  auth: 'public',
  access: 'public',
  responses: { 200: ok },
});

export const deleteUserRoute = defineRoute({
  method: 'DELETE',
  path: '/user',
  summary: 'Delete an account: yourself, or anyone for a platform admin; sessions end and personal data is erased',
  tags,
  auth: 'session',
  access: 'session',
  headers: z.object({ deleteuid: idText() }),
  responses: { 200: ok, ...errors },
});

export const getUserRoute = defineRoute({
  method: 'GET',
  path: '/user',
  summary: 'The signed-in user (or, for a platform admin, the user of the uid header)',
  tags,
  auth: 'session',
  access: 'session',
  headers: z.object({ uid: idText().optional() }),
  responses: { 200: userSchema, ...errors },
});

export const userMethodRoute = defineRoute({
  method: 'GET',
  path: '/user/method',
  summary: 'Which login methods an e-mail address uses',
  tags,
  auth: 'public',
  access: 'public',
  headers: z.object({ email: emailSchema }),
  responses: { 200: z.object({ methods: z.array(loginMethodSchema) }), ...errors, 429: errorBodySchema },
});

export const updateNameRoute = defineRoute({
  method: 'PUT',
  path: '/user/name',
  summary: 'Change your name (and English name)',
  tags,
  auth: 'session',
  access: 'session',
  body: z.object({ name: nameSchema, nameen: text().trim().max(100).nullable().optional() }),
  responses: { 200: userSchema, ...errors },
});

export const updateEmailRoute = defineRoute({
  method: 'PUT',
  path: '/user/email',
  summary: 'Change your e-mail; the new address must be verified',
  tags,
  auth: 'session',
  access: 'session',
  body: z.object({ email: emailSchema }),
  responses: { 200: userSchema, ...errors, 409: errorBodySchema },
});

export const updatePhoneRoute = defineRoute({
  method: 'PUT',
  path: '/user/phone',
  summary: 'Change your phone number',
  tags,
  auth: 'session',
  access: 'session',
  body: z.object({ phone: phoneSchema.nullable() }),
  responses: { 200: userSchema, ...errors },
});

export const allowMarketingRoute = defineRoute({
  method: 'PUT',
  path: '/user/allowMarketing',
  summary: 'Give or withdraw marketing consent',
  tags,
  auth: 'session',
  access: 'session',
  headers: z.object({ allowmarketing: z.enum(['true', 'false']) }),
  responses: { 200: userSchema, ...errors },
});

export const updateLocaleRoute = defineRoute({
  method: 'PUT',
  path: '/user/locale',
  summary: 'Choose the language mail reaches you in, kept with the interface language (an addition to SPEC §7)',
  tags,
  auth: 'session',
  access: 'session',
  body: z.object({ locale: localeSchema }),
  responses: { 200: userSchema, ...errors },
});

export const membersRoute = defineRoute({
  method: 'GET',
  path: '/user/members',
  summary: 'The members of a workspace you belong to',
  tags,
  auth: 'session',
  access: 'workspace:read',
  headers: gidHeader,
  responses: { 200: z.array(memberSchema), ...errors },
});

export const galleriesRoute = defineRoute({
  method: 'GET',
  path: '/user/galleries',
  summary: 'The workspaces you belong to, with your role in each',
  tags,
  auth: 'session',
  access: 'session',
  responses: { 200: z.array(workspaceSchema), ...errors },
});

export const galleryRoute = defineRoute({
  method: 'GET',
  path: '/user/gallery',
  summary: 'One workspace you belong to',
  tags,
  auth: 'session',
  access: 'workspace:read',
  headers: gidHeader,
  responses: { 200: workspaceSchema, ...errors },
});

export const createGalleryRoute = defineRoute({
  method: 'POST',
  path: '/user/gallery',
  summary: 'Create another workspace (gallery users)',
  tags,
  auth: 'session',
  // Artist accounts may own one workspace, gallery accounts more.
  access: 'session',
  body: z.object({ name: nameSchema, nameen: text().trim().max(100).optional() }),
  responses: { 200: workspaceSchema, ...errors },
});

export const inviteMemberRoute = defineRoute({
  method: 'POST',
  path: '/user/gallery/invitation',
  summary: 'Invite someone to a workspace by e-mail (owners and admins)',
  tags,
  auth: 'session',
  access: 'workspace:manage',
  headers: gidHeader,
  body: z.object({ email: emailSchema, role: workspaceRoleSchema.exclude(['owner']).default('member') }),
  responses: { 200: invitationSchema, ...errors, 409: errorBodySchema },
});

export const invitationsRoute = defineRoute({
  method: 'GET',
  path: '/user/gallery/invitations',
  summary: 'Pending invitations of a workspace (owners and admins)',
  tags,
  auth: 'session',
  access: 'workspace:manage',
  headers: gidHeader,
  responses: { 200: z.array(invitationSchema), ...errors },
});

export const myInvitationsRoute = defineRoute({
  method: 'GET',
  path: '/user/invitations',
  summary: 'Pending invitations addressed to your e-mail',
  tags,
  auth: 'session',
  access: 'session',
  responses: { 200: z.array(invitationSchema.extend({ token: z.string() })), ...errors },
});

export const acceptInvitationRoute = defineRoute({
  method: 'POST',
  path: '/user/gallery/invitation/accept',
  summary: 'Accept an invitation addressed to your e-mail',
  tags,
  auth: 'session',
  access: 'session',
  body: z.object({ token: text().min(1).max(ID_MAX) }),
  responses: { 200: workspaceSchema, ...errors, 409: errorBodySchema },
});

export const removeMemberRoute = defineRoute({
  method: 'DELETE',
  path: '/user/gallery/member',
  summary: 'Remove a member from a workspace (owners)',
  tags,
  auth: 'session',
  access: 'workspace:owner',
  headers: gidHeader.extend({ uid: idText() }),
  responses: { 200: ok, ...errors, 409: errorBodySchema },
});

export const checkCodeRoute = defineRoute({
  method: 'GET',
  path: '/user/code',
  summary: 'Check a referral or affiliation code',
  tags,
  auth: 'public',
  access: 'public',
  headers: z.object({ code: text().trim().min(1).max(40) }),
  responses: { 200: z.object({ valid: z.boolean(), code: z.string() }), ...errors, 429: errorBodySchema },
});

export const usedCodeRoute = defineRoute({
  method: 'GET',
  path: '/user/code/used',
  summary: 'The referral code a user entered at sign-up (yourself, or anyone for an admin)',
  tags,
  auth: 'session',
  // Your own; a platform admin may name anyone.
  access: 'session',
  headers: z.object({ uid: idText() }),
  responses: { 200: z.object({ uid: z.string(), code: z.string().nullable() }), ...errors },
});

export const leadRoute = defineRoute({
  method: 'POST',
  path: '/user/lead',
  summary: 'Leave an e-mail to hear from us',
  tags,
  auth: 'public',
  access: 'public',
  body: z.object({ email: emailSchema, locale: localeSchema.default('ko') }),
  responses: { 200: ok, ...errors, 429: errorBodySchema },
});

export const planHistoriesRoute = defineRoute({
  method: 'GET',
  path: '/user/plan/histories',
  summary: 'Your plan history: every change and payment, oldest first, with receipts',
  tags,
  auth: 'session',
  access: 'session',
  responses: { 200: z.array(planHistoryEntrySchema), ...errors },
});

export const adminUsersRoute = defineRoute({
  method: 'GET',
  path: '/admin/users',
  summary: 'Platform admins: list users, or those whose name (Korean or English) or e-mail holds `q`',
  tags: ['admin'],
  auth: 'session',
  access: 'admin',
  query: pageQuerySchema.extend({ q: text().trim().max(100).optional() }),
  responses: { 200: pageOf(userSchema), ...errors },
});

export const adminUserRoute = defineRoute({
  method: 'GET',
  path: '/admin/user/{uid}',
  summary: 'Platform admins: look up one user',
  tags: ['admin'],
  auth: 'session',
  access: 'admin',
  params: z.object({ uid: idText() }),
  responses: { 200: userSchema.extend({ workspaces: z.array(workspaceSchema) }), ...errors },
});

export const authProvidersRoute = defineRoute({
  method: 'GET',
  path: '/user/providers',
  summary: 'The login methods this installation offers (unconfigured providers are absent)',
  tags,
  auth: 'public',
  access: 'public',
  responses: { 200: z.object({ methods: z.array(loginMethodSchema) }) },
});

export const outboxRoute = defineRoute({
  method: 'GET',
  path: '/dev/outbox',
  summary:
    'Mail written to the outbox when no SMTP server is configured: platform admins only (and the developer at the machine in development)',
  tags: ['development'],
  // Checked by the handler: a platform admin's session, or a loopback connection in development.
  auth: 'public',
  // `auth: 'public'` because the handler checks the session itself (and lets loopback in, in development).
  access: 'admin',
  responses: {
    200: z.array(
      z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), sentAt: z.string() }),
    ),
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
  },
});
