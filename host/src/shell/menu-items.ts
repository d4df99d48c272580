import type { RemoteName, UnreadKey } from '@telehealth/shared/contracts';
import { menuSections } from '../federation/remote-directory';

export interface MenuItem {
  label: string;
  path: string;
  icon: string;
  dot?: UnreadKey;
  /** The remote owning the page; none for the host's own pages. */
  remote?: RemoteName;
}

/**
 * The host's Dashboard, every remote's sections in their declared order as the runtime
 * configuration lists them (the menu is complete before any remote loads), then the host's Audit
 * Log, which belongs to no one domain.
 */
export function menuItems(): MenuItem[] {
  return [
    { label: 'Dashboard', path: '/admin/dashboard', icon: 'dashboard' },
    ...menuSections().map((section) => ({ ...section, path: `/admin/${section.path}` })),
    { label: 'Audit Log', path: '/admin/audit-log', icon: 'scroll-text' },
  ];
}
