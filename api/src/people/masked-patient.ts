import type { FastifyInstance } from 'fastify';
import { toIso } from '../time/iso.js';
import { readField } from './fields.js';
import { maskEmail, maskName } from './masking.js';

/** A patient as appointments show them: name and e-mail decrypted, then masked. */
export interface MaskedPatient {
  uid: string;
  full_name: string | null;
  email: string | null;
  status: string;
  deleted_at: string | null;
}

export interface PatientColumns {
  uid: string | null;
  status: string | null;
  deletedAt: Date | string | null;
  fullNameEnc: string | null;
  emailEnc: string | null;
}

export function maskedPatient(app: FastifyInstance, row: PatientColumns): MaskedPatient | null {
  if (!row.uid) return null;
  return {
    uid: row.uid,
    full_name: maskName(readField(app.fieldCrypto, row.fullNameEnc)),
    email: maskEmail(readField(app.fieldCrypto, row.emailEnc)),
    status: row.status ?? 'active',
    deleted_at: toIso(row.deletedAt),
  };
}
