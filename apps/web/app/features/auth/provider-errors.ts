/** What went wrong on a provider sign-in, as far as a person needs to know. */
export type ProviderErrorKind =
  'cancelled' | 'accountExists' | 'noEmail' | 'emailNotVerified' | 'accountLocked' | 'expired' | 'generic';

const KINDS: Record<string, ProviderErrorKind> = {
  access_denied: 'cancelled',
  account_not_linked: 'accountExists',
  unable_to_link_account: 'accountExists',
  account_already_linked_to_different_user: 'accountExists',
  email_does_not_match: 'accountExists',
  email_not_found: 'noEmail',
  email_not_verified: 'emailNotVerified',
  account_locked: 'accountLocked',
  state_mismatch: 'expired',
  please_restart_the_process: 'expired',
  invalid_code: 'expired',
  no_code: 'expired',
};

/**
 * The kind of a better-auth `?error=` code sent back to /login after a failed provider
 * sign-in (codes come in either case); anything unknown is `generic`.
 */
export function providerErrorKind(code: string): ProviderErrorKind {
  return KINDS[code.trim().toLowerCase()] ?? 'generic';
}
