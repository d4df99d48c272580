import { permissionList, type Role } from '../../lib/permissions.js';

/** The signed-in admin as the login answer and /user/me carry it: who, the role, and what it may do. */
export function sessionUser(admin: {
  uid: string;
  email: string;
  fullName: string;
  role: Role;
  enrolOnly?: boolean;
}) {
  return {
    ...(admin.enrolOnly ? { second_factor_enrolment_required: true } : {}),
    uid: admin.uid,
    email: admin.email,
    full_name: admin.fullName,
    role: admin.role,
    permissions: permissionList(admin.role),
  };
}
