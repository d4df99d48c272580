import type { RemoteName, UnreadKey } from '@telehealth/shared/contracts';
import { useSessionStore } from '@telehealth/shared/session';
import { menuSections } from '../federation/remote-directory';
import { mayOpen } from '../routing/screen-access';

export interface MenuItem {
  label: string;
  path: string;
  icon: string;
  dot?: UnreadKey;
  /** Shows how many work items wait for the admin (My work). */
  workCount?: boolean;
  /** The remote owning the page; none for the host's own pages. */
  remote?: RemoteName;
}

/**
 * The sections the signed-in admin may open: the host's Dashboard and My work, every remote's sections in their declared order as the runtime
 * configuration lists them (the menu is complete before any remote loads), then the host's Audit
 * Log, which belongs to no one domain.
 */
export function menuItems(): MenuItem[] {
  const permissions = useSessionStore.getState().admin?.permissions;
  const items: MenuItem[] = [
    { label: 'Dashboard', path: '/admin/dashboard', icon: 'dashboard' },
    { label: 'My work', path: '/admin/my-work', icon: 'list-checks', workCount: true },
    { label: 'Trends', path: '/admin/trends', icon: 'trending-up' },
    ...menuSections().map((section) => ({ ...section, path: `/admin/${section.path}` })),
    { label: 'Audit Log', path: '/admin/audit-log', icon: 'scroll-text' },
  ];
  // Only what the admin's role may open (the API would refuse the rest).
  return items.filter((item) => mayOpen(item.path, permissions));
}
