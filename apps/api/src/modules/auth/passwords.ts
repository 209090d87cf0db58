import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1. One hash takes 128 MiB
 * (128·N·r bytes) on the libuv thread pool, so at most four run at once per process (the pool's
 * size). The parameters are stored beside each hash; older hashes are upgraded at sign-in.
 */
export const SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEYLEN = 64;
/** A stored hash is ours, but a row edited by hand must not make one sign-in allocate gigabytes. */
const MAX_N = 2 ** 20;
const MAX_R = 16;
const MAX_P = 4;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptCost): Promise<Buffer> {
  // Node refuses a derivation above maxmem (32 MiB by default): room for the block plus slack.
  const maxmem = 128 * N * r * p + 32 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N, r, p, maxmem }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash`, base64url parts. */
export async function hashPassword(password: string, cost: ScryptCost = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string): { cost: ScryptCost; salt: Buffer; hash: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = Number.isInteger(cost.N) && cost.N > 1 && (cost.N & (cost.N - 1)) === 0;
  if (!powerOfTwo || cost.N > MAX_N || !Number.isInteger(cost.r) || cost.r < 1 || cost.r > MAX_R || !Number.isInteger(cost.p) || cost.p < 1 || cost.p > MAX_P) {
    return null;
  }
  return { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.cost);
  return parsed.hash.length === actual.length && timingSafeEqual(parsed.hash, actual);
}

/** True when a (verified) stored hash is weaker than `cost`: the sign-in rehashes the password. */
export function needsRehash(stored: string, cost: ScryptCost = SCRYPT_COST): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p || parsed.hash.length !== KEYLEN;
}

const dummyHashes = new Map<string, Promise<string>>();
/** Spends the same time as a real check so an unknown email is not told apart by timing. */
export async function burnPasswordCheck(password: string, cost: ScryptCost = SCRYPT_COST): Promise<void> {
  const key = `${cost.N}:${cost.r}:${cost.p}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password', cost);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(password, await dummy);
}
