// How the audit log's entries read to an administrator.

/**
 * How an action reads when the API sent no label for it (each entry carries `action_label`, the
 * label the module writing the action declared): its words ('audit.export' → 'Audit export').
 */
export function auditActionLabel(action: string): string {
  const words = action.replace(/[._]/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : action;
}

function dollarsFromCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** 'full_refund' → 'Full refund', 'cancelled_appointments' → 'Cancelled appointments'. */
function words(text: string): string {
  const spaced = text.replace(/[_.]+/g, ' ').trim();
  return spaced ? spaced[0].toUpperCase() + spaced.slice(1) : text;
}

// Keys whose value is a code (a status, a type): shown as words, not as the raw snake_case.
const CODE_VALUES = new Set(['from', 'to', 'type', 'status', 'reason', 'outcome', 'gateway', 'role']);

// Keys that read better renamed.
const KEY_LABELS: Record<string, string> = {
  amount_cents: 'Amount',
  refund_id: 'Refund ID',
  reply_id: 'Reply ID',
  role_id: 'Role',
  admin_commission: 'Commission %',
  cancellation_fee: 'Cancellation fee %',
  admin_email: 'Admin e-mail',
  length: 'Characters',
};

const ROLE_NAMES: Record<string, string> = { '2': 'Patient', '3': 'Doctor', '4': 'Clinic' };

function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (key === 'role_id') return ROLE_NAMES[String(value)] ?? String(value);
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  // Only a code made of lower-case words is rewritten; an id, an e-mail or a number stays as stored.
  return CODE_VALUES.has(key) && /^[a-z]+(_[a-z]+)*$/.test(text) ? words(text) : text;
}

/**
 * An entry's details in a line an administrator reads: a change as 'Active → Blocked', a refund as
 * 'Full refund, Amount: $154.65, Refund ID: re_1' (the type and amount first, so they are never the
 * part cut off), other keys as 'Label: value' with no raw snake_case.
 */
export function describeAuditDetails(details: Record<string, unknown> | null | undefined): string {
  if (!details) return '';
  const parts: string[] = [];
  const rest = { ...details };
  if ('from' in rest || 'to' in rest) {
    parts.push(`${valueText('from', rest.from)} → ${valueText('to', rest.to)}`);
    delete rest.from;
    delete rest.to;
  }
  if (typeof rest.type === 'string') {
    parts.push(valueText('type', rest.type));
    delete rest.type;
  }
  if (typeof rest.amount_cents === 'number') {
    parts.push(`Amount: ${dollarsFromCents(rest.amount_cents)}`);
    delete rest.amount_cents;
  }
  for (const [key, value] of Object.entries(rest)) {
    if (key.endsWith('_cents') && typeof value === 'number') {
      parts.push(`${words(key.replace(/_cents$/, ''))}: ${dollarsFromCents(value)}`);
    } else if (key === 'filter' && value && typeof value === 'object') {
      parts.push(`Filter: ${JSON.stringify(value)}`);
    } else {
      parts.push(`${KEY_LABELS[key] ?? words(key)}: ${valueText(key, value)}`);
    }
  }
  return parts.join(', ');
}

/** How a target's kind reads: 'admin_invitation' → 'Admin invitation'. */
export function auditTargetTypeLabel(type: string): string {
  return words(type);
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
