import { describe, expect, it } from 'vitest';
import { GOOGLE_SIGN_IN_ERRORS } from '@hotel/contracts';
import { googleSignInErrorText } from './google-sign-in-error';

describe('googleSignInErrorText', () => {
  it('has its own fixed sentence for every code the API sends', () => {
    const texts = GOOGLE_SIGN_IN_ERRORS.map((code) => googleSignInErrorText(code));
    expect(new Set(texts).size).toBe(GOOGLE_SIGN_IN_ERRORS.length);
    expect(googleSignInErrorText('expired')).toBe('Google sign-in expired. Please try again.');
    expect(googleSignInErrorText('inactive')).toBe('Your account has been deactivated. Contact an administrator.');
  });

  it('shows nothing attacker-written for a crafted ?authError=', () => {
    for (const crafted of ['Your account is locked. Call +1 555 0100', 'failed ', '<b>x</b>', 'constructor', '__proto__', 'toString', '', null]) {
      expect(googleSignInErrorText(crafted)).toBe('Failed to sign in with Google');
    }
  });
});
