import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const compose = readFileSync(path.resolve(import.meta.dirname, '../docker-compose.yml'), 'utf8');

/** The `${...}` value a service's environment gives a variable, as written in the compose file. */
function valueOf(name: string): string | undefined {
  return new RegExp(`^\\s+${name}:\\s*(.+)$`, 'm').exec(compose)?.[1]?.trim();
}

describe('docker-compose.yml', () => {
  // A production default for these would let anyone sign up, and the first to register the
  // default admin address would be admin.
  it.each(['ALLOWED_EMAIL_DOMAIN', 'ADMIN_EMAILS', 'JWT_PRIVATE_KEY'])('requires %s from .env instead of defaulting it', (name) => {
    const value = valueOf(name);
    expect(value).toBeDefined();
    expect(value).toMatch(new RegExp(`^\\$\\{${name}:\\?set ${name} in \\.env`));
    expect(compose).not.toMatch(new RegExp(`\\$\\{${name}:?-`));
  });

  it('does not mention the development domain as a value', () => {
    const values = compose.split('\n').filter((l) => !l.trim().startsWith('#'));
    expect(values.join('\n')).not.toContain('hotelprofiler.dev');
  });
});
