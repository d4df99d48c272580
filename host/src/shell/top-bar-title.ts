import type { MenuItem } from './menu-items';

/**
 * What the top bar names: the page's own name once that page has set it; while a page is still
 * loading (its code or its remote), the menu section it belongs to, never the previous page's name
 * (after signing in from a deep link, that was "Login").
 */
export function topBarTitle(
  pathname: string,
  stored: { title: string; titlePath: string | null },
  items: MenuItem[],
): string {
  if (stored.titlePath === null || stored.titlePath === pathname) return stored.title;
  const section = items.find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`));
  if (section) return section.label;
  return pathname.startsWith('/admin/settings') ? 'Settings' : '';
}
