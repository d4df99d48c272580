import { eq } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { appointments, patientProfiles, users } from '../db/schema/index.js';

/** The people around an appointment, as aliases of users (an appointment row references each). */
export const doctor = alias(users, 'doctor');
export const patient = alias(users, 'patient');
export const clinic = alias(users, 'clinic');

/**
 * The patient's and doctor's columns that appointment and payment lists show (the patient's
 * encrypted, to be decrypted and masked by `maskedPatient`). Join `patient`, `patientProfiles`
 * and `doctor` on the appointment to select them.
 */
export const partyColumns = {
  patientUid: patient.uid,
  patientStatus: patient.status,
  patientDeletedAt: patient.deletedAt,
  patientNameEnc: patientProfiles.fullNameEnc,
  patientEmailEnc: patientProfiles.emailEnc,
  doctorUid: doctor.uid,
  doctorName: doctor.fullName,
  doctorStatus: doctor.status,
  doctorDeletedAt: doctor.deletedAt,
};

/** What `partyColumns` select. */
export interface PartyRow {
  patientUid: string | null;
  patientStatus: string | null;
  patientDeletedAt: Date | null;
  patientNameEnc: string | null;
  patientEmailEnc: string | null;
  doctorUid: string | null;
  doctorName: string | null;
  doctorStatus: string | null;
  doctorDeletedAt: Date | null;
}

/** An appointment's own columns that every list of appointments shows. */
export const appointmentColumns = {
  uid: appointments.uid,
  apptId: appointments.apptId,
  status: appointments.status,
  bookingType: appointments.bookingType,
  dateUtc: appointments.dateUtc,
  serviceAtDate: appointments.serviceAtDate,
  createdAt: appointments.createdAt,
  totalCostCents: appointments.totalCostCents,
  bookingAmountCents: appointments.bookingAmountCents,
};

/** What `appointmentColumns` and `partyColumns` select. */
export type AppointmentRow = PartyRow & {
  uid: string;
  apptId: string;
  status: string;
  bookingType: string;
  dateUtc: Date;
  serviceAtDate: Date;
  createdAt: Date;
  totalCostCents: number;
  bookingAmountCents: number;
};

/** An appointment's patient (a patient's name and e-mail are on the profile) and doctor. */
export function withParties<Q extends PgSelect>(query: Q): Q {
  // The selection is explicit, so joining changes nothing in the rows' type.
  return query
    .leftJoin(patient, eq(patient.id, appointments.userId))
    .leftJoin(patientProfiles, eq(patientProfiles.userId, appointments.userId))
    .leftJoin(doctor, eq(doctor.id, appointments.doctorId)) as unknown as Q;
}
