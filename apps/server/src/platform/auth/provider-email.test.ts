import { describe, expect, it } from 'vitest';
import { providerVerifiedEmail } from './provider-email.js';

describe('providerVerifiedEmail', () => {
  it.each([
    [{ email_verified: true }, true],
    [{ email_verified: 'true' }, true],
    [{ is_email_verified: true }, true],
    [{ kakao_account: { is_email_verified: true } }, true],
    [{ xms_edov: true }, true],
    [{ email_verified: false }, false],
    [{ email_verified: 'false', xms_edov: false }, false],
    [{ kakao_account: { is_email_verified: false } }, false],
    [{ kakao_account: null }, false],
    [{}, false],
  ])('%j → %s', (profile, expected) => {
    expect(providerVerifiedEmail(profile)).toBe(expected);
  });
});
