// Generated from the API's permission matrix (api/src/lib/permissions.ts) by `pnpm gen:api-types`: do not
// edit. Change the matrix, then run `pnpm gen:api-types` and commit this file; the API's tests fail while
// it differs.

/** Every permission the API knows: what a `remote.json` section and an admin's session name. */
export const PERMISSIONS = [
  'account.self',
  'dashboard.view',
  'doctors.view',
  'doctors.export',
  'doctors.approve',
  'doctors.sponsor',
  'doctors.broadcast',
  'doctors.password',
  'patients.view',
  'patients.export',
  'clinics.view',
  'users.block',
  'users.delete',
  'users.impersonate',
  'appointments.view',
  'appointments.export',
  'payments.view',
  'payments.export',
  'payments.refund',
  'revenue.view',
  'catalog.view',
  'catalog.write',
  'suggestions.review',
  'enquiries.view',
  'enquiries.export',
  'enquiries.reply',
  'enquiries.assign',
  'doctors.assign',
  'suggestions.assign',
  'notes.write',
  'notes.moderate',
  'notifications.view',
  'notifications.clear',
  'settings.view',
  'settings.write',
  'audit.view',
  'audit.export',
  'admins.manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];
