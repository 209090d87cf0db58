import { describe, expect, it } from 'vitest';
import { emailDomainMessage, isAllowedEmail } from './auth.ts';

describe('isAllowedEmail', () => {
  it('accepts the company domain in any case', () => {
    expect(isAllowedEmail('Ann@Example.COM', 'example.com', null)).toBe(true);
  });
  it('refuses look-alike domains', () => {
    expect(isAllowedEmail('x@example.com.evil.com', 'example.com', null)).toBe(false);
    expect(isAllowedEmail('x@evilexample.com', 'example.com', null)).toBe(false);
    expect(isAllowedEmail('x@sub.example.com', 'example.com', null)).toBe(false);
  });
  it('accepts the one extra address', () => {
    expect(isAllowedEmail('Guest@Gmail.com', 'example.com', 'guest@gmail.com')).toBe(true);
    expect(isAllowedEmail('other@gmail.com', 'example.com', 'guest@gmail.com')).toBe(false);
  });
  it('words the refusal exactly as the spec does', () => {
    expect(emailDomainMessage('example.com', 'guest@gmail.com')).toBe(
      'Access restricted to authorized email domains only. Only @example.com emails or guest@gmail.com are allowed.',
    );
  });
});
