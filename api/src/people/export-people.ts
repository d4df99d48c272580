import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { appointments, patientProfiles } from '../db/schema/index.js';
import type { ExportColumn } from '../lib/list-export.js';
import { doctor, patient } from './party-columns.js';
import { readField } from './fields.js';
import { maskName } from './masking.js';

const DELETED_USER = 'Deleted User';

/** A patient's name as appointment and payment lists show it: masked, or 'Deleted User'. */
function maskedPatientName(app: FastifyInstance, uid: unknown, nameEnc: unknown): string {
  if (!uid) return DELETED_USER;
  return maskName(readField(app.fieldCrypto, (nameEnc as string | null) ?? null)) ?? DELETED_USER;
}

/** A doctor's name as lists show it: 'Deleted (name)' once deleted, 'Deleted User' when missing. */
function listedDoctorName(uid: unknown, name: unknown, status: unknown, deletedAt: unknown): string {
  if (!uid) return DELETED_USER;
  const shown = typeof name === 'string' && name.trim() ? name.trim() : DELETED_USER;
  return status === 'deleted' || deletedAt ? `Deleted (${shown})` : shown;
}

/** The patient's and the doctor's columns an exported appointment or payment row needs. */
export const exportPartyColumns = {
  patientUid: patient.uid,
  patientNameEnc: patientProfiles.fullNameEnc,
  doctorUid: doctor.uid,
  doctorName: doctor.fullName,
  doctorStatus: doctor.status,
  doctorDeletedAt: doctor.deletedAt,
};
type PartyRow = { [K in keyof typeof exportPartyColumns]: unknown };

/** Joins an appointment's patient (and profile) and doctor, for exportPartyColumns. */
export function withAppointmentParties<Q extends PgSelect>(query: Q): Q {
  return query
    .leftJoin(patient, eq(patient.id, appointments.userId))
    .leftJoin(patientProfiles, eq(patientProfiles.userId, appointments.userId))
    .leftJoin(doctor, eq(doctor.id, appointments.doctorId)) as unknown as Q;
}

/** The Patient Name (masked) and Doctor Name cells, as the appointment and payment lists show them. */
export function partyCells(app: FastifyInstance): ExportColumn<PartyRow>[] {
  return [
    { header: 'Patient Name', cell: (row) => maskedPatientName(app, row.patientUid, row.patientNameEnc) },
    {
      header: 'Doctor Name',
      cell: (row) => listedDoctorName(row.doctorUid, row.doctorName, row.doctorStatus, row.doctorDeletedAt),
    },
  ];
}
