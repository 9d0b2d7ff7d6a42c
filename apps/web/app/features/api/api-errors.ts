import { ApiError, ErrorCode } from '@vernissage/shared';

/** Error codes that have their own translated message (`common:errors.<code>`). */
const KNOWN_CODES = [
  ErrorCode.rateLimited,
  ErrorCode.forbidden,
  ErrorCode.notFound,
  ErrorCode.conflict,
  ErrorCode.validation,
  ErrorCode.unavailable,
  ErrorCode.signupIncomplete,
  ErrorCode.emailNotVerified,
  ErrorCode.accountLocked,
  ErrorCode.requestInProgress,
  ErrorCode.codeExpired,
  ErrorCode.codeUsedUp,
  ErrorCode.boothTaken,
] as const;
/** The failures the interface has a sentence for (`common:errors.<code>`). */
export type KnownErrorCode = (typeof KNOWN_CODES)[number] | 'session_ended' | 'network' | 'unknown';

/**
 * The error code of a failed call: a known API code, `session_ended` for a 901 (the session is
 * gone and the app is on its way to /login), `network` when nothing answered, else `unknown`.
 */
export function errorCodeOf(error: unknown): KnownErrorCode {
  if (error instanceof ApiError) {
    if (error.isAuthFailure) return 'session_ended';
    return (KNOWN_CODES as readonly (string | number)[]).includes(error.code)
      ? (error.code as KnownErrorCode)
      : 'unknown';
  }
  // fetch rejects with a TypeError when the server cannot be reached.
  if (error instanceof TypeError) return 'network';
  return 'unknown';
}

/**
 * Whether `error` is a request that nothing answered: fetch's `TypeError`, in the words of
 * Chromium, Firefox and Safari. Unlike `errorCodeOf`, for errors that may also come from rendering,
 * where a `TypeError` is most often a bug.
 */
export function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /^(Failed to fetch|NetworkError when attempting to fetch resource|Load failed|The network connection was lost)/.test(
      error.message,
    )
  );
}

/** Whether a failed call answered with this HTTP status. */
export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

/**
 * Whether a call a loader made answered 404. By status, not class: the server's bundle has its own
 * copy of `ApiError`, so `hasStatus`'s `instanceof` does not hold there.
 */
export function answeredNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/**
 * The fields a 400 validation answer names, by their name in the form: `body.email` and
 * `headers.email` are both `email`, and so is `body.data.email` (the JSON part of a multipart
 * call); the server's message for each.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.validation) return {};
  const fields: Record<string, string> = {};
  for (const issue of error.details ?? []) {
    const name = issue.field.replace(/^(body\.data|body|headers|query|params)\./, '').split('.')[0];
    if (name && !(name in fields)) fields[name] = issue.message;
  }
  return fields;
}
