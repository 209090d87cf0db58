import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from '../../lib/errors.ts';

export interface LoginLimiterOptions {
  prefix: string;
  perEmail?: { points: number; durationSeconds: number };
  perIp?: { points: number; durationSeconds: number };
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
  const emailKey = (email: string) => email.trim().toLowerCase();

  function refuse(msBeforeNext: number): AppError {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return new AppError('RATE_LIMITED', `Too many sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`, {
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
    async recordSuccess(email, ip) {
      await Promise.all([byEmail.delete(emailKey(email)), ip ? byIp.reward(ip, 1) : null]);
    },
  };
}
