// How the audit log's entries read to an administrator.

const ACTION_LABELS: Record<string, string> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Failed sign-in',
  'auth.logout': 'Signed out',
  'auth.password_change': 'Changed own password',
  'auth.password_reset': 'Reset password',
  'doctor.approve': 'Approved doctor',
  'doctor.reject': 'Rejected doctor',
  'doctor.block': 'Blocked doctor',
  'doctor.unblock': 'Unblocked doctor',
  'doctor.delete': 'Deleted doctor',
  'doctor.sponsored': 'Changed sponsorship',
  'doctor.broadcast': 'Sent a broadcast',
  'doctor.change_password': "Changed doctor's password",
  'patient.read': 'Viewed patient record',
  'patient.block': 'Blocked patient',
  'patient.unblock': 'Unblocked patient',
  'patient.delete': 'Deleted patient',
  'clinic.approve': 'Approved clinic',
  'clinic.reject': 'Rejected clinic',
  'clinic.block': 'Blocked clinic',
  'clinic.unblock': 'Unblocked clinic',
  'clinic.delete': 'Deleted clinic',
  'user.impersonate': 'Opened account in main site',
  'payment.refund': 'Refunded payment',
  'enquiry.reply': 'Replied to enquiry',
  'enquiry.complete': 'Marked enquiry done',
  'enquiry.reopen': 'Reopened enquiry',
  'settings.update': 'Changed settings',
  'notification_feed.clear': 'Cleared notifications',
};

/** 'doctor.block' → 'Blocked doctor'; an unknown action reads as its words ('audit.export' → 'Audit export'). */
export function auditActionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/[._]/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : action;
}

function dollarsFromCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * An entry's details in a line: 'active → blocked', 'full_refund, $154.65', 'rows: 120'; other keys
 * as 'key: value'.
 */
export function describeAuditDetails(details: Record<string, unknown> | null | undefined): string {
  if (!details) return '';
  const parts: string[] = [];
  const rest = { ...details };
  if ('from' in rest || 'to' in rest) {
    parts.push(`${valueText(rest.from)} → ${valueText(rest.to)}`);
    delete rest.from;
    delete rest.to;
  }
  if (typeof rest.type === 'string') {
    parts.push(rest.type);
    delete rest.type;
  }
  for (const [key, value] of Object.entries(rest)) {
    if (key.endsWith('_cents') && typeof value === 'number') {
      parts.push(`${key.replace(/_cents$/, '').replace(/_/g, ' ')}: ${dollarsFromCents(value)}`);
    } else if (key === 'filter' && value && typeof value === 'object') {
      parts.push(`filter: ${JSON.stringify(value)}`);
    } else {
      parts.push(`${key.replace(/_/g, ' ')}: ${valueText(value)}`);
    }
  }
  return parts.join(', ');
}

/** The admin page a target opens, when it has one. */
export function auditTargetPath(type: string | null, uid: string | null): string | null {
  if (!type || !uid) return null;
  switch (type) {
    case 'doctor':
      return `/admin/doctors/${uid}`;
    case 'patient':
      return `/admin/patients/${uid}`;
    case 'clinic':
      return `/admin/clinics/${uid}`;
    case 'appointment':
      return `/admin/appointments/${uid}`;
    case 'enquiry':
      return `/admin/enquiries/${uid}`;
    default:
      return null;
  }
}
