import { describe, expect, it } from 'vitest';
import { methodKey, providerMethods } from './login-methods';

describe('providerMethods', () => {
  it('keeps the configured providers in button order and leaves e-mail to its form', () => {
    expect(providerMethods(['credentials', 'azure-ad-b2c', 'kakao'])).toEqual(['kakao', 'azure-ad-b2c']);
    expect(providerMethods(['credentials'])).toEqual([]);
  });
});

describe('methodKey', () => {
  it('calls azure-ad-b2c Microsoft', () => {
    expect(methodKey('azure-ad-b2c')).toBe('microsoft');
    expect(methodKey('kakao')).toBe('kakao');
  });
});
