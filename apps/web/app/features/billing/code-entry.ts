import { errorCodeOf } from '../api/api-errors';

/**
 * What the code field says when a code cannot be entered, as a translation key: the server tells
 * an unknown code (404), an expired one and a used-up one apart, and refuses a code meant for
 * another kind of account (403). Null for any other failure, which the page reports as usual.
 */
export function codeEntryMessageKey(error: unknown) {
  switch (errorCodeOf(error)) {
    case 'not_found':
      return 'billing:codes.errors.notFound' as const;
    case 'code_expired':
      return 'common:errors.code_expired' as const;
    case 'code_used_up':
      return 'common:errors.code_used_up' as const;
    case 'forbidden':
      return 'billing:codes.errors.otherAccounts' as const;
    default:
      return null;
  }
}
