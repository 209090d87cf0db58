import { describe, expect, it } from 'vitest';
import { isSidebarShortcut, readSidebarCookie, sidebarCookie } from './sidebar-state';
import { isActivePath, visibleNavItems } from './nav-items';

describe('sidebar cookie', () => {
  it('persists the state for 7 days on the whole site', () => {
    expect(sidebarCookie(false)).toContain('sidebar_state=false');
    expect(sidebarCookie(false)).toContain('max-age=604800');
    expect(sidebarCookie(false)).toContain('path=/');
  });
  it('reads the stored state and defaults to expanded', () => {
    expect(readSidebarCookie('a=1; sidebar_state=false')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
    expect(readSidebarCookie('')).toBe(true);
  });
});

describe('sidebar shortcut', () => {
  it('is b with Ctrl or Cmd', () => {
    expect(isSidebarShortcut({ key: 'b', ctrlKey: true, metaKey: false, altKey: false })).toBe(true);
    expect(isSidebarShortcut({ key: 'B', ctrlKey: false, metaKey: true, altKey: false })).toBe(true);
    expect(isSidebarShortcut({ key: 'b', ctrlKey: false, metaKey: false, altKey: false })).toBe(false);
  });
});

describe('navigation entries', () => {
  it('shows Users and Webhooks between Hotels and Audit Logs for admins only', () => {
    expect(visibleNavItems(true).map((i) => i.title)).toEqual(['Dashboard', 'Hotels', 'Changes', 'Users', 'Webhooks', 'Audit Logs']);
    expect(visibleNavItems(false).map((i) => i.title)).toEqual(['Dashboard', 'Hotels', 'Changes', 'Audit Logs']);
  });
  it('highlights Hotels on a hotel detail page and Dashboard only on /', () => {
    expect(isActivePath('/hotels', '/hotels/h-1')).toBe(true);
    expect(isActivePath('/', '/hotels')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });
});
