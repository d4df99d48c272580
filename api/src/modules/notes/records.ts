import type { Permission } from '../../lib/permissions.js';

/** The records that take internal notes. */
export const NOTE_RECORDS = ['doctor', 'patient', 'clinic', 'appointment', 'enquiry'] as const;
export type NoteRecordType = (typeof NOTE_RECORDS)[number];

export interface NoteRecord {
  type: NoteRecordType;
  /** Reading the record's notes needs what reading the record needs. */
  view: Permission;
  /** The record's row, `t`, by its public key `$1`, and its name (never a patient's). */
  find: string;
  /** What the path calls its key and how it looks: a uid, or an enquiry's id. */
  key: 'uid' | 'id';
  noun: string;
}

const user = (roleId: number, label: string) =>
  `select ${label} as label from users t where t.uid::text = $1 and t.role_id = ${roleId}`;

export const NOTE_RECORD: Record<NoteRecordType, NoteRecord> = {
  doctor: {
    type: 'doctor',
    view: 'doctors.view',
    find: user(3, `coalesce(nullif(trim(coalesce(t.full_name, '')), ''), t.email, 'Doctor')`),
    key: 'uid',
    noun: 'Doctor',
  },
  // A patient's name is encrypted and never shown outside their record: the inbox says 'A patient'.
  patient: {
    type: 'patient',
    view: 'patients.view',
    find: user(2, `'A patient'`),
    key: 'uid',
    noun: 'Patient',
  },
  clinic: {
    type: 'clinic',
    view: 'clinics.view',
    find: user(4, `coalesce(nullif(trim(coalesce(t.full_name, '')), ''), t.email, 'Clinic')`),
    key: 'uid',
    noun: 'Clinic',
  },
  appointment: {
    type: 'appointment',
    view: 'appointments.view',
    find: 'select t.appt_id as label from appointments t where t.uid::text = $1',
    key: 'uid',
    noun: 'Appointment',
  },
  enquiry: {
    type: 'enquiry',
    view: 'enquiries.view',
    find: 'select t.subject as label from enquiries t where t.id::text = $1',
    key: 'id',
    noun: 'Enquiry',
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The key as stored, or null when it cannot be one (a 404, never a 500). */
export function recordKey(record: NoteRecord, raw: string): string | null {
  if (record.key === 'id') return /^[1-9]\d{0,14}$/.test(raw) ? raw : null;
  return UUID.test(raw) ? raw.toLowerCase() : null;
}
