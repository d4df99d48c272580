import type * as schema from '../db/schema/index.js';
import type { FieldCrypto } from '../lib/crypto.js';
import type { PatientPlain } from './demo-data.js';

type ProfileRow = typeof schema.patientProfiles.$inferInsert;
type TokenRow = typeof schema.userSearchTokens.$inferInsert;

/** A patient's encrypted profile row: no personal field is stored in plain text. */
export function encryptPatient(crypto: FieldCrypto, patient: PatientPlain): ProfileRow {
  return {
    userId: patient.userId,
    fullNameEnc: crypto.encryptField(patient.fullName),
    emailEnc: crypto.encryptField(patient.email),
    phoneEnc: crypto.encryptField(patient.phone),
    dobEnc: crypto.encryptField(patient.dob),
    addressEnc: crypto.encryptField(patient.address),
    cityEnc: crypto.encryptField(patient.city),
    stateEnc: crypto.encryptField(patient.state),
    zipCodeEnc: crypto.encryptField(patient.zipCode),
    occupationEnc: crypto.encryptField(patient.occupation),
    genderEnc: crypto.encryptField(patient.gender),
    martialStatusEnc: crypto.encryptField(patient.martialStatus),
    noOfChildrenEnc: crypto.encryptField(patient.noOfChildren),
  };
}

/** The blind indexes that make the patient findable by name, e-mail or phone. */
export function patientSearchRows(crypto: FieldCrypto, patient: PatientPlain): TokenRow[] {
  return crypto
    .patientTokens({ fullName: patient.fullName, email: patient.email, phone: patient.phone })
    .map((token) => ({ userId: patient.userId, kind: token.kind, tokenHash: token.tokenHash }));
}
