import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN } from '@vernissage/shared';

/**
 * The checks a form makes before it sends (the server checks again and has the last word).
 * Each returns the name of the problem, which the form turns into a translated message, or null.
 */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type EmailProblem = 'required' | 'invalid';
export type PasswordProblem = 'required' | 'tooShort' | 'tooLong';
export type NameProblem = 'required' | 'tooLong';
export type PhoneProblem = 'invalid';

export function checkEmail(value: string): EmailProblem | null {
  const email = value.trim();
  if (email === '') return 'required';
  return EMAIL_PATTERN.test(email) && email.length <= 254 ? null : 'invalid';
}

/** A new password: at least PASSWORD_MIN characters (to sign in, any non-empty one is checked). */
export function checkNewPassword(value: string): PasswordProblem | null {
  if (value === '') return 'required';
  if (value.length < PASSWORD_MIN) return 'tooShort';
  return value.length > PASSWORD_MAX ? 'tooLong' : null;
}

export function checkName(value: string, { required = true }: { required?: boolean } = {}): NameProblem | null {
  const name = value.trim();
  if (name === '') return required ? 'required' : null;
  return name.length > NAME_MAX ? 'tooLong' : null;
}

/** An optional phone number: digits with spaces, dashes and a leading +. */
export function checkPhone(value: string): PhoneProblem | null {
  const phone = value.trim();
  return phone === '' || PHONE_PATTERN.test(phone) ? null : 'invalid';
}

/** Drops the fields without a problem, so `Object.keys(errors).length` says whether to send. */
export function problemsOf<T extends Record<string, string | null>>(checks: T): Partial<Record<keyof T, string>> {
  const problems: Partial<Record<keyof T, string>> = {};
  for (const [field, problem] of Object.entries(checks)) {
    if (problem) problems[field as keyof T] = problem;
  }
  return problems;
}
