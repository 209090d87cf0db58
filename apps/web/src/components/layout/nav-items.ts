import { ClipboardList, GitCompareArrows, Hotel, LayoutDashboard, Users, Webhook, type LucideIcon } from 'lucide-react';

export interface NavItem {
  title: string;
  to: '/' | '/hotels' | '/changes' | '/users' | '/webhooks' | '/audit-logs';
  icon: LucideIcon;
  adminOnly?: boolean;
}

/** Section 2: this order (Changes right after Hotels); Users and Webhooks sit before Audit Logs and only admins see them. */
export const NAV_ITEMS: NavItem[] = [
  { title: 'Dashboard', to: '/', icon: LayoutDashboard },
  { title: 'Hotels', to: '/hotels', icon: Hotel },
  { title: 'Changes', to: '/changes', icon: GitCompareArrows },
  { title: 'Users', to: '/users', icon: Users, adminOnly: true },
  { title: 'Webhooks', to: '/webhooks', icon: Webhook, adminOnly: true },
  { title: 'Audit Logs', to: '/audit-logs', icon: ClipboardList },
];

export function visibleNavItems(isAdmin: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.adminOnly || isAdmin);
}

export function isActivePath(itemTo: string, pathname: string): boolean {
  if (itemTo === '/') return pathname === '/';
  return pathname === itemTo || pathname.startsWith(`${itemTo}/`);
}

/** The screen's name for the mobile header: the nav entry the path belongs to (/hotels/H1 → 'Hotels'). */
export function navTitleFor(pathname: string): string | null {
  return NAV_ITEMS.find((item) => isActivePath(item.to, pathname))?.title ?? null;
}
