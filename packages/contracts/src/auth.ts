import { z } from 'zod';
import { isoDate, wellFormedString } from './common.ts';

export const PASSWORD_MIN = 6;

export const currentUser = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  isAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const signupRequest = z.object({
  firstName: wellFormedString('First name').trim().min(1, 'First name is required').max(100),
  lastName: wellFormedString('Last name').trim().min(1, 'Last name is required').max(100),
  email: wellFormedString('Email').trim().min(1, 'Email is required').max(254).email('Enter a valid email address'),
  password: wellFormedString('Password')
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(200, 'Password must be at most 200 characters'),
});
export type SignupRequest = z.infer<typeof signupRequest>;

export const loginRequest = z.object({
  email: wellFormedString('Email').trim().min(1, 'Email is required').max(254),
  password: wellFormedString('Password').min(1, 'Password is required').max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** Answer of signup, login and refresh. The refresh token travels only in an httpOnly cookie. */
export const sessionResponse = z.object({
  accessToken: z.string(),
  expiresAt: isoDate,
  user: currentUser,
});
export type SessionResponse = z.infer<typeof sessionResponse>;

/**
 * Answer of a sign-up that still needs its address confirmed (SIGNUP_VERIFICATION=required): no
 * session; the person confirms through the link mailed to them. A sign-up that signs in at once
 * answers a SessionResponse instead.
 */
export const signupPendingResponse = z.object({
  verificationRequired: z.literal(true),
  email: z.string(),
  message: z.string(),
});
export type SignupPendingResponse = z.infer<typeof signupPendingResponse>;
export type SignupResponse = SessionResponse | SignupPendingResponse;

export const SIGNUP_CHECK_EMAIL_MESSAGE = 'Check your email to confirm your account';
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Confirm your email address before signing in: open the link we sent you, or resend the email.';
export const RESEND_VERIFICATION_MESSAGE =
  'If an account with this address is waiting for confirmation, a new email is on its way.';

/** The link's token: 32 random bytes, base64url (43 characters). */
export const verifyEmailRequest = z.object({
  token: z
    .string()
    .trim()
    .min(1, 'The confirmation link is incomplete')
    .max(100, 'The confirmation link is not valid')
    .regex(/^[A-Za-z0-9_-]+$/, 'The confirmation link is not valid'),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequest>;

export const resendVerificationRequest = z.object({
  email: wellFormedString('Email').trim().min(1, 'Email is required').max(254).email('Enter a valid email address'),
});
export type ResendVerificationRequest = z.infer<typeof resendVerificationRequest>;

export const resendVerificationResponse = z.object({ message: z.string() });
export type ResendVerificationResponse = z.infer<typeof resendVerificationResponse>;

/** Public, unauthenticated facts the login screen needs. */
export const authConfigResponse = z.object({
  googleEnabled: z.boolean(),
  allowedEmailDomain: z.string(),
  allowedExtraEmail: z.string().nullable(),
  /** PASSWORD_SIGNUP=off: no password sign-up (the console hides the Sign Up tab). */
  passwordSignupEnabled: z.boolean(),
  /** SIGNUP_VERIFICATION=required: a password sign-up is confirmed by email before it signs in. */
  emailVerificationRequired: z.boolean(),
});
export type AuthConfigResponse = z.infer<typeof authConfigResponse>;

export const REFRESH_COOKIE = 'hp_refresh';

/**
 * Why a Google sign-in ended on `/?authError=…`. The URL carries only one of these codes, never
 * text: anyone can send a colleague a link with a crafted authError, so the console shows its own
 * fixed sentence for a known code and a generic one for anything else.
 */
export const GOOGLE_SIGN_IN_ERRORS = ['cancelled', 'expired', 'domain', 'inactive', 'unverified', 'failed'] as const;
export type GoogleSignInErrorCode = (typeof GOOGLE_SIGN_IN_ERRORS)[number];

/** The exact refusal text of the spec (section 5). */
export function emailDomainMessage(domain: string, extraEmail: string | null): string {
  return `Access restricted to authorized email domains only. Only @${domain} emails or ${extraEmail ?? 'the named address'} are allowed.`;
}

/** The domain rule, shared by server and client so both answer alike. */
export function isAllowedEmail(email: string, domain: string, extraEmail: string | null): boolean {
  const e = email.trim().toLowerCase();
  if (extraEmail && e === extraEmail.trim().toLowerCase()) return true;
  const at = e.lastIndexOf('@');
  if (at <= 0) return false;
  return e.slice(at + 1) === domain.trim().toLowerCase().replace(/^@/, '');
}
