import { useSessionStore } from '@telehealth/shared/session';
import { mayOpen } from '../access/screen-access';
import { menuItems } from '../shell/menu-items';

export interface Section {
  label: string;
  path: string;
  /** The letter that follows `g` to go there. */
  key: string;
}

/** The letter of each screen after `g` (Dashboard is "home": `d` is Doctors). */
const KEYS: Record<string, string> = {
  '/admin/dashboard': 'h',
  '/admin/doctors': 'd',
  '/admin/patients': 'p',
  '/admin/clinics': 'c',
  '/admin/appointments': 'a',
  '/admin/payments': 'y',
  '/admin/specialties': 's',
  '/admin/services': 'v',
  '/admin/board-certifications': 'b',
  '/admin/enquiries': 'e',
  '/admin/notifications': 'n',
  '/admin/audit-log': 'l',
  '/admin/settings': 't',
};

/**
 * Every screen the palette and `g` can go to that the admin's role may open: the menu's (the
 * host's and those the remotes declare), then Settings (the top bar's cog) and Administrators. A section added by a remote has no letter until one
 * is given here; the palette finds it by name all the same.
 */
export function sections(): Section[] {
  const permissions = useSessionStore.getState().admin?.permissions;
  const extra = [
    { label: 'Settings', path: '/admin/settings' },
    { label: 'Administrators', path: '/admin/settings/administrators' },
  ].filter((item) => mayOpen(item.path, permissions));
  return [...menuItems(), ...extra].map((item) => ({
    label: item.label,
    path: item.path,
    key: KEYS[item.path] ?? '',
  }));
}
