import type { RemoteName, UnreadKey } from '@telehealth/shared/contracts';
import { useSessionStore } from '@telehealth/shared/session';
import { menuSections } from '../federation/remote-directory';
import { mayOpen } from '../access/screen-access';

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
  // Only what the admin's role may open (the API would refuse the rest), and a dot only where the
  // admin can act on what it announces.
  return items
    .filter((item) => mayOpen(item.path, permissions))
    .map((item) => (item.dot && !mayActOn(item.dot, permissions) ? { ...item, dot: undefined } : item));
}

/** What an admin must be allowed to do for a dot to mean something to them. */
const DOT_ACTION: Partial<Record<UnreadKey, string>> = {
  // New suggestions wait for a review: a role that cannot review them has nothing to do there.
  unreadSpeciality: 'suggestions.review',
  unreadService: 'suggestions.review',
};

function mayActOn(dot: UnreadKey, permissions: readonly string[] | undefined): boolean {
  const needed = DOT_ACTION[dot];
  return !needed || Boolean(permissions?.includes(needed));
}
