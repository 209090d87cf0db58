import { describe, expect, it } from 'vitest';
import { SCRYPT_COST, hashPassword, needsRehash, verifyPassword } from './passwords.ts';

/** The production cost is exercised in test/security/password-storage.test.ts. */
const LIGHT = { N: 2 ** 12, r: 8, p: 1 };

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('s3cret!', LIGHT);
    expect(await verifyPassword('s3cret!', hash)).toBe(true);
    expect(await verifyPassword('s3cret', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', LIGHT)).not.toBe(await hashPassword('same', LIGHT));
  });

  it('treats Unicode compositions of one password alike', async () => {
    const hash = await hashPassword('caf\u00e9', LIGHT);
    expect(await verifyPassword('cafe\u0301', hash)).toBe(true);
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$4$5')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1000$8$1$c2FsdA$a2V5')).toBe(false);
    expect(await verifyPassword('x', `scrypt$${2 ** 22}$8$1$c2FsdA$a2V5`)).toBe(false);
  });

  it('asks for a rehash of anything weaker than the target cost', async () => {
    const light = await hashPassword('pw', LIGHT);
    expect(needsRehash(light)).toBe(true);
    expect(needsRehash(light, LIGHT)).toBe(false);
    expect(needsRehash(light.replace(/^scrypt\$4096\$8\$1/, `scrypt$${SCRYPT_COST.N}$8$1`))).toBe(false);
    expect(needsRehash(light.replace(/^scrypt\$4096\$8\$1/, `scrypt$${SCRYPT_COST.N}$4$1`))).toBe(true);
    expect(SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
  });
});
