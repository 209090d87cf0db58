import { GOOGLE_SIGN_IN_ERRORS, type GoogleSignInErrorCode } from '@hotel/contracts';

/**
 * The sentence the console shows for `/?authError=<code>`. The URL is anyone's to write (a link in
 * a phishing mail), so only a known code picks a sentence, and anything else gets the generic one:
 * no text from the URL is ever shown.
 */
const TEXTS: Record<GoogleSignInErrorCode, string> = {
  cancelled: 'Google sign-in was cancelled',
  expired: 'Google sign-in expired. Please try again.',
  domain: 'Access restricted to authorized email domains only. Sign in with your company Google account.',
  inactive: 'Your account has been deactivated. Contact an administrator.',
  unverified: 'Your Google email address is not verified',
  failed: 'Failed to sign in with Google',
};

export function googleSignInErrorText(code: string | null): string {
  return (GOOGLE_SIGN_IN_ERRORS as readonly string[]).includes(code ?? '') ? TEXTS[code as GoogleSignInErrorCode] : TEXTS.failed;
}
