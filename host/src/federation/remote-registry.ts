import type { RemoteName, UnreadKey } from '@telehealth/shared/contracts';

/**
 * Which remote owns which first path segment under /admin. The host knows this without loading a
 * remote, so remotes load lazily on first navigation and the menu is complete from the start.
 */
export const SECTION_OWNERS: Record<string, RemoteName> = {
  doctors: 'people',
  patients: 'people',
  clinics: 'people',
  appointments: 'commerce',
  payments: 'commerce',
  specialties: 'catalog',
  services: 'catalog',
  'board-certifications': 'catalog',
  enquiries: 'inbox',
  notifications: 'inbox',
};

/** Module Federation container names (JS identifiers) of the remotes. */
export const FEDERATION_NAMES: Record<RemoteName, string> = {
  people: 'remote_people',
  commerce: 'remote_commerce',
  catalog: 'remote_catalog',
  inbox: 'remote_inbox',
};

/** What the unavailable-module panel calls each remote. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  people: 'Doctors, patients and clinics',
  commerce: 'Appointments and payments',
  catalog: 'Specialties, services and board certifications',
  inbox: 'Enquiries and notifications',
};

export interface MenuItem {
  label: string;
  path: string;
  dot?: UnreadKey;
}

/** The menu of spec section 2 (plus Clinics, see docs/decisions.md). */
export const MENU: MenuItem[] = [
  { label: 'Dashboard', path: '/admin/dashboard' },
  { label: 'Doctors', path: '/admin/doctors' },
  { label: 'Patients', path: '/admin/patients' },
  { label: 'Clinics', path: '/admin/clinics' },
  { label: 'Appointments', path: '/admin/appointments' },
  { label: 'Payments', path: '/admin/payments' },
  { label: 'Specialties', path: '/admin/specialties', dot: 'unreadSpeciality' },
  { label: 'Services', path: '/admin/services', dot: 'unreadService' },
  { label: 'Enquiries', path: '/admin/enquiries' },
  { label: 'Board Certifications', path: '/admin/board-certifications' },
  { label: 'Notifications', path: '/admin/notifications', dot: 'unread_notification' },
  // Host-owned, beside Settings: it belongs to no one remote (issue 24).
  { label: 'Audit Log', path: '/admin/audit-log' },
];
