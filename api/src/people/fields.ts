import type { FieldCrypto } from '../lib/crypto.js';

/** The encrypted columns of patient_profiles, as drizzle reads them. */
export interface EncryptedProfile {
  fullNameEnc: string | null;
  emailEnc: string | null;
  phoneEnc: string | null;
  dobEnc?: string | null;
  addressEnc?: string | null;
  cityEnc?: string | null;
  stateEnc?: string | null;
  zipCodeEnc?: string | null;
  occupationEnc?: string | null;
  genderEnc?: string | null;
  martialStatusEnc?: string | null;
  noOfChildrenEnc?: string | null;
}

/** One field in plain text; unreadable ciphertext reads as no value rather than failing the page. */
export function readField(crypto: FieldCrypto, stored: string | null | undefined): string | null {
  try {
    return crypto.decryptField(stored);
  } catch {
    return null;
  }
}

/** The patient's name, e-mail and phone in plain text: what lists show (each field costs a decryption). */
export function decryptContact(crypto: FieldCrypto, p: EncryptedProfile | null) {
  const read = (v: string | null | undefined) => (p ? readField(crypto, v) : null);
  return { full_name: read(p?.fullNameEnc), email: read(p?.emailEnc), phone: read(p?.phoneEnc) };
}

/** The patient's personal fields in plain text, named as the wire names them. */
export function decryptProfile(crypto: FieldCrypto, p: EncryptedProfile | null) {
  const read = (v: string | null | undefined) => (p ? readField(crypto, v) : null);
  return {
    ...decryptContact(crypto, p),
    dob: read(p?.dobEnc),
    address: read(p?.addressEnc),
    city: read(p?.cityEnc),
    state: read(p?.stateEnc),
    zip_code: read(p?.zipCodeEnc),
    occupation: read(p?.occupationEnc),
    gender: read(p?.genderEnc),
    martial_status: read(p?.martialStatusEnc),
    no_of_children: read(p?.noOfChildrenEnc),
  };
}
