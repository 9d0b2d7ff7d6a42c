import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { ErrorCode, IDEMPOTENCY_KEY, operationIdOf, type RouteDefinition } from '@vernissage/shared';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { idempotentRequests } from '../../db/schema/index.js';
import type { Job } from '../jobs.js';
import { AppError } from '../errors.js';
import type { UploadedFile } from './multipart.js';

/** How long a key is kept: the same request sent again later than this is done again. */
export const IDEMPOTENCY_KEPT_MS = 24 * 60 * 60_000;

/**
 * A first request still marked under way after this long is taken to have died with its process
 * (a crash, a deploy), and its key is free again: else every repeat would wait for a day.
 */
export const IDEMPOTENCY_ABANDONED_MS = 10 * 60_000;

/** One request with a key: whose, which operation, and what it carried (`fingerprintOf`). */
export interface KeyedRequest {
  userId: string;
  key: string;
  operation: string;
  fingerprint: string;
}

/** An answer as it went out, to be given again. */
export interface StoredAnswer {
  status: number;
  body: string;
}

const sameKey = (request: KeyedRequest) =>
  and(eq(idempotentRequests.userId, request.userId), eq(idempotentRequests.key, request.key));

/**
 * Takes the key for this request: a new key, or one whose first request was abandoned or whose
 * answer is older than it is kept. False when the key is another request's to answer.
 */
async function claim(db: Database, request: KeyedRequest): Promise<boolean> {
  const ago = (ms: number) => new Date(Date.now() - ms);
  const claimed = await db
    .insert(idempotentRequests)
    .values(request)
    .onConflictDoUpdate({
      target: [idempotentRequests.userId, idempotentRequests.key],
      set: {
        operation: request.operation,
        fingerprint: request.fingerprint,
        status: null,
        body: null,
        createdAt: sql`now()`,
      },
      setWhere: or(
        lt(idempotentRequests.createdAt, ago(IDEMPOTENCY_KEPT_MS)),
        and(isNull(idempotentRequests.status), lt(idempotentRequests.createdAt, ago(IDEMPOTENCY_ABANDONED_MS))),
      ),
    })
    .returning({ key: idempotentRequests.key });
  return claimed.length > 0;
}

/**
 * Does `work` once per caller and key (ADR 086). The first request runs it and its answer is
 * kept; the same request sent again gets that answer without running anything. A repeat while
 * the first is under way is told so (409 `request_in_progress`); the key sent with a different
 * request is refused (400 `idempotency_key_reused`). A first request that fails keeps nothing
 * (an error changes nothing), so the key can be sent again and the work is tried anew.
 */
export async function once(
  db: Database,
  request: KeyedRequest,
  work: () => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  // Twice at most: a first request that failed just now lets its key go between the two reads.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await claim(db, request)) {
      let answer: StoredAnswer;
      try {
        answer = await work();
      } catch (error) {
        await db.delete(idempotentRequests).where(and(sameKey(request), isNull(idempotentRequests.status)));
        throw error;
      }
      await db.update(idempotentRequests).set(answer).where(sameKey(request));
      return { ...answer, replayed: false };
    }
    const [kept] = await db.select().from(idempotentRequests).where(sameKey(request));
    if (!kept) continue;
    if (kept.operation !== request.operation || kept.fingerprint !== request.fingerprint) {
      throw new AppError(
        ErrorCode.idempotencyKeyReused,
        'This Idempotency-Key was sent with another request: make a new key for each request.',
      );
    }
    if (kept.status === null || kept.body === null) break;
    return { status: kept.status, body: kept.body, replayed: true };
  }
  throw new AppError(
    ErrorCode.requestInProgress,
    'The request with this Idempotency-Key is still under way: send it again in a moment.',
  );
}

async function fileDigest(file: UploadedFile): Promise<string> {
  const hash = createHash('sha256');
  if ('buffer' in file) hash.update(file.buffer);
  else for await (const chunk of fs.createReadStream(file.path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * What makes two requests the same request: the route's declared headers (but the key), its
 * path parameters and query, and its body — a multipart route's `data` and each file's field,
 * name and bytes. Sent again by the same client, they read the same.
 */
export async function fingerprintOf(
  route: RouteDefinition,
  request: FastifyRequest,
  body: { body: unknown } | { data: unknown; files: UploadedFile[] },
): Promise<string> {
  const headers = Object.keys(route.headers?.shape ?? {})
    .filter((name) => name !== IDEMPOTENCY_KEY)
    .map((name) => [name, request.headers[name]]);
  const content =
    'files' in body
      ? {
          data: body.data,
          files: await Promise.all(body.files.map(async (file) => [file.field, file.filename, await fileDigest(file)])),
        }
      : body.body;
  const text = JSON.stringify([operationIdOf(route), headers, request.params, request.query, content]);
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Answers a keyed request of a route that takes an `Idempotency-Key`: runs the handler once
 * (`once`), its result serialized as the route's schema says, and sends the kept answer, marked
 * `Idempotent-Replayed: true` when it is a repeat's.
 */
export async function answerOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  keyed: KeyedRequest,
  handle: () => Promise<unknown>,
): Promise<FastifyReply> {
  const answer = await once(request.server.ctx.db, keyed, async () => {
    const result = await handle();
    // The route's JSON serializer (its response schema's): text.
    const body = reply.serialize(result);
    return { status: reply.statusCode, body: typeof body === 'string' ? body : new TextDecoder().decode(body) };
  });
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
}

/** Keys are let go once they are older than they are kept (`claim` also reuses such keys). */
export async function purgeIdempotentRequests(db: Database): Promise<number> {
  const gone = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, new Date(Date.now() - IDEMPOTENCY_KEPT_MS)))
    .returning({ key: idempotentRequests.key });
  return gone.length;
}

export const purgeIdempotentRequestsJob: Job = {
  name: 'purge-idempotent-requests',
  everyMs: 60 * 60_000,
  run: (ctx) => purgeIdempotentRequests(ctx.db),
};
