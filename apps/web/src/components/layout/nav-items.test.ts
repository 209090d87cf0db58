import { describe, expect, it } from 'vitest';
import { navTitleFor } from './nav-items';

describe('nav items', () => {
  it('names the screen of a path for the mobile header', () => {
    expect(navTitleFor('/')).toBe('Dashboard');
    expect(navTitleFor('/hotels')).toBe('Hotels');
    expect(navTitleFor('/hotels/H-1')).toBe('Hotels');
    expect(navTitleFor('/audit-logs')).toBe('Audit Logs');
    expect(navTitleFor('/changes')).toBe('Changes');
    expect(navTitleFor('/webhooks')).toBe('Webhooks');
    expect(navTitleFor('/nope')).toBeNull();
  });
});
