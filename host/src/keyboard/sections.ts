import { MENU } from '../federation/remote-registry';

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
  '/admin/settings': 't',
};

/** Every screen the palette and `g` can go to: the menu's, then Settings (the top bar's cog). */
export function sections(): Section[] {
  return [...MENU, { label: 'Settings', path: '/admin/settings' }].map((item) => ({
    label: item.label,
    path: item.path,
    key: KEYS[item.path] ?? '',
  }));
}
