// The permission matrix, written once. Every API operation declares one permission in its route
// definition (`config: { permission }`), the permissions plugin refuses a request whose admin's role
// lacks it, and the OpenAPI document shows it as `x-permission`. A role is only a set of these names:
// changing what a role may do is an edit of ROLE_PERMISSIONS below, nothing else.

export const PERMISSIONS = [
  // Any signed-in admin, on their own account and session: who am I, sign out, change my password,
  // my saved views, my live-update stream, the palette's search (filtered by the other permissions).
  'account.self',
  'dashboard.view',
  'doctors.view',
  'doctors.export',
  /** Approve or reject a pending doctor or clinic. */
  'doctors.approve',
  'doctors.sponsor',
  'doctors.broadcast',
  /** Set a doctor's password (mailed to the doctor). */
  'doctors.password',
  'patients.view',
  'patients.export',
  'clinics.view',
  /** Block and unblock doctors, patients and clinics. */
  'users.block',
  /** Delete doctors, patients and clinics. */
  'users.delete',
  /** Open a doctor's, patient's or clinic's session on the main site (Edit). */
  'users.impersonate',
  'appointments.view',
  'appointments.export',
  'payments.view',
  'payments.export',
  'payments.refund',
  'revenue.view',
  'catalog.view',
  /** Create, rename, reprice and delete specialties, services and board certifications. */
  'catalog.write',
  /** Accept or reject doctors' suggestions for the catalogue. */
  'suggestions.review',
  'enquiries.view',
  'enquiries.export',
  /** Reply to an enquiry and change its status (one or many). */
  'enquiries.reply',
  /** Assign pending enquiries (to oneself or a teammate who may reply), or unassign them. */
  'enquiries.assign',
  /** Assign doctors awaiting approval (to oneself or a teammate who may approve), or unassign them. */
  'doctors.assign',
  /** Assign suggested specialties and services awaiting review, or unassign them. */
  'suggestions.assign',
  /** Write internal notes on the records the role reads; edit (10 minutes) and delete one's own. */
  'notes.write',
  /** Delete anyone's internal note. */
  'notes.moderate',
  'notifications.view',
  'notifications.clear',
  'settings.view',
  /** The payment settings (admin e-mail, commission, cancellation fee). */
  'settings.write',
  'audit.view',
  'audit.export',
  /** Invite administrators, change their roles, deactivate and reactivate them. */
  'admins.manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['owner', 'operations', 'finance', 'support', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  operations: 'Operations',
  finance: 'Finance',
  support: 'Support',
  auditor: 'Auditor',
};

/** What every role reads: the lists and details each screen shows (patients' personal data masked in lists). */
const READ_EVERYTHING: Permission[] = [
  'account.self',
  'dashboard.view',
  'doctors.view',
  'patients.view',
  'clinics.view',
  'appointments.view',
  'payments.view',
  'catalog.view',
  'enquiries.view',
  'notifications.view',
  'settings.view',
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  operations: [
    ...READ_EVERYTHING,
    'doctors.export',
    'doctors.approve',
    'doctors.sponsor',
    'doctors.broadcast',
    'doctors.password',
    'patients.export',
    'users.block',
    'users.delete',
    'users.impersonate',
    'catalog.write',
    'suggestions.review',
    'notifications.clear',
    'doctors.assign',
    'suggestions.assign',
    'notes.write',
  ],
  finance: [
    ...READ_EVERYTHING,
    'appointments.export',
    'payments.export',
    'payments.refund',
    'revenue.view',
    'settings.write',
    'notes.write',
  ],
  support: [...READ_EVERYTHING, 'enquiries.reply', 'enquiries.assign', 'notes.write'],
  auditor: [
    ...READ_EVERYTHING,
    'revenue.view',
    'doctors.export',
    'patients.export',
    'appointments.export',
    'payments.export',
    'enquiries.export',
    'audit.view',
    'audit.export',
  ],
};

const SETS = new Map<Role, ReadonlySet<Permission>>(
  ROLES.map((role) => [role, new Set(ROLE_PERMISSIONS[role])]),
);
const NONE: ReadonlySet<Permission> = new Set();

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}

/** The permissions of a role (none for a name that is not a role: deny by default). */
export function permissionsOf(role: string): ReadonlySet<Permission> {
  return SETS.get(role as Role) ?? NONE;
}

export function roleAllows(role: string, permission: Permission): boolean {
  return permissionsOf(role).has(permission);
}

/** The permissions of a role as the session answers carry them, in the matrix's order. */
export function permissionList(role: string): Permission[] {
  const held = permissionsOf(role);
  return PERMISSIONS.filter((permission) => held.has(permission));
}

/** What a refusal says: which permission is missing, in words an administrator can act on. */
export function forbiddenMessage(permission: Permission): string {
  return `You don't have permission to do this (${permission}); ask an Owner for access`;
}
