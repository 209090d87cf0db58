import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl, uniqueRedisPrefix } from '@hotel/db/testing';
import { pushNotBefore } from './not-before.ts';

let redis: Redis;

beforeAll(async () => {
  redis = new Redis(await testRedisUrl(), { maxRetriesPerRequest: 2 });
});

afterAll(() => redis?.disconnect());

/** How far ahead of the Redis clock the key's time lies, in ms. */
async function ahead(key: string): Promise<number> {
  const [[, held], [, time]] = (await redis.multi().get(key).time().exec()) as [[null, string | null], [null, [string, string]]];
  const now = Number(time[0]) * 1000 + Math.floor(Number(time[1]) / 1000);
  return Number(held ?? '0') - now;
}

describe('pushNotBefore', () => {
  it('moves the time to now + ms on the Redis clock', async () => {
    const key = `${uniqueRedisPrefix()}:next`;
    await pushNotBefore(redis, key, 5_000);
    expect(await ahead(key)).toBeGreaterThan(4_900);
    expect(await ahead(key)).toBeLessThanOrEqual(5_000);
  });

  it('never moves a later time earlier, whoever pushes the shorter wait', async () => {
    const key = `${uniqueRedisPrefix()}:pause`;
    await pushNotBefore(redis, key, 60_000);
    await pushNotBefore(redis, key, 1_000);
    expect(await ahead(key)).toBeGreaterThan(59_000);
    await pushNotBefore(redis, key, 90_000);
    expect(await ahead(key)).toBeGreaterThan(89_000);
  });

  it('lets the key expire a minute after its time', async () => {
    const key = `${uniqueRedisPrefix()}:next`;
    await pushNotBefore(redis, key, 2_000);
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(61_000);
    expect(ttl).toBeLessThanOrEqual(62_000);
  });
});
