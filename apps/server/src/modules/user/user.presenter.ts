import { LOGIN_METHODS, type LoginMethod, type UserDto } from '@vernissage/shared';
import { mailLocale } from '../../platform/mail/recipient.js';
import type { UserRow } from './user.repository.js';

/** better-auth calls the password method `credential`; the spec calls it `credentials`. */
export function loginMethodOf(providerId: string): LoginMethod | null {
  const method = providerId === 'credential' ? 'credentials' : providerId;
  return (LOGIN_METHODS as readonly string[]).includes(method) ? (method as LoginMethod) : null;
}

/** A user row as the API shows it; tokens and password hashes never reach here. */
export function presentUser(row: UserRow, providerIds: string[]): UserDto {
  const methods = providerIds.map(loginMethodOf).filter((method): method is LoginMethod => method !== null);
  return {
    uid: row.id,
    type: row.type,
    name: row.name,
    nameen: row.nameen,
    email: row.email,
    emailVerified: row.emailVerified,
    phone: row.phone,
    code: row.code,
    kakaoid: row.kakaoid,
    oauth: methods[0] ?? null,
    methods: [...new Set(methods)],
    allowMarketing: row.allowMarketing,
    locale: mailLocale(row.locale),
    referrer: row.referrer,
    level: row.level,
    plan: row.planid
      ? { planid: row.planid, productid: row.productid, state: row.planState, amount: row.planAmount }
      : null,
    signupComplete: row.type !== null,
    createdAt: row.createdAt.toISOString(),
    lockedAt: row.lockedAt?.toISOString() ?? null,
  };
}
