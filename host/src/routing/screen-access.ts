/**
 * The permission each screen needs to be opened (names as the API declares them). The API refuses
 * what a screen would read anyway; this keeps the menu, the palette and deep links to what the
 * admin may open. A path no entry covers (a section a newer remote adds) is left to the API.
 */
export const SCREENS: readonly { path: string; permission: string; label: string }[] = [
  { path: '/admin/dashboard', permission: 'dashboard.view', label: 'Dashboard' },
  { path: '/admin/my-work', permission: 'account.self', label: 'My work' },
  { path: '/admin/trends', permission: 'dashboard.view', label: 'Trends' },
  { path: '/admin/doctors', permission: 'doctors.view', label: 'Doctors' },
  { path: '/admin/patients', permission: 'patients.view', label: 'Patients' },
  { path: '/admin/clinics', permission: 'clinics.view', label: 'Clinics' },
  { path: '/admin/appointments', permission: 'appointments.view', label: 'Appointments' },
  { path: '/admin/payments', permission: 'payments.view', label: 'Payments' },
  { path: '/admin/specialties', permission: 'catalog.view', label: 'Specialties' },
  { path: '/admin/services', permission: 'catalog.view', label: 'Services' },
  { path: '/admin/board-certifications', permission: 'catalog.view', label: 'Board Certifications' },
  { path: '/admin/enquiries', permission: 'enquiries.view', label: 'Enquiries' },
  { path: '/admin/notifications', permission: 'notifications.view', label: 'Notifications' },
  { path: '/admin/audit-log', permission: 'audit.view', label: 'Audit Log' },
  { path: '/admin/settings/administrators', permission: 'admins.manage', label: 'Administrators' },
  { path: '/admin/settings', permission: 'settings.view', label: 'Settings' },
];

/** The screen entry covering `pathname` (the longest matching path), if any. */
export function screenAt(pathname: string) {
  const path = pathname.replace(/\/+$/, '');
  let best: (typeof SCREENS)[number] | undefined;
  for (const screen of SCREENS) {
    const covers = path === screen.path || path.startsWith(`${screen.path}/`);
    if (covers && (!best || screen.path.length > best.path.length)) best = screen;
  }
  return best;
}

/** Whether an admin holding `permissions` may open `pathname` (a path no screen covers: yes). */
export function mayOpen(pathname: string, permissions: readonly string[] | undefined): boolean {
  const screen = screenAt(pathname.split(/[?#]/)[0]);
  return !screen || (permissions?.includes(screen.permission) ?? false);
}
