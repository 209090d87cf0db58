/** Section 9: sidebar cookie name, lifetime (7 days), mobile breakpoint. */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 604_800;
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';

export function readSidebarCookie(cookie: string): boolean {
  const match = cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith(`${SIDEBAR_COOKIE}=`));
  if (!match) return true; // expanded unless the person collapsed it
  return match.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

/** Ctrl+B or Cmd+B toggles the sidebar. */
export function isSidebarShortcut(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return e.key.toLowerCase() === 'b' && (e.ctrlKey || e.metaKey) && !e.altKey;
}
