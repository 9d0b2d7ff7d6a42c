import { z } from 'zod';
import { text } from '../input.js';

/**
 * API tokens (issue 16, ADR 040): a workspace's owners and admins make named tokens with scopes
 * and an expiry for their own scripts and integrations. A token is shown once, kept only as a
 * hash, acts as its creator within its workspace and its scopes, and every call it makes is
 * recorded.
 */

/** What a token may do; each scope opens a group of routes (ADR 040 has the table). */
export const API_TOKEN_SCOPES = ['inventory:read', 'inventory:write', 'shares', 'webhooks'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);

/** Every token starts with this, so a bearer is told apart from a session access token (a JWT). */
export const API_TOKEN_PREFIX = 'vt_';

/** The longest a token may live; `null` expiry means it lives until revoked. */
export const API_TOKEN_EXPIRY_DAYS_MAX = 365;

/** The expiries the settings page offers, in days (`null`: never). */
export const API_TOKEN_EXPIRY_CHOICES = [30, 90, 365, null] as const;

export const API_TOKEN_NAME_MAX = 100;

/** POST `/workspace/tokens`: a name to know it by, at least one scope, and how long it lives. */
export const createApiTokenSchema = z.strictObject({
  name: text().trim().min(1).max(API_TOKEN_NAME_MAX),
  scopes: z
    .array(apiTokenScopeSchema)
    .min(1)
    .max(API_TOKEN_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'must not repeat a scope'),
  expiresInDays: z.number().int().min(1).max(API_TOKEN_EXPIRY_DAYS_MAX).nullable(),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenSchema>;

/** A token as the workspace's list shows it: never the token itself, nor its hash. */
export const apiTokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(apiTokenScopeSchema),
    /** Its first characters (`vt_` and a few more), to tell it apart from the others. */
    prefix: z.string(),
    createdAt: z.string(),
    /** Null: it lives until revoked. */
    expiresAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    /** Whom it acts as: calls made with it carry this person's rights, never more. */
    createdBy: z.object({ uid: z.string(), name: z.string() }),
  })
  .meta({ id: 'ApiToken' });
export type ApiTokenDto = z.infer<typeof apiTokenSchema>;

/** The answer of a creation: the token in full — the only time it is ever answered — and its listing. */
export const createdApiTokenSchema = z
  .object({ token: z.string(), apiToken: apiTokenSchema })
  .meta({ id: 'CreatedApiToken' });
export type CreatedApiTokenDto = z.infer<typeof createdApiTokenSchema>;

/** One call made with a token, as its audit lists it. */
export const apiTokenCallSchema = z
  .object({
    method: z.string(),
    /** The path called, without its query string. */
    path: z.string(),
    status: z.number().int(),
    at: z.string(),
  })
  .meta({ id: 'ApiTokenCall' });
export type ApiTokenCallDto = z.infer<typeof apiTokenCallSchema>;
