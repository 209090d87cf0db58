import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';

describe('fileNameFromDisposition', () => {
  it('reads a quoted file name', () => {
    expect(fileNameFromDisposition('attachment; filename="profiles-2026-01-01.csv"', 'x.csv')).toBe('profiles-2026-01-01.csv');
  });

  it('reads an unquoted file name', () => {
    expect(fileNameFromDisposition('attachment; filename=snippets.csv', 'x.csv')).toBe('snippets.csv');
  });

  it('prefers the RFC 5987 filename* form', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''h%C3%B4tels.csv`, 'x.csv')).toBe('hôtels.csv');
  });

  it('falls back when the header is missing or has no name', () => {
    expect(fileNameFromDisposition(null, 'x.csv')).toBe('x.csv');
    expect(fileNameFromDisposition('attachment', 'x.csv')).toBe('x.csv');
  });

  it('strips path separators from a hostile name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', 'x.csv')).toBe('.._.._etc_passwd');
  });
});
