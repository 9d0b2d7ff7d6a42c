import type { LoginMethod } from '@vernissage/shared';
import type { ProviderMethod } from '../session/auth-client';

/** Provider buttons in the order Korean users reach for them. */
export const PROVIDER_ORDER: readonly ProviderMethod[] = ['kakao', 'google', 'azure-ad-b2c'];

/** The configured providers of `GET /user/providers`, in button order; e-mail has its own form. */
export function providerMethods(methods: readonly LoginMethod[]): ProviderMethod[] {
  return PROVIDER_ORDER.filter((method) => methods.includes(method));
}

/** The test id and i18n key part of a login method (`azure-ad-b2c` is Microsoft to people). */
export function methodKey(method: LoginMethod): 'credentials' | 'kakao' | 'google' | 'microsoft' {
  return method === 'azure-ad-b2c' ? 'microsoft' : method;
}
