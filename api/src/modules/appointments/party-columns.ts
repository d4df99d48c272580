import { alias } from 'drizzle-orm/pg-core';
import { patientProfiles, users } from '../../db/schema/index.js';

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
