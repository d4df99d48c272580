import type { FastifyInstance } from 'fastify';
import { maskName } from './masking.js';

const DELETED_USER = 'Deleted User';

/** A patient's name as appointment and payment lists show it: masked, or 'Deleted User'. */
export function maskedPatientName(app: FastifyInstance, uid: unknown, nameEnc: unknown): string {
  if (!uid) return DELETED_USER;
  let plain: string | null = null;
  try {
    plain = app.fieldCrypto.decryptField((nameEnc as string | null) ?? null);
  } catch {
    plain = null;
  }
  return maskName(plain) ?? DELETED_USER;
}

/** A doctor's name as lists show it: 'Deleted (name)' once deleted, 'Deleted User' when missing. */
export function listedDoctorName(uid: unknown, name: unknown, status: unknown, deletedAt: unknown): string {
  if (!uid) return DELETED_USER;
  const shown = typeof name === 'string' && name.trim() ? name.trim() : DELETED_USER;
  return status === 'deleted' || deletedAt ? `Deleted (${shown})` : shown;
}
