import type { NoteKind } from '../../plugins/registry.js';

/**
 * The records that take internal notes as this module declares them; any other module declares its
 * own (`records: { coupons: { …, notes: true } }`, see plugins/registry.ts).
 */
export type NoteRecord = NoteKind;

// `$1` takes the key column's type: a cast on the column (`t.uid::text = $1`) cannot use its
// unique index, and read every user or appointment to find one (35 ms a doctor's notes at scale).
const user = (roleId: number, label: string) =>
  `select ${label} as label from users t where t.uid = $1 and t.role_id = ${roleId}`;

export const BUILT_IN_NOTE_RECORDS: readonly NoteRecord[] = [
  {
    type: 'doctor',
    view: 'doctors.view',
    find: user(3, `coalesce(nullif(trim(coalesce(t.full_name, '')), ''), t.email, 'Doctor')`),
    key: 'uid',
    noun: 'Doctor',
    auditTarget: 'doctor',
  },
  // A patient's name is encrypted and never shown outside their record: the inbox says 'A patient'.
  {
    type: 'patient',
    view: 'patients.view',
    find: user(2, `'A patient'`),
    key: 'uid',
    noun: 'Patient',
    auditTarget: 'patient',
  },
  {
    type: 'clinic',
    view: 'clinics.view',
    find: user(4, `coalesce(nullif(trim(coalesce(t.full_name, '')), ''), t.email, 'Clinic')`),
    key: 'uid',
    noun: 'Clinic',
    auditTarget: 'clinic',
  },
  {
    type: 'appointment',
    view: 'appointments.view',
    find: 'select t.appt_id as label from appointments t where t.uid = $1',
    key: 'uid',
    noun: 'Appointment',
    auditTarget: 'appointment',
  },
  {
    type: 'enquiry',
    view: 'enquiries.view',
    find: 'select t.subject as label from enquiries t where t.id = $1',
    key: 'id',
    noun: 'Enquiry',
    auditTarget: 'enquiry',
  },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The key as stored, or null when it cannot be one (a 404, never a 500). */
export function recordKey(record: NoteRecord, raw: string): string | null {
  if (record.key === 'id') return /^[1-9]\d{0,14}$/.test(raw) ? raw : null;
  return UUID.test(raw) ? raw.toLowerCase() : null;
}
