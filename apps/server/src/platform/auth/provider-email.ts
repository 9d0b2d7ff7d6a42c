/**
 * Whether an identity provider vouches for the e-mail address it sent. Accounts are linked, and
 * new accounts start verified, only on its word (ADR 007):
 * - `email_verified`: the OpenID Connect claim (Google, Kakao's OIDC userinfo, Azure AD B2C user
 *   flows that emit it); some providers send it as the string "true".
 * - `is_email_verified`: Kakao's own user API (`kakao_account.is_email_verified`), flattened or not.
 * - `xms_edov`: Microsoft Entra ID's "email domain owner verified" optional claim; Entra ID sends
 *   no `email_verified`, and an address in an unverified domain may belong to anyone.
 * Anything else — absent, false, an unknown shape — is not verified.
 */
export function providerVerifiedEmail(profile: Record<string, unknown>): boolean {
  const kakaoAccount = profile.kakao_account;
  const nested =
    typeof kakaoAccount === 'object' && kakaoAccount !== null
      ? (kakaoAccount as Record<string, unknown>).is_email_verified
      : undefined;
  return [profile.email_verified, profile.is_email_verified, nested, profile.xms_edov].some(isTrue);
}

function isTrue(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}
