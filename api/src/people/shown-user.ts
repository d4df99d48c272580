import type { FieldCrypto } from '../lib/crypto.js';
import { readField } from './fields.js';
import { ROLE } from './lookup.js';
import { maskEmail, maskName } from './masking.js';

/** A user's stored name and e-mail: in plain text for doctors and clinics, encrypted for patients. */
export interface UserContactColumns {
  roleId: unknown;
  fullName: unknown;
  email: unknown;
  fullNameEnc: unknown;
  emailEnc: unknown;
}

const isPatient = (user: Pick<UserContactColumns, 'roleId'>) => Number(user.roleId) === ROLE.patient;
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** A user's name as administrators see it outside a patient's own record: a patient's masked. */
export function shownName(
  crypto: FieldCrypto,
  user: Pick<UserContactColumns, 'roleId' | 'fullName' | 'fullNameEnc'>,
) {
  return isPatient(user) ? maskName(readField(crypto, text(user.fullNameEnc))) : text(user.fullName);
}

/** A user's e-mail as administrators see it outside a patient's own record: a patient's masked. */
export function shownEmail(
  crypto: FieldCrypto,
  user: Pick<UserContactColumns, 'roleId' | 'email' | 'emailEnc'>,
) {
  return isPatient(user) ? maskEmail(readField(crypto, text(user.emailEnc))) : text(user.email);
}

/** A user's real e-mail address (a patient's decrypted), for mail the API sends them. */
export function mailAddress(
  crypto: FieldCrypto,
  user: Pick<UserContactColumns, 'roleId' | 'email' | 'emailEnc'>,
) {
  return isPatient(user) ? readField(crypto, text(user.emailEnc)) : text(user.email);
}
