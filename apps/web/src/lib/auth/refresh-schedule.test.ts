import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { backoffDelays, isRetryable, shouldRefresh, withBackoff } from './refresh-schedule';

describe('shouldRefresh', () => {
  const now = 1_000_000;
  it('refreshes once the token is within 90 s of expiry', () => {
    expect(shouldRefresh(now + 90_000, now)).toBe(true);
    expect(shouldRefresh(now + 10_000, now)).toBe(true);
    expect(shouldRefresh(now - 1, now)).toBe(true);
  });
  it('leaves a token with more than 90 s left alone', () => {
    expect(shouldRefresh(now + 91_000, now)).toBe(false);
  });
});

describe('backoffDelays', () => {
  it('doubles from 200 ms and stays within the 30 s budget', () => {
    const delays = backoffDelays();
    expect(delays.slice(0, 4)).toEqual([200, 400, 800, 1600]);
    expect(delays.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(30_000);
    const next = delays[delays.length - 1]! * 2;
    expect(delays.reduce((a, b) => a + b, 0) + next).toBeGreaterThan(30_000);
  });
});

describe('withBackoff', () => {
  it('retries network failures and 503s with the backoff delays, then succeeds', async () => {
    const slept: number[] = [];
    let calls = 0;
    const result = await withBackoff(
      async () => {
        calls++;
        if (calls === 1) throw new TypeError('Failed to fetch');
        if (calls === 2) throw new ApiError(503, '503: down', 'down', 'UNAVAILABLE');
        return 'ok';
      },
      async (ms) => {
        slept.push(ms);
      },
    );
    expect(result).toBe('ok');
    expect(slept).toEqual([200, 400]);
  });

  it('gives up at once on a 401', async () => {
    let calls = 0;
    await expect(
      withBackoff(
        async () => {
          calls++;
          throw new ApiError(401, '401: no', 'no', 'UNAUTHORIZED');
        },
        async () => {},
      ),
    ).rejects.toMatchObject({ status: 401 });
    expect(calls).toBe(1);
  });

  it('stops when the budget is spent', async () => {
    let calls = 0;
    await expect(
      withBackoff(
        async () => {
          calls++;
          throw new TypeError('offline');
        },
        async () => {},
        [200, 400],
      ),
    ).rejects.toThrow('offline');
    expect(calls).toBe(3);
  });

  it('treats only 502/503/504 and network errors as retryable', () => {
    expect(isRetryable(new ApiError(502, '', '', null))).toBe(true);
    expect(isRetryable(new ApiError(504, '', '', null))).toBe(true);
    expect(isRetryable(new ApiError(500, '', '', null))).toBe(false);
    expect(isRetryable(new Error('x'))).toBe(false);
  });
});
