import type { FastifyInstance } from 'fastify';
import type { CsvColumn } from '../lists/index.js';
import type { PartyRow } from './party-columns.js';
import { readField } from './fields.js';
import { maskName } from './masking.js';

export const DELETED_USER = 'Deleted User';

/** A patient's name as appointment and payment lists show it: masked, or 'Deleted User'. */
export function maskedPatientName(app: FastifyInstance, uid: unknown, nameEnc: unknown): string {
  if (!uid) return DELETED_USER;
  return maskName(readField(app.fieldCrypto, (nameEnc as string | null) ?? null)) ?? DELETED_USER;
}

/** A doctor's name as lists show it: 'Deleted (name)' once deleted, 'Deleted User' when missing. */
export function listedDoctorName(uid: unknown, name: unknown, status: unknown, deletedAt: unknown): string {
  if (!uid) return DELETED_USER;
  const shown = typeof name === 'string' && name.trim() ? name.trim() : DELETED_USER;
  return status === 'deleted' || deletedAt ? `Deleted (${shown})` : shown;
}

/**
 * The Patient Name (masked) and Doctor Name cells of a CSV file, as the appointment and payment
 * lists show them, from the `partyColumns` of their rows.
 */
export function partyCells(app: FastifyInstance): CsvColumn<PartyRow>[] {
  return [
    { header: 'Patient Name', cell: (row) => maskedPatientName(app, row.patientUid, row.patientNameEnc) },
    {
      header: 'Doctor Name',
      cell: (row) => listedDoctorName(row.doctorUid, row.doctorName, row.doctorStatus, row.doctorDeletedAt),
    },
  ];
}
