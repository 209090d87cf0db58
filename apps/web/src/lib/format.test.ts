import { describe, expect, it } from 'vitest';
import { auditDetail, auditDetailText, auditHotelId, auditUserDisplay, displayName, fileSizeKb, initials, plural, relativeTime } from './format';

describe('displayName', () => {
  it('joins first and last name when both exist', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.com' })).toBe('Ada Lovelace');
  });
  it('falls back to the email when a name part is missing', () => {
    expect(displayName({ firstName: 'Ada', lastName: null, email: 'ada@x.com' })).toBe('ada@x.com');
  });
  it("falls back to 'User' without name or email", () => {
    expect(displayName({ firstName: null, lastName: null, email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

describe('initials', () => {
  it('takes the first letters of first and last name', () => {
    expect(initials({ firstName: 'ada', lastName: 'lovelace', email: 'a@x.com' })).toBe('AL');
  });
  it("uses the email's first letter upper-cased without both names", () => {
    expect(initials({ firstName: 'Ada', lastName: null, email: 'zed@x.com' })).toBe('Z');
  });
  it("falls back to 'U'", () => {
    expect(initials({ firstName: null, lastName: null, email: null })).toBe('U');
    expect(initials(undefined)).toBe('U');
  });
});

describe('auditUserDisplay', () => {
  const base = { userFirstName: null, userLastName: null, userEmail: null };
  it('prefers the full name, then the first name, then the email', () => {
    expect(auditUserDisplay({ ...base, userFirstName: 'Ada', userLastName: 'L', userEmail: 'a@x' })).toBe('Ada L');
    expect(auditUserDisplay({ ...base, userFirstName: 'Ada', userEmail: 'a@x' })).toBe('Ada');
    expect(auditUserDisplay({ ...base, userEmail: 'a@x' })).toBe('a@x');
  });
  it("says 'Unknown User' with nothing to show", () => {
    expect(auditUserDisplay(base)).toBe('Unknown User');
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  it("uses the 'ago' suffix for the past", () => {
    expect(relativeTime('2026-01-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-01-10T11:00:00Z', now)).toBe('1 hour ago');
    expect(relativeTime('2026-01-07T12:00:00Z', now)).toBe('3 days ago');
  });
  it("uses the 'in' prefix for the future", () => {
    expect(relativeTime('2026-01-10T14:00:00Z', now)).toBe('in 2 hours');
  });
  it('says less than a minute for very recent times', () => {
    expect(relativeTime('2026-01-10T11:59:40Z', now)).toBe('less than a minute ago');
  });
});

describe('fileSizeKb', () => {
  it('shows kilobytes with two decimals', () => {
    expect(fileSizeKb(1536)).toBe('1.50 KB');
    expect(fileSizeKb(100)).toBe('0.10 KB');
  });
});

describe('auditDetail', () => {
  it('summarises the known detail fields', () => {
    expect(auditDetail({ entityType: 'prompt', entityId: 'abcdef123456', details: { snippetsCount: 12, url: 'https://h.example' } })).toBe(
      'Snippets: 12 · URL: https://h.example',
    );
  });
  it('summarises user entries and the run, prompt and model details the API writes', () => {
    expect(auditDetail({ entityType: 'user', entityId: 'u1234567890', details: { email: 'x@y.example', via: 'password' } })).toBe(
      'Email: x@y.example · Via: password',
    );
    expect(auditDetail({ entityType: 'user', entityId: 'u1234567890', details: { field: 'isActive', value: false, email: 'x@y.example' } })).toBe(
      'isActive → false · Email: x@y.example',
    );
    expect(auditDetail({ entityType: 'prompt', entityId: 'profile', details: { type: 'profile', version: 2 } })).toBe('Type: profile · Version: v2');
    expect(auditDetail({ entityType: 'hotel', entityId: 'run', details: { hotelsCount: 4, runId: '0123456789abcdef', model: 'builtin' } })).toBe(
      'Hotel: run · Hotels: 4 · Model: builtin · Run: 01234567',
    );
  });
  it('names the hotel of hotel, profile and snippet entries first', () => {
    expect(auditDetail({ entityType: 'hotel', entityId: 'H1', details: { url: 'https://h.example', model: 'builtin' } })).toBe(
      'Hotel: H1 · URL: https://h.example · Model: builtin',
    );
    expect(auditDetail({ entityType: 'hotel', entityId: 'H1', details: { name: 'Grand Hotel' } })).toBe('Hotel: H1 · Name: Grand Hotel');
    expect(auditDetail({ entityType: 'profile', entityId: 'H2', details: { hotelId: 'H2', model: 'builtin', version: 3 } })).toBe(
      'Hotel: H2 · Version: v3 · Model: builtin',
    );
    // Profile entries written before they carried hotelId are keyed by the hotel.
    expect(auditDetail({ entityType: 'profile', entityId: 'H3', details: { version: 1 } })).toBe('Hotel: H3 · Version: v1');
    expect(auditDetail({ entityType: 'snippet', entityId: 'snip-uuid', details: { type: 'amenity', url: 'https://h.example/a', hotelId: 'H4' } })).toBe(
      'Hotel: H4 · URL: https://h.example/a · Type: amenity',
    );
  });
  it('says why a capture failed', () => {
    expect(
      auditDetail({ entityType: 'hotel', entityId: 'H1', details: { runId: 'abcdef0123', url: 'https://h.example', snippetsCount: 0, error: 'Homepage answered 404' } }),
    ).toBe('Hotel: H1 · Snippets: 0 · URL: https://h.example · Error: Homepage answered 404 · Run: abcdef01');
  });
  it('returns the hotel apart from the rest, for the page to link it', () => {
    const entry = { entityType: 'profile' as const, entityId: 'H2', details: { hotelId: 'H2', model: 'builtin' } };
    expect(auditHotelId(entry)).toBe('H2');
    expect(auditDetailText(entry)).toBe('Model: builtin');
    expect(auditHotelId({ entityType: 'user', entityId: 'u1', details: null })).toBeNull();
  });
  it('falls back to the first 8 characters of the entity id', () => {
    expect(auditDetail({ entityType: 'prompt', entityId: 'abcdef123456', details: null })).toBe('abcdef12');
    expect(auditDetail({ entityType: 'user', entityId: 'abcdef123456', details: { other: 1 } })).toBe('abcdef12');
  });
});

describe('plural', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(plural('profile', 1)).toBe('profile');
    expect(plural('profile', 0)).toBe('profiles');
    expect(plural('profile', 2)).toBe('profiles');
    expect(plural('entry', 3, 'entries')).toBe('entries');
  });
});
