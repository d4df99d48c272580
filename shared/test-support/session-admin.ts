import type { SessionAdmin } from '@telehealth/shared/contracts';
import { useSessionStore } from '@telehealth/shared/session';

/** Every permission an Owner holds, as the API's sign-in answer lists them (api/src/lib/permissions.ts). */
export const OWNER_PERMISSIONS = [
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
  'notifications.view',
  'notifications.clear',
  'settings.view',
  'settings.write',
  'audit.view',
  'audit.export',
  'admins.manage',
];

export const OWNER: SessionAdmin = {
  uid: 'owner-uid',
  email: 'admin@example.com',
  full_name: 'Administrator',
  role: 'owner',
  permissions: OWNER_PERMISSIONS,
};

/** An admin of `role` holding only `permissions`. */
export function adminWith(role: string, permissions: string[]): SessionAdmin {
  return { uid: `${role}-uid`, email: `${role}@example.com`, full_name: `${role} admin`, role, permissions };
}

/** Makes `admin` the signed-in administrator of the session store (what a sign-in answer does). */
export function signInAs(admin: SessionAdmin): void {
  useSessionStore.setState({ admin });
}
