import { createPrivateKey, createPublicKey, generateKeyPairSync, createHash, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { exportJWK, type JWK } from 'jose';
import type { Env } from '../../config/env.ts';

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  kid: string;
  publicJwk: JWK;
  /** Secret for signing short-lived cookies (Google PKCE state); derived so no extra variable is needed. */
  cookieSecret: string;
}

function readOrCreatePem(env: Env): string {
  if (env.JWT_PRIVATE_KEY) return env.JWT_PRIVATE_KEY.replace(/\\n/g, '\n');
  if (env.NODE_ENV === 'production') throw new Error('JWT_PRIVATE_KEY is required in production');
  const file = resolve(join(env.DATA_DIR, 'jwt-private.pem'));
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  mkdirSync(dirname(file), { recursive: true });
  // wx: two processes booting at once must not overwrite each other's key.
  try {
    writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8');
    throw err;
  }
  chmodSync(file, 0o600);
  return pem;
}

export async function loadSigningKey(env: Env): Promise<SigningKey> {
  const pem = readOrCreatePem(env);
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('JWT_PRIVATE_KEY must be an Ed25519 PKCS#8 PEM key');
  const publicKey = createPublicKey(privateKey);
  const raw = publicKey.export({ format: 'der', type: 'spki' });
  const kid = createHash('sha256').update(raw).digest('base64url').slice(0, 16);
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' };
  const cookieSecret = createHash('sha256').update('hp-cookie:').update(pem).digest('base64url');
  return { privateKey, publicKey, kid, publicJwk, cookieSecret };
}
