import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  emailDomainMessage,
  isAllowedEmail,
  type CurrentUser,
  type LoginRequest,
  type SessionResponse,
  type SignupRequest,
} from '@hotel/contracts';
import type { Db } from '@hotel/db';
import type { Env } from '../../config/env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthUser } from '../../lib/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { revokeAllRefreshTokens } from '../../lib/sessions.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import type { TokenService } from './tokens.ts';
import type { LoginLimiter } from './login-limiter.ts';
import * as repo from './auth.repository.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const ACCOUNT_INACTIVE_MESSAGE = 'Your account has been deactivated. Contact an administrator.';
const EXPIRED = 'Session expired. Please sign in again.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

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
  /**
   * Two tabs refreshing with the same cookie at once must not log the user out: a token rotated
   * less than this long ago, whose successor is still live, is honoured once more (Auth0's
   * "reuse interval"). Older reuse is treated as theft and revokes the family.
   */
  refreshReuseGraceSeconds?: number;
}

const hashToken = (raw: string) => createHash('sha256').update(raw).digest('hex');

export function toCurrentUser(row: repo.UserRow): CurrentUser {
  return { id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email, isAdmin: row.is_admin };
}

export function createAuthService({ env, db, clock, tokens, limiter, refreshReuseGraceSeconds = 10 }: AuthServiceDeps) {
  const extra = env.ALLOWED_EXTRA_EMAIL ?? null;
  const admins = new Set(env.ADMIN_EMAILS.map((e) => e.toLowerCase()));

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
  ): Promise<repo.UserRow> {
    try {
      return await db.transaction().execute(async (trx) => {
        // Only a password sign-up leaves the email unproved; the other ways in come with a
        // verified email (Google's email_verified, the configured issuer's token).
        const user = await repo.insertUser(trx, {
          ...input,
          isAdmin: admins.has(input.email.toLowerCase()),
          emailVerified: via !== 'password',
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
  async function claimVerifiedEmail(user: repo.UserRow, via: string): Promise<repo.UserRow> {
    if (user.email_verified) return user;
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      const current = await repo.findUserByIdForUpdate(trx, user.id);
      if (!current || current.email_verified) return current ?? user;
      const claimed = await repo.markEmailVerifiedClearingPassword(trx, user.id, now);
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

  return {
    assertAllowedEmail,

    async signup(input: SignupRequest, ctx: RequestContext): Promise<IssuedSession> {
      const email = input.email.trim();
      assertAllowedEmail(email);
      await limiter.checkSignup(ctx.ip);
      if (await repo.findUserByEmail(db, email)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
      const passwordHash = await hashPassword(input.password);
      const user = await createUser({ email, firstName: input.firstName, lastName: input.lastName, passwordHash }, 'password');
      const now = clock.now();
      await repo.touchLastLogin(db, user.id, now);
      return issueSession({ ...user, last_login_at: now }, ctx);
    },

    async login(input: LoginRequest, ctx: RequestContext): Promise<IssuedSession> {
      const email = input.email.trim();
      await limiter.check(email, ctx.ip);
      const user = await repo.findUserByEmail(db, email);
      const ok = user?.password_hash ? await verifyPassword(input.password, user.password_hash) : (await burnPasswordCheck(input.password), false);
      if (!user || !ok) {
        await limiter.recordFailure(email, ctx.ip);
        throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
      }
      if (!user.is_active) throw new AppError('ACCOUNT_INACTIVE', ACCOUNT_INACTIVE_MESSAGE);
      await limiter.recordSuccess(email, ctx.ip);
      const now = clock.now();
      await repo.touchLastLogin(db, user.id, now);
      return issueSession({ ...user, last_login_at: now }, ctx);
    },

    /** Rotates a refresh token; presenting an already-rotated token revokes its whole family (theft signal). */
    async refresh(rawToken: string | undefined, ctx: RequestContext): Promise<IssuedSession> {
      if (!rawToken) throw new AppError('UNAUTHORIZED', 'No active session');
      const now = clock.now();
      const outcome = await db.transaction().execute(async (trx) => {
        const row = await repo.findRefreshTokenForUpdate(trx, hashToken(rawToken));
        if (!row) return { error: EXPIRED, inactive: false } as const;
        if (row.revoked_at) {
          if (!row.replaced_by) return { error: EXPIRED, inactive: false } as const;
          const successor = await repo.findRefreshTokenById(trx, row.replaced_by);
          const withinGrace = now.getTime() - row.revoked_at.getTime() < refreshReuseGraceSeconds * 1000;
          if (!withinGrace || !successor || successor.revoked_at) {
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
      const row = await repo.findRefreshToken(db, hashToken(rawToken));
      if (row) await repo.revokeFamily(db, row.family_id, clock.now());
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
        if (user?.is_active) user = await claimVerifiedEmail(user, 'external-issuer');
        if (!user) {
          try {
            user = await createUser(
              { email: verified.email, firstName: verified.firstName, lastName: verified.lastName, passwordHash: null },
              'external-issuer',
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
