import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  REFRESH_COOKIE,
  RESEND_VERIFICATION_MESSAGE,
  authConfigResponse,
  currentUser,
  loginRequest,
  resendVerificationRequest,
  resendVerificationResponse,
  sessionResponse,
  signupPendingResponse,
  signupRequest,
  verifyEmailRequest,
  type AuthConfigResponse,
  type CurrentUser,
  type GoogleSignInErrorCode,
  type ResendVerificationResponse,
} from '@hotel/contracts';
import type { Env } from '../../config/env.ts';
import { AppError } from '../../lib/errors.ts';
import { requireUser } from '../../lib/guards.ts';
import { parse } from '../../lib/validate.ts';
import { doc, noContent } from '../../lib/openapi.ts';
import type { AuthService, IssuedSession, RequestContext } from './auth.service.ts';
import { GoogleSignInError, type GoogleClient, type OidcTransaction } from './google.ts';
import type { SigningKey } from './signing-key.ts';

const OIDC_COOKIE = 'hp_oidc';
const OIDC_COOKIE_PATH = '/api/auth/google';

export interface AuthRoutesDeps {
  env: Env;
  auth: AuthService;
  google: GoogleClient;
  key: SigningKey;
}

function context(req: FastifyRequest): RequestContext {
  return { ip: req.ip, userAgent: req.headers['user-agent'] ?? null };
}

export function registerAuthRoutes(app: FastifyInstance, { env, auth, google, key }: AuthRoutesDeps): void {
  // Secure in production, unless PUBLIC_URL says the install is plain http (browsers would drop the cookie).
  const secure = env.NODE_ENV === 'production' && !env.PUBLIC_URL?.startsWith('http:');

  function sendSession(reply: FastifyReply, session: IssuedSession) {
    setRefreshCookie(reply, session);
    return reply.header('cache-control', 'no-store').send(session.response);
  }

  function setRefreshCookie(reply: FastifyReply, session: IssuedSession) {
    void reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: '/api/auth',
      expires: session.refreshExpiresAt,
    });
  }

  function clearRefreshCookie(reply: FastifyReply) {
    void reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/api/auth' });
  }

  function redirectUri(req: FastifyRequest): string {
    const base = env.PUBLIC_URL ?? `${req.protocol}://${req.host}`;
    return new URL('/api/auth/google/callback', base).toString();
  }

  const jwks = z.object({ keys: z.array(z.record(z.string(), z.unknown())) }).describe('JSON Web Key Set');
  app.get(
    '/.well-known/jwks.json',
    doc({
      summary: 'Public key that verifies access tokens (JWKS)',
      tag: 'auth',
      auth: 'public',
      response: { 200: jwks },
    }),
    async (_req, reply) => {
      return reply.header('cache-control', 'public, max-age=300').send({ keys: [key.publicJwk] });
    },
  );

  /** Where mailed links point. Production requires PUBLIC_URL, so a forged Host never gets in a mail. */
  function linkBase(req: FastifyRequest): string {
    return env.PUBLIC_URL ?? `${req.protocol}://${req.host}`;
  }

  app.post(
    '/api/auth/signup',
    doc({
      summary: 'Sign up with a password',
      description:
        'With SIGNUP_VERIFICATION=required: 201 and a mailed link, no session. Otherwise 200 with a session and the refresh cookie.',
      tag: 'auth',
      auth: 'public',
      body: signupRequest,
      response: { 200: sessionResponse, 201: signupPendingResponse },
      errors: [403, 409, 429],
    }),
    async (req, reply) => {
      const input = parse(signupRequest, req.body);
      const outcome = await auth.signup(input, context(req), linkBase(req));
      if ('verificationRequired' in outcome)
        return reply.status(201).header('cache-control', 'no-store').send(outcome);
      return sendSession(reply, outcome);
    },
  );

  app.post(
    '/api/auth/verify-email',
    doc({
      summary: 'Open a mailed sign-up link: signs in',
      tag: 'auth',
      auth: 'public',
      body: verifyEmailRequest,
      response: { 200: sessionResponse },
    }),
    async (req, reply) => {
      const input = parse(verifyEmailRequest, req.body);
      return sendSession(reply, await auth.verifyEmail(input.token, context(req)));
    },
  );

  app.post(
    '/api/auth/resend-verification',
    doc({
      summary: 'Mail a new sign-up link (answers the same whether or not the address is known)',
      tag: 'auth',
      auth: 'public',
      body: resendVerificationRequest,
      response: { 202: resendVerificationResponse },
      errors: [429],
    }),
    async (req, reply) => {
      const input = parse(resendVerificationRequest, req.body);
      await auth.resendVerification(input.email, context(req), linkBase(req));
      const body: ResendVerificationResponse = { message: RESEND_VERIFICATION_MESSAGE };
      return reply.status(202).send(body);
    },
  );

  app.post(
    '/api/auth/login',
    doc({
      summary: 'Sign in with email and password: access token, and the refresh cookie',
      tag: 'auth',
      auth: 'public',
      body: loginRequest,
      response: { 200: sessionResponse },
      errors: [401, 403, 429],
    }),
    async (req, reply) => {
      const input = parse(loginRequest, req.body);
      return sendSession(reply, await auth.login(input, context(req)));
    },
  );

  app.post(
    '/api/auth/refresh',
    doc({
      summary: 'A new access token for the refresh cookie (rotated on every use)',
      tag: 'auth',
      auth: 'refresh-cookie',
      response: { 200: sessionResponse },
    }),
    async (req, reply) => {
      try {
        return sendSession(reply, await auth.refresh(req.cookies[REFRESH_COOKIE], context(req)));
      } catch (err) {
        if (err instanceof AppError && err.status === 401) clearRefreshCookie(reply);
        throw err;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    doc({
      summary: 'Sign out: revokes the refresh token and clears its cookie',
      tag: 'auth',
      auth: 'public',
      response: { 204: noContent('Signed out') },
    }),
    async (req, reply) => {
      await auth.logout(req.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(reply);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/auth/user',
    doc({ summary: 'The signed-in user', tag: 'auth', auth: 'user', response: { 200: currentUser } }),
    async (req): Promise<CurrentUser> => {
      const u = requireUser(req);
      return { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, isAdmin: u.isAdmin };
    },
  );

  app.get(
    '/api/auth/config',
    doc({
      summary: 'How this installation signs people in',
      tag: 'auth',
      auth: 'public',
      response: { 200: authConfigResponse },
    }),
    async (): Promise<AuthConfigResponse> => ({
      googleEnabled: google.configured,
      allowedEmailDomain: env.ALLOWED_EMAIL_DOMAIN,
      allowedExtraEmail: env.ALLOWED_EXTRA_EMAIL ?? null,
      passwordSignupEnabled: env.PASSWORD_SIGNUP !== 'off',
      emailVerificationRequired: auth.verificationRequired,
    }),
  );

  app.get(
    '/api/auth/google/start',
    doc({
      summary: 'Begin Google sign-in (browser navigation)',
      tag: 'auth',
      auth: 'public',
      response: { 302: noContent('Redirect to Google') },
      errors: [501],
    }),
    async (req, reply) => {
      if (!google.configured) throw new AppError('GOOGLE_NOT_CONFIGURED', 'Google sign-in is not configured');
      const { url, transaction } = google.beginAuthorization(redirectUri(req));
      // Lax, not Strict: the callback arrives as a cross-site navigation from Google.
      void reply.setCookie(OIDC_COOKIE, JSON.stringify(transaction), {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: OIDC_COOKIE_PATH,
        maxAge: 600,
        signed: true,
      });
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/api/auth/google/callback',
    doc({
      summary: 'Google sign-in callback (browser navigation)',
      description: 'Redirects to / with the refresh cookie set, or to /?authError=<reason>.',
      tag: 'auth',
      auth: 'public',
      querystring: z.object({
        code: z.string().optional(),
        state: z.string().optional(),
        error: z.string().optional(),
      }),
      response: { 302: noContent('Redirect to the console') },
      errors: [501],
    }),
    async (req, reply) => {
      if (!google.configured) throw new AppError('GOOGLE_NOT_CONFIGURED', 'Google sign-in is not configured');
      const fail = (code: GoogleSignInErrorCode) => {
        void reply.clearCookie(OIDC_COOKIE, { path: OIDC_COOKIE_PATH });
        return reply.redirect(`/?authError=${code}`, 302);
      };
      const query = (req.query ?? {}) as Record<string, unknown>;
      if (typeof query.error === 'string') return fail('cancelled');
      const code = typeof query.code === 'string' ? query.code : '';
      const state = typeof query.state === 'string' ? query.state : '';
      const transaction = readTransaction(req);
      if (!code || !transaction || state !== transaction.state) return fail('expired');
      try {
        const profile = await google.completeAuthorization(code, redirectUri(req), transaction);
        const session = await auth.signInVerifiedEmail(profile, context(req));
        setRefreshCookie(reply, session);
        void reply.clearCookie(OIDC_COOKIE, { path: OIDC_COOKIE_PATH });
        return reply.redirect('/', 302);
      } catch (err) {
        if (err instanceof AppError && err.status >= 500) throw err;
        req.log.info({ err }, 'google sign-in refused');
        if (err instanceof GoogleSignInError) return fail(err.code);
        if (err instanceof AppError && err.code === 'EMAIL_DOMAIN_NOT_ALLOWED') return fail('domain');
        if (err instanceof AppError && err.code === 'ACCOUNT_INACTIVE') return fail('inactive');
        return fail('failed');
      }
    },
  );

  function readTransaction(req: FastifyRequest): OidcTransaction | null {
    const raw = req.cookies[OIDC_COOKIE];
    if (!raw) return null;
    const unsigned = req.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    try {
      const t = JSON.parse(unsigned.value) as Partial<OidcTransaction>;
      if (typeof t.state === 'string' && typeof t.nonce === 'string' && typeof t.verifier === 'string') {
        return { state: t.state, nonce: t.nonce, verifier: t.verifier };
      }
    } catch {
      // fall through: a tampered cookie is treated as absent
    }
    return null;
  }
}
