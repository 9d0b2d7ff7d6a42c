import {
  answerPage,
  ErrorCode,
  pageWindow,
  type CreatedApiTokenDto,
  type CreateApiTokenInput,
  type PageQuery,
} from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import { newApiToken } from '../../platform/auth/api-token-secret.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { requireMembership } from '../workspace/workspace.service.js';
import { actorOf, recordAudit } from '../audit/audit.service.js';
import { presentApiToken, presentApiTokenCall } from './api-token.presenter.js';
import * as repo from './api-token.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a token's calls stay in its audit: long enough to look into a quarter's integration. */
export const API_TOKEN_CALL_RETENTION_DAYS = 90;

/**
 * Tokens are managed by the workspace's owners and admins, signed in: a token never manages
 * tokens (its guard refuses these routes too; this is the second line).
 */
async function requireTokenManager(ctx: AppContext, identity: Identity, gid: string, setUp = false) {
  if (identity.apiToken) throw new AppError(ErrorCode.forbidden, 'API tokens cannot manage tokens.');
  await requireMembership(ctx, identity, gid, { manage: true, setUp });
}

async function requireToken(ctx: AppContext, gid: string, id: string) {
  const row = await repo.findToken(ctx.db, gid, id);
  if (!row) throw new AppError(ErrorCode.notFound, 'No such token in this workspace.');
  return row;
}

export async function listTokens(ctx: AppContext, identity: Identity, gid: string) {
  await requireTokenManager(ctx, identity, gid);
  return (await repo.tokensOf(ctx.db, gid)).map(presentApiToken);
}

/**
 * Makes a token acting as its maker in this workspace. The token is answered here, once; only
 * its hash is kept, so it can never be shown again.
 */
export async function createToken(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  input: CreateApiTokenInput,
): Promise<CreatedApiTokenDto> {
  await requireTokenManager(ctx, identity, gid, true);
  const { token, hash, prefix } = newApiToken();
  const id = await repo.insertToken(ctx.db, {
    galleryId: gid,
    name: input.name,
    scopes: input.scopes,
    tokenHash: hash,
    prefix,
    createdBy: identity.userId,
    expiresAt: input.expiresInDays === null ? null : new Date(Date.now() + input.expiresInDays * DAY_MS),
  });
  return { token, apiToken: presentApiToken(await requireToken(ctx, gid, id)) };
}

/** Revokes a token: its next call is refused. Revoking it again changes nothing. */
export async function revokeToken(ctx: AppContext, identity: Identity, gid: string, id: string) {
  await requireTokenManager(ctx, identity, gid);
  const token = await requireToken(ctx, gid, id);
  await ctx.db.transaction(async (tx) => {
    // Revoking it again changes nothing, and logs nothing.
    if (!(await repo.revokeToken(tx, gid, id, new Date()))) return;
    await recordAudit(tx, {
      gid,
      actor: actorOf(identity),
      action: 'api-token.revoked',
      subject: { type: 'api-token', id, label: token.name },
    });
  });
  return presentApiToken(await requireToken(ctx, gid, id));
}

/** The audit of a token: its calls, newest first. */
export async function tokenCalls(ctx: AppContext, identity: Identity, gid: string, id: string, query: PageQuery) {
  await requireTokenManager(ctx, identity, gid);
  await requireToken(ctx, gid, id);
  const { rows, total } = await repo.callsOf(ctx.db, gid, id, pageWindow(query));
  return answerPage(query, rows.map(presentApiTokenCall), total);
}

/** Deletes the audit of token calls older than the retention period (a daily job). */
export function purgeOldTokenCalls(ctx: AppContext, now = new Date()): Promise<number> {
  return repo.deleteCallsBefore(ctx.db, new Date(now.getTime() - API_TOKEN_CALL_RETENTION_DAYS * DAY_MS));
}
