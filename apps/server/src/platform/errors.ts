import { ERROR_STATUS, ErrorCode, type ErrorBody, type FieldIssue } from '@vernissage/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * The one error type business code throws. Only the app's error handler turns it into an HTTP
 * answer, using the status that belongs to its code.
 */
export class AppError extends Error {
  override name = 'AppError';

  readonly code: ErrorCode;
  readonly details?: FieldIssue[];

  constructor(code: ErrorCode, message: string, details?: FieldIssue[]) {
    super(message);
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** Whether a database error (or one it caused) is a unique violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** A 400 naming one field of the request (`body.endDate`) and what is wrong with it. */
export function invalidField(field: string, message: string): AppError {
  return new AppError(ErrorCode.validation, `Invalid request: ${field}`, [{ field, message }]);
}

// Fastify's own 4xx codes, and what we answer for them.
const FASTIFY_CODES: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ErrorCode.badRequest, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: ErrorCode.badRequest,
    message: 'The request body is empty but says it is JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ErrorCode.tooLarge, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: ErrorCode.unsupportedMedia,
    message: 'This content type is not accepted here.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: ErrorCode.badRequest,
    message: 'The content length does not match the body.',
  },
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: ErrorCode.badRequest,
  401: ErrorCode.unauthenticated,
  403: ErrorCode.forbidden,
  404: ErrorCode.notFound,
  409: ErrorCode.conflict,
  413: ErrorCode.tooLarge,
  415: ErrorCode.unsupportedMedia,
  429: ErrorCode.rateLimited,
};

/**
 * The SQLSTATE of a database error, wherever it sits in the cause chain (drizzle wraps the
 * driver's error; pg and PGlite both carry `code` and `severity`).
 */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    const { code, severity, cause } = current as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof code === 'string' && typeof severity === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/**
 * Class 22, "data exception": the database refused a value (U+0000 or a bad byte sequence, an
 * integer or numeric out of range, text that is not a number or a date). Every such value comes
 * from a request, so it is the caller's mistake — the contract should have refused it first.
 */
function isDataException(state: string | undefined): boolean {
  return state?.startsWith('22') === true;
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** The request part as the error shape names it: Fastify says `querystring`, the contract `query`. */
function partName(context: string | undefined): string | undefined {
  return context === 'querystring' ? 'query' : context;
}

/** Socket failures of a connection to a service (PostgreSQL, Redis, S3) that went away. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * Whether an error (or one it caused) says a service is out of reach rather than that the request
 * is wrong: a refused or cut connection, node-postgres' "Connection terminated…", or SQLSTATE class
 * 08 (connection exception) and 57P01–57P03 (the server is shutting down or not yet accepting).
 */
export function isUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^(08...|57P0[123])$/.test(code))) return true;
    if (typeof message === 'string' && message.startsWith('Connection terminated')) return true;
    current = cause;
  }
  return false;
}

/** Maps anything thrown in a request to `{code, message, details?}` with a meaningful status. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const requestId = request.id;
  if (error instanceof AppError) {
    return send(reply, error.status, { code: error.code, message: error.message, details: error.details, requestId });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      field: [partName(error.validationContext), ...issue.instancePath.split('/').filter(Boolean)].join('.'),
      message: issue.message ?? 'is invalid',
    }));
    const fields = [...new Set(details.map((detail) => detail.field))].join(', ');
    return send(reply, 400, { code: ErrorCode.validation, message: `Invalid request: ${fields}`, details, requestId });
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) {
    return send(reply, ERROR_STATUS[known.code], {
      code: known.code,
      message: known.message ?? error.message,
      requestId,
    });
  }
  if (isDataException(sqlState(error))) {
    // A gap in a schema: answer as the contract would have, and leave a trace to close it.
    request.log.warn({ err: error }, 'the database refused a value of the request');
    return send(reply, 400, {
      code: ErrorCode.badRequest,
      message: 'A value in the request cannot be stored: it is out of range or not valid text.',
      requestId,
    });
  }
  if (isUnreachable(error)) {
    // The database (or another service we depend on) is away: a retry later may succeed.
    request.log.warn({ err: error }, 'a service the request needs does not answer');
    return send(reply, 503, {
      code: ErrorCode.unavailable,
      message: 'The service is unavailable for a moment. Try again shortly.',
      requestId,
    });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = STATUS_CODES[status] ?? ErrorCode.badRequest;
    return send(reply, status, { code, message: error.message, requestId });
  }
  // Server faults: log everything, answer nothing of the internals.
  request.log.error({ err: error }, 'request failed');
  return send(reply, status >= 500 && status < 600 ? status : 500, {
    code: status === 503 ? ErrorCode.unavailable : ErrorCode.internal,
    message: 'Something went wrong on our side. Quote the request id if you contact us.',
    requestId,
  });
}

/** JSON 404 for unknown API paths. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, {
    code: ErrorCode.notFound,
    message: `No API route for ${request.method} ${request.url.split('?')[0]}`,
    requestId: request.id,
  });
}

/** Installs the error handler on an app. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(errorHandler);
}
