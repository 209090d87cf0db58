import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  EMAIL_NOT_VERIFIED_MESSAGE,
  SIGNUP_CHECK_EMAIL_MESSAGE,
  emailDomainMessage,
  isAllowedEmail,
  type CurrentUser,
  type LoginRequest,
  type SessionResponse,
  type SignupPendingResponse,
  type SignupRequest,
} from '@hotel/contracts';
import type { Db } from '@hotel/db';
import type { Logger } from 'pino';
import { signupVerificationRequired, type Env } from '../../config/env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { AuthUser } from '../../lib/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { writeAudit } from '@hotel/domain';
import { revokeAllRefreshTokens } from '../../lib/sessions.ts';
import { SCRYPT_COST, burnPasswordCheck, hashPassword, needsRehash, verifyPassword, type ScryptCost } from './passwords.ts';
import type { TokenService } from './tokens.ts';
import type { LoginLimiter } from './login-limiter.ts';
import * as repo from './auth.repository.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const ACCOUNT_INACTIVE_MESSAGE = 'Your account has been deactivated. Contact an administrator.';
const EXPIRED = 'Session expired. Please sign in again.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const PASSWORD_SIGNUP_DISABLED_MESSAGE = 'Sign-up with a password is turned off here. Sign up with Google or your company sign-in.';
export const LINK_UNKNOWN_MESSAGE = 'This confirmation link is not valid. Request a new email below.';
export const LINK_USED_MESSAGE = 'This confirmation link was already used. Sign in, or request a new email below.';
export const LINK_EXPIRED_MESSAGE = 'This confirmation link has expired. Request a new email below.';
export const MAIL_UNAVAILABLE_MESSAGE = 'We could not send the confirmation email. Please try again in a few minutes.';
/** How long a confirmation link works. */
export const VERIFICATION_TTL_MS = 24 * 3_600_000;

export interface RequestContext {
  ip: string;
  userAgent: string | null;
}

/** A signed-in session: the JSON answer plus the opaque refresh token that goes in the cookie. */
export interface IssuedSession {
  response: SessionResponse;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** expiresAt: when the token stops being valid (long-lived connections end there). */
export type Authentication = { user: AuthUser; expiresAt: Date } | { inactive: true } | null;

export interface AuthServiceDeps {
  env: Env;
  db: Db;
  clock: Clock;
  tokens: TokenService;
  limiter: LoginLimiter;
  mailer: Mailer;
  logger: Logger;
  /**
   * Two tabs refreshing with the same cookie at once must not log the user out: a token rotated
   * less than this long ago, whose successor is still live, is honoured once more (Auth0's
   * "reuse interval"). Older reuse is treated as theft and revokes the family.
   */
  refreshReuseGraceSeconds?: number;
  /** scrypt cost of new and upgraded hashes (default OWASP's); the test suites pass a lighter one. */
  passwordCost?: ScryptCost;
}

const hashToken = (raw: string) => createHash('sha256').update(raw).digest('hex');

export function toCurrentUser(row: repo.UserRow): CurrentUser {
  return { id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email, isAdmin: row.is_admin };
}

export function createAuthService({ env, db, clock, tokens, limiter, mailer, logger, refreshReuseGraceSeconds = 10, passwordCost = SCRYPT_COST }: AuthServiceDeps) {
  const extra = env.ALLOWED_EXTRA_EMAIL ?? null;
  const admins = new Set(env.ADMIN_EMAILS.map((e) => e.toLowerCase()));
  const verificationRequired = signupVerificationRequired(env);
  const isAdminEmail = (email: string) => admins.has(email.trim().toLowerCase());
  /**
   * A password account whose address nobody proved, while proof is required: it has no session.
   * Accounts made while verification was off land here when it is turned on; they confirm once.
   */
  const awaitingConfirmation = (user: repo.UserRow) => verificationRequired && user.password_hash !== null && !user.email_verified;

  function assertAllowedEmail(email: string): void {
    if (!isAllowedEmail(email, env.ALLOWED_EMAIL_DOMAIN, extra)) {
      throw new AppError('EMAIL_DOMAIN_NOT_ALLOWED', emailDomainMessage(env.ALLOWED_EMAIL_DOMAIN, extra));
    }
  }

  async function issueSession(user: repo.UserRow, ctx: RequestContext, familyId: string = randomUUID()): Promise<IssuedSession> {
    const now = clock.now();
    const refreshToken = randomBytes(32).toString('base64url');
    const refreshExpiresAt = new Date(now.getTime() + env.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
    await repo.insertRefreshToken(db, {
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: refreshExpiresAt,
      userAgent: ctx.userAgent?.slice(0, 500) ?? null,
      ip: ctx.ip,
    });
    const access = await tokens.signAccessToken(user);
    return {
      response: { accessToken: access.token, expiresAt: access.expiresAt.toISOString(), user: toCurrentUser(user) },
      refreshToken,
      refreshExpiresAt,
    };
  }

  async function createUser(
    input: { email: string; firstName: string | null; lastName: string | null; passwordHash: string | null },
    via: string,
    /** The way in proved the address well enough for ADMIN_EMAILS (an issuer's token must say email_verified). */
    provesEmail: boolean = via !== 'password',
  ): Promise<repo.UserRow> {
    try {
      return await db.transaction().execute(async (trx) => {
        // Only a password sign-up leaves the email unproved; the other ways in come with a
        // verified email (Google's email_verified, the configured issuer's token).
        const emailVerified = via !== 'password';
        // Admin rights follow a proved address. With SIGNUP_VERIFICATION=off the operator has
        // chosen to trust password sign-ups (development's one-minute admin), so they count.
        const user = await repo.insertUser(trx, {
          ...input,
          isAdmin: isAdminEmail(input.email) && (provesEmail || (via === 'password' && !verificationRequired)),
          emailVerified,
        });
        await writeAudit(trx, {
          user_id: user.id,
          entity_type: 'user',
          entity_id: user.id,
          action: 'created',
          details: { email: user.email, via },
        });
        return user;
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
      throw err;
    }
  }

  /**
   * A verified sign-in into an account whose email nobody had proved yet. Anyone may sign up
   * colleague@company with a password before the colleague first signs in with Google; without
   * this, both would share the account and the squatter's password would keep working. So the
   * password set before the proof is cleared and every refresh token of the account revoked (in
   * one transaction, audited), then the verified caller gets the account. Its access tokens
   * (15 minutes by default) run out on their own. Done once: the account stays verified.
   */
  async function claimVerifiedEmail(user: repo.UserRow, via: string, provesEmail = true): Promise<repo.UserRow> {
    if (user.email_verified) return user;
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      const current = await repo.findUserByIdForUpdate(trx, user.id);
      if (!current || current.email_verified) return current ?? user;
      let claimed = await repo.markEmailVerifiedClearingPassword(trx, user.id, now);
      if (provesEmail && !claimed.is_admin && isAdminEmail(claimed.email)) {
        claimed = await repo.markEmailVerified(trx, user.id, { passwordHash: null, isAdmin: true, at: now });
      }
      if (current.password_hash !== null) {
        const revokedSessions = await revokeAllRefreshTokens(trx, user.id, now);
        await writeAudit(trx, {
          user_id: user.id,
          entity_type: 'user',
          entity_id: user.id,
          action: 'updated',
          details: { field: 'password', value: 'cleared', reason: 'first verified sign-in', via, email: user.email, revokedSessions },
        });
      }
      return claimed;
    });
  }

  /**
   * A new single-use link for the account, bound to the password of the sign-up that asked for it.
   * The raw token exists only in the mail; the database keeps its SHA-256.
   */
  async function createVerificationLink(userId: string, passwordHash: string | null, linkBase: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    await repo.deleteSpentVerificationTokens(db, userId, now);
    await repo.insertVerificationToken(db, {
      userId,
      tokenHash: hashToken(token),
      passwordHash,
      expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
    });
    const url = new URL('/verify-email', linkBase);
    url.searchParams.set('token', token);
    return url.toString();
  }

  /** A new sign-up for an address still waiting for confirmation takes over the pending names and password. */
  async function replacePendingSignup(
    existing: repo.UserRow,
    values: { firstName: string; lastName: string; passwordHash: string },
  ): Promise<repo.UserRow> {
    const replaced = await db.transaction().execute(async (trx) => {
      const user = await repo.replacePendingSignup(trx, existing.id, { ...values, at: clock.now() });
      if (user) {
        await writeAudit(trx, {
          user_id: user.id,
          entity_type: 'user',
          entity_id: user.id,
          action: 'updated',
          details: { field: 'password', value: 'replaced', reason: 'signed up again before confirming', email: user.email },
        });
      }
      return user;
    });
    // Confirmed in the meantime: the address is taken like any other.
    if (!replaced) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
    return replaced;
  }

  async function sendVerificationMail(to: string, link: string): Promise<void> {
    await mailer.send({
      to,
      subject: 'Confirm your Hotel Profiler account',
      text: [
        'Someone (we hope you) signed up for Hotel Profiler with this address.',
        '',
        'Open this link within 24 hours to confirm it and sign in:',
        link,
        '',
        'The link works once. If you did not sign up, ignore this email: nobody can use the account until the link is opened.',
      ].join('\n'),
      html: [
        '<p>Someone (we hope you) signed up for Hotel Profiler with this address.</p>',
        `<p><a href="${escapeHtml(link)}">Confirm your email and sign in</a> (within 24 hours; the link works once).</p>`,
        '<p>If you did not sign up, ignore this email: nobody can use the account until the link is opened.</p>',
      ].join('\n'),
      link,
    });
  }

  return {
    assertAllowedEmail,
    verificationRequired,

    /**
     * A password sign-up. With verification off it signs in at once; with verification required
     * it answers "check your email" and mails a link, and no session exists until that link is
     * opened. An address nobody has confirmed yet may be signed up again (its owner lost the mail,
     * or someone else got there first): the newest sign-up's names and password become the
     * pending ones, and each mailed link carries the password of the sign-up that asked for it.
     */
    async signup(input: SignupRequest, ctx: RequestContext, linkBase: string): Promise<IssuedSession | SignupPendingResponse> {
      if (env.PASSWORD_SIGNUP === 'off') throw new AppError('PASSWORD_SIGNUP_DISABLED', PASSWORD_SIGNUP_DISABLED_MESSAGE);
      const email = input.email.trim();
      assertAllowedEmail(email);
      await limiter.checkSignup(ctx.ip);
      const existing = await repo.findUserByEmail(db, email);
      const pendingReplaceable = verificationRequired && existing && !existing.email_verified && existing.password_hash !== null && existing.is_active;
      if (existing && !pendingReplaceable) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
      const passwordHash = await hashPassword(input.password, passwordCost);
      if (!verificationRequired) {
        const user = await createUser({ email, firstName: input.firstName, lastName: input.lastName, passwordHash }, 'password');
        const now = clock.now();
        await repo.touchLastLogin(db, user.id, now);
        return issueSession({ ...user, last_login_at: now }, ctx);
      }
      const user = existing
        ? await replacePendingSignup(existing, { firstName: input.firstName, lastName: input.lastName, passwordHash })
        : await createUser({ email, firstName: input.firstName, lastName: input.lastName, passwordHash }, 'password');
      const link = await createVerificationLink(user.id, passwordHash, linkBase);
      try {
        await sendVerificationMail(user.email, link);
      } catch (err) {
        // Said, not hidden behind "check your email": the account waits unconfirmed, and signing
        // up again (allowed until it is confirmed) mails a new link.
        logger.error({ err, userId: user.id }, 'confirmation email could not be sent');
        throw new AppError('UNAVAILABLE', MAIL_UNAVAILABLE_MESSAGE);
      }
      return { verificationRequired: true, email: user.email, message: SIGNUP_CHECK_EMAIL_MESSAGE };
    },

    /**
     * Opens a confirmation link: the address is proved, the link's sign-up password becomes the
     * account's, an ADMIN_EMAILS address becomes admin, and the person is signed in. Every link of
     * the account stops working (used, expired and unknown links each say so).
     */
    async verifyEmail(rawToken: string, ctx: RequestContext): Promise<IssuedSession> {
      const now = clock.now();
      const user = await db.transaction().execute(async (trx) => {
        const row = await repo.findVerificationTokenForUpdate(trx, hashToken(rawToken));
        if (!row) throw new AppError('VERIFICATION_LINK_INVALID', LINK_UNKNOWN_MESSAGE, { details: { reason: 'unknown' } });
        if (row.used_at) throw new AppError('VERIFICATION_LINK_INVALID', LINK_USED_MESSAGE, { details: { reason: 'used' } });
        if (row.expires_at.getTime() <= now.getTime()) {
          throw new AppError('VERIFICATION_LINK_INVALID', LINK_EXPIRED_MESSAGE, { details: { reason: 'expired' } });
        }
        const current = await repo.findUserByIdForUpdate(trx, row.user_id);
        if (!current) throw new AppError('VERIFICATION_LINK_INVALID', LINK_UNKNOWN_MESSAGE, { details: { reason: 'unknown' } });
        await repo.useVerificationTokens(trx, current.id, now);
        if (current.email_verified) {
          throw new AppError('VERIFICATION_LINK_INVALID', LINK_USED_MESSAGE, { details: { reason: 'used' } });
        }
        const verified = await repo.markEmailVerified(trx, current.id, {
          passwordHash: row.password_hash,
          isAdmin: current.is_admin || isAdminEmail(current.email),
          at: now,
        });
        await writeAudit(trx, {
          user_id: current.id,
          entity_type: 'user',
          entity_id: current.id,
          action: 'updated',
          details: { field: 'email_verified', value: true, via: 'email link', email: current.email, isAdmin: verified.is_admin },
        });
        return verified;
      });
      if (!user.is_active) throw new AppError('ACCOUNT_INACTIVE', ACCOUNT_INACTIVE_MESSAGE);
      await repo.touchLastLogin(db, user.id, now);
      return issueSession({ ...user, last_login_at: now }, ctx);
    },

    /**
     * Mails a new link to an account that waits for confirmation. The caller always hears the same
     * answer, and the mail leaves after the answer, so neither the words nor the timing tell
     * whether the address has an account.
     */
    async resendVerification(rawEmail: string, ctx: RequestContext, linkBase: string): Promise<void> {
      const email = rawEmail.trim();
      await limiter.checkResend(email, ctx.ip);
      if (!verificationRequired) return;
      const user = await repo.findUserByEmail(db, email);
      if (!user || user.email_verified || !user.password_hash || !user.is_active) return;
      const link = await createVerificationLink(user.id, user.password_hash, linkBase);
      void sendVerificationMail(user.email, link).catch((err: unknown) => {
        logger.error({ err, userId: user.id }, 'confirmation email could not be sent');
      });
    },

    async login(input: LoginRequest, ctx: RequestContext): Promise<IssuedSession> {
      const email = input.email.trim();
      await limiter.check(email, ctx.ip);
      const user = await repo.findUserByEmail(db, email);
      const ok = user?.password_hash ? await verifyPassword(input.password, user.password_hash) : (await burnPasswordCheck(input.password, passwordCost), false);
      if (!user || !ok) {
        await limiter.recordFailure(email, ctx.ip);
        throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
      }
      if (!user.is_active) throw new AppError('ACCOUNT_INACTIVE', ACCOUNT_INACTIVE_MESSAGE);
      await limiter.recordSuccess(email, ctx.ip);
      // Checked after the password, so the answer tells nothing to someone who does not know it.
      if (verificationRequired && !user.email_verified) throw new AppError('EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE);
      const now = clock.now();
      // The one moment the password is known: a hash made at weaker parameters is redone now.
      if (user.password_hash && needsRehash(user.password_hash, passwordCost)) {
        await repo.replacePasswordHash(db, user.id, user.password_hash, await hashPassword(input.password, passwordCost), now);
      }
      await repo.touchLastLogin(db, user.id, now);
      return issueSession({ ...user, last_login_at: now }, ctx);
    },

    /** Rotates a refresh token; presenting an already-rotated token revokes its whole family (theft signal). */
    async refresh(rawToken: string | undefined, ctx: RequestContext): Promise<IssuedSession> {
      if (!rawToken) throw new AppError('UNAUTHORIZED', 'No active session');
      const now = clock.now();
      const outcome = await db.transaction().execute(async (trx) => {
        const found = await repo.findRefreshToken(trx, hashToken(rawToken));
        if (!found) return { error: EXPIRED, inactive: false } as const;
        // One rotation, reuse check or sign-out of a family at a time: otherwise a sign-out or a
        // theft signal revokes the rows it sees while a racing rotation adds one it does not.
        await repo.lockFamily(trx, found.family_id);
        const row = await repo.findRefreshTokenForUpdate(trx, found.token_hash);
        if (!row) return { error: EXPIRED, inactive: false } as const;
        if (row.revoked_at) {
          if (!row.replaced_by) return { error: EXPIRED, inactive: false } as const;
          const successor = await repo.findRefreshTokenById(trx, row.replaced_by);
          const withinGrace = now.getTime() - row.revoked_at.getTime() < refreshReuseGraceSeconds * 1000;
          // Honoured once: while the successor is the family's only live token. A grace token
          // already handed out makes a second late request a replay, not a second tab.
          const onlySuccessorLive = (await repo.countLiveInFamily(trx, row.family_id)) === 1;
          if (!withinGrace || !successor || successor.revoked_at || !onlySuccessorLive) {
            await repo.revokeFamily(trx, row.family_id, now);
            return { error: EXPIRED, inactive: false } as const;
          }
        }
        if (row.expires_at.getTime() <= now.getTime()) return { error: EXPIRED, inactive: false } as const;
        const user = await repo.findUserById(trx, row.user_id);
        if (!user || !user.is_active) {
          await repo.revokeFamily(trx, row.family_id, now);
          return { error: ACCOUNT_INACTIVE_MESSAGE, inactive: true } as const;
        }
        if (awaitingConfirmation(user)) {
          await repo.revokeFamily(trx, row.family_id, now);
          return { error: EXPIRED, inactive: false } as const;
        }
        const refreshToken = randomBytes(32).toString('base64url');
        const refreshExpiresAt = new Date(now.getTime() + env.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
        const newId = await repo.insertRefreshToken(trx, {
          userId: user.id,
          familyId: row.family_id,
          tokenHash: hashToken(refreshToken),
          expiresAt: refreshExpiresAt,
          userAgent: ctx.userAgent?.slice(0, 500) ?? null,
          ip: ctx.ip,
        });
        if (!row.revoked_at) await repo.markRotated(trx, row.id, newId, now);
        return { user, refreshToken, refreshExpiresAt } as const;
      });
      if (!outcome.user || !outcome.refreshToken || !outcome.refreshExpiresAt) {
        throw new AppError(outcome.inactive ? 'ACCOUNT_INACTIVE' : 'UNAUTHORIZED', outcome.error ?? EXPIRED);
      }
      const access = await tokens.signAccessToken(outcome.user);
      return {
        response: { accessToken: access.token, expiresAt: access.expiresAt.toISOString(), user: toCurrentUser(outcome.user) },
        refreshToken: outcome.refreshToken,
        refreshExpiresAt: outcome.refreshExpiresAt,
      };
    },

    async logout(rawToken: string | undefined): Promise<void> {
      if (!rawToken) return;
      await db.transaction().execute(async (trx) => {
        const row = await repo.findRefreshToken(trx, hashToken(rawToken));
        if (!row) return;
        await repo.lockFamily(trx, row.family_id);
        await repo.revokeFamily(trx, row.family_id, clock.now());
      });
    },

    /** Establishes the caller from a bearer token; checks the account on every call so deactivation bites at once. */
    async authenticate(bearer: string): Promise<Authentication> {
      const verified = await tokens.verify(bearer);
      if (!verified) return null;
      let user: repo.UserRow | undefined;
      if (verified.kind === 'own') {
        user = await repo.findUserById(db, verified.userId);
      } else {
        if (!isAllowedEmail(verified.email, env.ALLOWED_EMAIL_DOMAIN, extra)) return null;
        user = await repo.findUserByEmail(db, verified.email);
        if (user?.is_active) user = await claimVerifiedEmail(user, 'external-issuer', verified.emailVerifiedClaim);
        if (!user) {
          try {
            user = await createUser(
              { email: verified.email, firstName: verified.firstName, lastName: verified.lastName, passwordHash: null },
              'external-issuer',
              verified.emailVerifiedClaim,
            );
          } catch (err) {
            // Two first requests raced; the other created the user.
            if (!(err instanceof AppError && err.code === 'EMAIL_TAKEN')) throw err;
            user = await repo.findUserByEmail(db, verified.email);
          }
        }
      }
      if (!user) return null;
      if (!user.is_active) return { inactive: true };
      if (awaitingConfirmation(user)) return null;
      return {
        user: { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name, isAdmin: user.is_admin },
        expiresAt: verified.expiresAt,
      };
    },

    /** Google (or any OIDC) sign-in after the ID token was verified: same domain rule, user created on first sight. */
    async signInVerifiedEmail(
      profile: { email: string; firstName: string | null; lastName: string | null },
      ctx: RequestContext,
    ): Promise<IssuedSession> {
      assertAllowedEmail(profile.email);
      let user = await repo.findUserByEmail(db, profile.email);
      if (!user) {
        user = await createUser({ ...profile, passwordHash: null }, 'google');
      }
      if (!user.is_active) throw new AppError('ACCOUNT_INACTIVE', ACCOUNT_INACTIVE_MESSAGE);
      user = await claimVerifiedEmail(user, 'google');
      const now = clock.now();
      await repo.touchLastLogin(db, user.id, now);
      return issueSession({ ...user, last_login_at: now }, ctx);
    },

    async findCurrentUser(id: string): Promise<CurrentUser | null> {
      const row = await repo.findUserById(db, id);
      return row ? toCurrentUser(row) : null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
