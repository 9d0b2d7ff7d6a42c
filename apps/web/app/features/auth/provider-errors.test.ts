import { describe, expect, it } from 'vitest';
import { providerErrorKind } from './provider-errors';

describe('providerErrorKind', () => {
  it('explains the failures a person can act on', () => {
    expect(providerErrorKind('access_denied')).toBe('cancelled');
    expect(providerErrorKind('account_not_linked')).toBe('accountExists');
    expect(providerErrorKind('EMAIL_NOT_FOUND')).toBe('noEmail');
    expect(providerErrorKind('state_mismatch')).toBe('expired');
    expect(providerErrorKind('account_locked')).toBe('accountLocked');
  });

  it('calls anything else a generic failure', () => {
    expect(providerErrorKind('internal_server_error')).toBe('generic');
    expect(providerErrorKind('')).toBe('generic');
  });
});
