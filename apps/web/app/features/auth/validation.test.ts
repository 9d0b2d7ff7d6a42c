import { describe, expect, it } from 'vitest';
import { checkEmail, checkName, checkNewPassword, checkPhone, problemsOf } from './validation';

describe('form checks', () => {
  it('checks e-mail addresses', () => {
    expect(checkEmail('')).toBe('required');
    expect(checkEmail('  ')).toBe('required');
    expect(checkEmail('ann@gallery')).toBe('invalid');
    expect(checkEmail('ann gallery.test')).toBe('invalid');
    expect(checkEmail(' ann@gallery.test ')).toBeNull();
  });

  it('asks for new passwords of at least 8 characters', () => {
    expect(checkNewPassword('')).toBe('required');
    expect(checkNewPassword('1234567')).toBe('tooShort');
    expect(checkNewPassword('12345678')).toBeNull();
    expect(checkNewPassword('x'.repeat(129))).toBe('tooLong');
  });

  it('checks names and optional phone numbers', () => {
    expect(checkName(' ')).toBe('required');
    expect(checkName('', { required: false })).toBeNull();
    expect(checkName('x'.repeat(101))).toBe('tooLong');
    expect(checkName('김안나')).toBeNull();
    expect(checkPhone('')).toBeNull();
    expect(checkPhone('010-1234-5678')).toBeNull();
    expect(checkPhone('+82 10 1234 5678')).toBeNull();
    expect(checkPhone('call me')).toBe('invalid');
  });

  it('keeps only the fields with a problem', () => {
    expect(problemsOf({ email: 'invalid', name: null })).toEqual({ email: 'invalid' });
    expect(problemsOf({ email: null })).toEqual({});
  });
});
