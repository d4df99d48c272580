import type { SessionAdmin } from '@telehealth/shared/contracts';
import { useSessionStore } from '@telehealth/shared/session';
import { PERMISSIONS } from '../src/contracts/permissions.generated';

/**
 * Every permission an Owner holds, as the API's sign-in answer lists them: the names generated from
 * the API's own matrix, so the front end's tests cannot drift from it.
 */
export const OWNER_PERMISSIONS: string[] = [...PERMISSIONS];

export const OWNER: SessionAdmin = {
  uid: 'owner-uid',
  email: 'admin@example.com',
  full_name: 'Administrator',
  role: 'owner',
  permissions: OWNER_PERMISSIONS,
};

/** An admin of `role` holding only `permissions`. */
export function adminWith(role: SessionAdmin['role'], permissions: string[]): SessionAdmin {
  return { uid: `${role}-uid`, email: `${role}@example.com`, full_name: `${role} admin`, role, permissions };
}

/** Makes `admin` the signed-in administrator of the session store (what a sign-in answer does). */
export function signInAs(admin: SessionAdmin): void {
  useSessionStore.setState({ admin });
}
