import type { FastifyInstance } from 'fastify';
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

function decrypt(app: FastifyInstance, stored: string | null): string | null {
  try {
    return app.fieldCrypto.decryptField(stored);
  } catch {
    return null; // unreadable ciphertext shows as no value, never as an error page
  }
}

export function maskedPatient(app: FastifyInstance, row: PatientColumns): MaskedPatient | null {
  if (!row.uid) return null;
  return {
    uid: row.uid,
    full_name: maskName(decrypt(app, row.fullNameEnc)),
    email: maskEmail(decrypt(app, row.emailEnc)),
    status: row.status ?? 'active',
    deleted_at: toIso(row.deletedAt),
  };
}

export function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Cents → dollars with two decimals, as the wire carries money. */
export function dollars(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined) return null;
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
