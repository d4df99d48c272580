import { createCipheriv, createDecipheriv, createSecretKey, randomBytes } from 'node:crypto';
import { deriveKey, hmac } from './keys.js';

/** The kinds of blind index a patient has (user_search_tokens.kind). */
export type BlindIndexKind = 'name' | 'email' | 'phone';

export interface SearchToken {
  kind: BlindIndexKind;
  tokenHash: string;
}

/** A search alternative: a user matches when they hold every hash of it. */
export interface BlindIndexQuery {
  kind: BlindIndexKind;
  hashes: string[];
}

export interface FieldCrypto {
  /** AES-256-GCM ciphertext `v1.<iv>.<tag>.<data>`; null stays null. */
  encryptField(plain: string | null | undefined): string | null;
  /** The plain text; null for null. Throws on tampered data or a wrong key. */
  decryptField(stored: string | null | undefined): string | null;
  /** Every blind index of a value, for user_search_tokens. */
  blindIndexTokens(kind: BlindIndexKind, value: string | null | undefined): SearchToken[];
  /** All blind indexes of a patient (name, e-mail, phone), deduplicated. */
  patientTokens(fields: {
    fullName?: string | null;
    email?: string | null;
    phone?: string | null;
  }): SearchToken[];
  /** What a search box text matches: alternatives of hashes (see patientSearchCondition). */
  blindIndexQuery(search: string): BlindIndexQuery[];
}

const MAX_PREFIX = 24;
const MAX_EMAIL_PREFIX = 40;
/** Entries kept by decryptField's cache (a few hundred kilobytes). */
const RECENTLY_DECRYPTED_MAX = 5_000;

export function normaliseText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export function words(value: string): string[] {
  return normaliseText(value)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** US numbers: the 10 national digits (a leading country code 1 dropped). */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

function prefixes(value: string, min: number, max: number): string[] {
  const out: string[] = [];
  for (let n = min; n <= Math.min(value.length, max); n++) out.push(value.slice(0, n));
  if (value.length > max) out.push(value);
  return out;
}

/** The plain tokens a value is indexed under (before hashing). */
export function plainTokens(kind: BlindIndexKind, value: string): string[] {
  if (kind === 'name') return [...new Set(words(value).flatMap((word) => prefixes(word, 1, MAX_PREFIX)))];
  if (kind === 'email') return prefixes(normaliseText(value), 1, MAX_EMAIL_PREFIX);
  const digits = phoneDigits(value);
  if (!digits) return [];
  return [...new Set([...prefixes(digits, 3, 15), ...(digits.length >= 4 ? [`*${digits.slice(-4)}`] : [])])];
}

/**
 * Field encryption and blind indexes under keys derived from the master key. Ciphertexts are
 * randomised (a fresh IV each time); blind indexes are deterministic HMACs, which is what makes
 * them searchable, so only normalised tokens and prefixes are indexed.
 */
export function createFieldCrypto(masterKey: Buffer): FieldCrypto {
  // A KeyObject, imported once, rather than raw bytes imported again by every (de)cipher.
  const encKey = createSecretKey(deriveKey(masterKey, 'field-encryption'));
  const indexKey = deriveKey(masterKey, 'blind-index');
  const hash = (kind: BlindIndexKind, token: string) => hmac(indexKey, `${kind}:${token}`).slice(0, 22);

  const decrypt = (stored: string): string => {
    const [version, iv, tag, data] = stored.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Not an encrypted field');
    const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  };
  // The plain text of recently read ciphertexts, oldest dropped first: the same rows (a list's
  // first pages) are read again and again, and a decipher costs more than the rest of the row.
  // In this process's memory only, where the decrypted answer is anyway; at rest nothing changes.
  // A ciphertext never changes meaning (a new value gets a new IV), so entries never go stale.
  const recentlyDecrypted = new Map<string, string>();

  const blindIndexTokens = (kind: BlindIndexKind, value: string | null | undefined): SearchToken[] =>
    value ? plainTokens(kind, value).map((token) => ({ kind, tokenHash: hash(kind, token) })) : [];

  return {
    encryptField(plain) {
      if (plain === null || plain === undefined) return null;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      const data = Buffer.concat([cipher.update(String(plain), 'utf8'), cipher.final()]);
      return `v1.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${data.toString('base64url')}`;
    },
    decryptField(stored) {
      if (stored === null || stored === undefined) return null;
      const known = recentlyDecrypted.get(stored);
      if (known !== undefined) return known;
      const plain = decrypt(stored);
      if (recentlyDecrypted.size >= RECENTLY_DECRYPTED_MAX) {
        recentlyDecrypted.delete(recentlyDecrypted.keys().next().value as string);
      }
      recentlyDecrypted.set(stored, plain);
      return plain;
    },
    blindIndexTokens,
    patientTokens({ fullName, email, phone }) {
      const all = [
        ...blindIndexTokens('name', fullName),
        ...blindIndexTokens('email', email),
        ...blindIndexTokens('phone', phone),
      ];
      const seen = new Set<string>();
      return all.filter((t) => {
        const key = `${t.kind}:${t.tokenHash}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    },
    blindIndexQuery(search) {
      const text = normaliseText(search);
      if (!text) return [];
      const alternatives: BlindIndexQuery[] = [];
      if (text.includes('@') || /^[a-z0-9._%+-]+$/.test(text)) {
        alternatives.push({ kind: 'email', hashes: [hash('email', text.slice(0, MAX_EMAIL_PREFIX))] });
      }
      const digits = phoneDigits(text);
      if (/^[\d\s()+.-]+$/.test(text) && digits.length >= 3) {
        const token = digits.length === 4 ? `*${digits}` : digits.slice(0, 15);
        alternatives.push({ kind: 'phone', hashes: [hash('phone', token)] });
        if (digits.length === 4) alternatives.push({ kind: 'phone', hashes: [hash('phone', digits)] });
      }
      const nameWords = words(text);
      if (nameWords.length && !text.includes('@')) {
        alternatives.push({
          kind: 'name',
          hashes: nameWords.map((w) => hash('name', w.slice(0, MAX_PREFIX))),
        });
      }
      return alternatives;
    },
  };
}
