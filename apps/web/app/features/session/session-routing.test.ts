import type { UserDto } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import {
  incompleteSignupRedirect,
  loginPathFor,
  privatePageRedirect,
  safeRedirectPath,
  signedInRedirect,
} from './session-routing';

const user = { uid: 'u1', signupComplete: true } as UserDto;
const incomplete = { uid: 'u2', signupComplete: false } as UserDto;
const at = (path: string) => new URL(path, 'http://127.0.0.1:3000');

describe('safeRedirectPath', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirectPath('/members')).toBe('/members');
    expect(safeRedirectPath('/invitations?token=a%2Fb')).toBe('/invitations?token=a%2Fb');
  });

  it('refuses other hosts, protocol-relative and odd paths', () => {
    for (const value of ['https://evil.example/', '//evil.example', '/\\evil.example', 'members', '/\tx', '', null]) {
      expect(safeRedirectPath(value)).toBeNull();
    }
  });
});

describe('loginPathFor', () => {
  it('remembers the page to come back to', () => {
    expect(loginPathFor(at('/members?tab=1'))).toBe('/login?redirectTo=%2Fmembers%3Ftab%3D1');
    expect(loginPathFor(at('/'))).toBe('/login');
    expect(loginPathFor(at('/login?x=1'))).toBe('/login');
  });

  it('says when the session ended', () => {
    expect(loginPathFor(at('/account'), { sessionEnded: true })).toBe(
      '/login?reason=session-ended&redirectTo=%2Faccount',
    );
  });
});

describe('page redirects', () => {
  it('sends anonymous visitors of private pages to /login', () => {
    const response = privatePageRedirect(null, at('/account'));
    expect(response?.status).toBe(302);
    expect(response?.headers.get('location')).toBe('/login?redirectTo=%2Faccount');
    expect(privatePageRedirect(user, at('/account'))).toBeNull();
  });

  it('sends incomplete sign-ups to the sign-up form, except from the form itself', () => {
    expect(incompleteSignupRedirect(incomplete, at('/members'))?.headers.get('location')).toBe('/signup?complete=1');
    expect(incompleteSignupRedirect(incomplete, at('/login'))?.headers.get('location')).toBe('/signup?complete=1');
    expect(incompleteSignupRedirect(incomplete, at('/signup?complete=1'))).toBeNull();
    expect(incompleteSignupRedirect(incomplete, at('/dev/outbox'))).toBeNull();
    expect(incompleteSignupRedirect(user, at('/members'))).toBeNull();
    expect(incompleteSignupRedirect(null, at('/members'))).toBeNull();
  });

  it('sends signed-in visitors of /login on to where they were headed', () => {
    expect(signedInRedirect(user, at('/login?redirectTo=%2Fmembers'))?.headers.get('location')).toBe('/members');
    expect(signedInRedirect(user, at('/login?redirectTo=https%3A%2F%2Fevil.example'))?.headers.get('location')).toBe(
      '/',
    );
    expect(signedInRedirect(null, at('/login'))).toBeNull();
  });
});
