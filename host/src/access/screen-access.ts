import { menuSections } from '../federation/remote-directory';

interface Screen {
  path: string;
  /** The permission it needs (names as the API declares them); none: left to the API. */
  permission?: string;
  label: string;
}

/**
 * The host's own screens and the permission each needs. The remotes' screens declare theirs in
 * their `remote.json` (copied into config.json), so a section a remote adds carries its own.
 */
const HOST_SCREENS: readonly Screen[] = [
  { path: '/admin/dashboard', permission: 'dashboard.view', label: 'Dashboard' },
  { path: '/admin/my-work', permission: 'account.self', label: 'My work' },
  { path: '/admin/trends', permission: 'dashboard.view', label: 'Trends' },
  { path: '/admin/audit-log', permission: 'audit.view', label: 'Audit Log' },
  { path: '/admin/settings/administrators', permission: 'admins.manage', label: 'Administrators' },
  { path: '/admin/settings', permission: 'settings.view', label: 'Settings' },
];

function screens(): Screen[] {
  const remoteScreens = menuSections().map((section) => ({
    path: `/admin/${section.path}`,
    permission: section.permission,
    label: section.label,
  }));
  return [...HOST_SCREENS, ...remoteScreens];
}

/** The screen covering `pathname` (the longest matching path), if any. */
export function screenAt(pathname: string): Screen | undefined {
  const path = pathname.replace(/\/+$/, '');
  let best: Screen | undefined;
  for (const screen of screens()) {
    const covers = path === screen.path || path.startsWith(`${screen.path}/`);
    if (covers && (!best || screen.path.length > best.path.length)) best = screen;
  }
  return best;
}

/**
 * Whether an admin holding `permissions` may open `pathname`. The API refuses what a screen would
 * read anyway; this keeps the menu, the palette and deep links to what the admin may open. A path
 * no screen covers, or a section of an older release that declares no permission: yes (the API
 * decides).
 */
export function mayOpen(pathname: string, permissions: readonly string[] | undefined): boolean {
  const screen = screenAt(pathname.split(/[?#]/)[0]);
  if (!screen?.permission) return true;
  return permissions?.includes(screen.permission) ?? false;
}
