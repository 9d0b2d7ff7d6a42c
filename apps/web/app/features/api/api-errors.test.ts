import { ApiError } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { answeredNotFound, errorCodeOf, fieldErrorsOf, hasStatus, isNetworkFailure } from './api-errors';

describe('errorCodeOf', () => {
  it('names known API codes, unreachable servers and everything else', () => {
    expect(errorCodeOf(new ApiError(429, 'rate_limited', 'slow down'))).toBe('rate_limited');
    expect(errorCodeOf(new ApiError(409, 'conflict', 'taken'))).toBe('conflict');
    expect(errorCodeOf(new ApiError(409, 'booth_taken', 'Booth A12 is given'))).toBe('booth_taken');
    expect(errorCodeOf(new ApiError(500, 'internal', 'oops'))).toBe('unknown');
    expect(errorCodeOf(new ApiError(401, 901, 'sign in'))).toBe('session_ended');
    expect(errorCodeOf(new TypeError('Failed to fetch'))).toBe('network');
    expect(errorCodeOf(new Error('x'))).toBe('unknown');
  });
});

describe('isNetworkFailure', () => {
  it('is fetch’s error when nothing answered, in each browser’s words, and not a bug’s TypeError', () => {
    for (const words of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
      'The network connection was lost.',
    ]) {
      expect(isNetworkFailure(new TypeError(words))).toBe(true);
    }
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'fetch')"))).toBe(false);
    expect(isNetworkFailure(new Error('Failed to fetch'))).toBe(false);
    expect(isNetworkFailure(new ApiError(503, 'unavailable', 'Failed to fetch'))).toBe(false);
  });
});

describe('fieldErrorsOf', () => {
  it('maps validation details to form field names, first message per field', () => {
    const error = new ApiError(400, 'validation', 'Invalid request', [
      { field: 'body.email', message: 'must be an e-mail address' },
      { field: 'body.password', message: 'must be at least 8 characters' },
      { field: 'body.email', message: 'second' },
      { field: 'headers.code', message: 'too long' },
    ]);
    expect(fieldErrorsOf(error)).toEqual({
      email: 'must be an e-mail address',
      password: 'must be at least 8 characters',
      code: 'too long',
    });
  });

  it('reads the fields of a multipart call’s `data` part', () => {
    const error = new ApiError(400, 'validation', 'Invalid request', [
      { field: 'body.data.edition.size', message: 'an edition needs its size' },
    ]);
    expect(fieldErrorsOf(error)).toEqual({ edition: 'an edition needs its size' });
  });

  it('is empty for other errors', () => {
    expect(fieldErrorsOf(new ApiError(409, 'conflict', 'taken'))).toEqual({});
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});

describe('hasStatus', () => {
  it('reads the HTTP status of API errors only', () => {
    expect(hasStatus(new ApiError(404, 'not_found', 'no'), 404)).toBe(true);
    expect(hasStatus(new Error('404'), 404)).toBe(false);
  });
});

describe('answeredNotFound', () => {
  it('reads a 404 by its status, whichever copy of ApiError carries it', () => {
    expect(answeredNotFound(new ApiError(404, 'not_found', 'gone'))).toBe(true);
    expect(answeredNotFound({ status: 404, code: 'not_found' })).toBe(true);
    expect(answeredNotFound(new ApiError(500, 'internal', 'oops'))).toBe(false);
    expect(answeredNotFound(new TypeError('Failed to fetch'))).toBe(false);
    expect(answeredNotFound(null)).toBe(false);
  });
});
