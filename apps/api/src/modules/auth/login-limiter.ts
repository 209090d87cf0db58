import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from '../../lib/errors.ts';

export interface LoginLimiterOptions {
  prefix: string;
  perEmail?: { points: number; durationSeconds: number };
  perIp?: { points: number; durationSeconds: number };
  /** Sign-up attempts per IP: account creation is a write, and "email taken" answers tell who has an account. */
  signupPerIp?: { points: number; durationSeconds: number };
  /** "Resend the email" per address and per IP: each one sends mail to someone's inbox. */
  resendPerEmail?: { points: number; durationSeconds: number };
  resendPerIp?: { points: number; durationSeconds: number };
}

/**
 * Counts failed logins per email and per IP in Redis (shared by every API instance).
 * Only failures count, so a user who signs in correctly is never locked out by their own successes.
 */
export interface LoginLimiter {
  /**
   * Takes one attempt from both budgets (atomically in Redis) and throws 429 RATE_LIMITED with
   * Retry-After when either is spent. Taking before checking the password is what stops a parallel
   * burst: a read-only check let every request of the burst through before any failure was counted.
   */
  check(email: string, ip: string): Promise<void>;
  /** The attempt was already counted by check(); kept so callers read naturally. */
  recordFailure(email: string, ip: string): Promise<void>;
  /** Gives the attempt back: a correct sign-in clears the email's count and returns the IP's point. */
  recordSuccess(email: string, ip?: string): Promise<void>;
  /** Takes one sign-up attempt from the IP's budget; 429 RATE_LIMITED with Retry-After when spent. */
  checkSignup(ip: string): Promise<void>;
  /** Takes one "resend the confirmation email" from the address's and the IP's budgets; 429 when either is spent. */
  checkResend(email: string, ip: string): Promise<void>;
}

export function createLoginLimiter(redis: Redis, opts: LoginLimiterOptions): LoginLimiter {
  const perEmail = opts.perEmail ?? { points: 10, durationSeconds: 15 * 60 };
  const perIp = opts.perIp ?? { points: 50, durationSeconds: 15 * 60 };
  const byEmail = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${opts.prefix}:login-fail-email`,
    points: perEmail.points,
    duration: perEmail.durationSeconds,
  });
  const byIp = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${opts.prefix}:login-fail-ip`,
    points: perIp.points,
    duration: perIp.durationSeconds,
  });
  // Generous: a whole team behind one address may sign up on its first day; a script may not.
  const signupPerIp = opts.signupPerIp ?? { points: 100, durationSeconds: 60 * 60 };
  const signupsByIp = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${opts.prefix}:signup-ip`,
    points: signupPerIp.points,
    duration: signupPerIp.durationSeconds,
  });
  const resendPerEmail = opts.resendPerEmail ?? { points: 3, durationSeconds: 60 * 60 };
  const resendPerIp = opts.resendPerIp ?? { points: 20, durationSeconds: 60 * 60 };
  const resendsByEmail = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${opts.prefix}:resend-email`,
    points: resendPerEmail.points,
    duration: resendPerEmail.durationSeconds,
  });
  const resendsByIp = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${opts.prefix}:resend-ip`,
    points: resendPerIp.points,
    duration: resendPerIp.durationSeconds,
  });
  const emailKey = (email: string) => email.trim().toLowerCase();

  function refuse(msBeforeNext: number, what = 'sign-in'): AppError {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return new AppError('RATE_LIMITED', `Too many ${what} attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`, {
      headers: { 'retry-after': String(seconds) },
    });
  }

  return {
    async check(email, ip) {
      const results = await Promise.allSettled([byEmail.consume(emailKey(email)), byIp.consume(ip)]);
      for (const r of results) {
        if (r.status === 'rejected') throw r.reason instanceof RateLimiterRes ? refuse(r.reason.msBeforeNext) : r.reason;
      }
    },
    async recordFailure() {},
    async checkSignup(ip) {
      try {
        await signupsByIp.consume(ip);
      } catch (err) {
        throw err instanceof RateLimiterRes ? refuse(err.msBeforeNext, 'sign-up') : err;
      }
    },
    async checkResend(email, ip) {
      // Counted for every address alike, whether it has an account or not: the 429 tells nothing.
      const results = await Promise.allSettled([resendsByEmail.consume(emailKey(email)), resendsByIp.consume(ip)]);
      for (const r of results) {
        if (r.status === 'rejected') throw r.reason instanceof RateLimiterRes ? refuse(r.reason.msBeforeNext, 'resend') : r.reason;
      }
    },
    async recordSuccess(email, ip) {
      await Promise.all([byEmail.delete(emailKey(email)), ip ? byIp.reward(ip, 1) : null]);
    },
  };
}
