import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hmac } from '../../lib/keys.js';
import { matchingStep, newTotpSecret, otpauthUri } from '../../lib/totp.js';

export const RECOVERY_CODE_COUNT = 10;
export const TOTP_ISSUER = 'Telehealth Admin';

/** Which factor a code proved: the authenticator's code, or one of the recovery codes. */
export type ProofKind = 'totp' | 'recovery_code';

/** The ways an admin can complete a sign-in or a step-up, as the answers name them. */
export type FactorMethod = 'totp' | 'passkey' | 'recovery_code';

/** `xxxxx-xxxxx` from an alphabet without look-alikes (50 bits): typed from paper without doubt. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What an administrator typed as a recovery code, in the stored form (case, spaces and dash ignored). */
function normaliseRecoveryCode(code: string): string | null {
  const plain = code.toLowerCase().replace(/[\s-]/g, '');
  if (!/^[a-z0-9]{10}$/.test(plain)) return null;
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

/** TOTP secrets (encrypted with the data key) and recovery codes (HMACs) of administrators. */
export function secondFactors(app: FastifyInstance) {
  const sql = app.database;
  const recoveryHash = (adminId: number, code: string) => hmac(app.lookupKey, `recovery:${adminId}:${code}`);

  async function replaceRecoveryCodes(adminId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await sql.query('delete from admin_recovery_codes where admin_id = $1', [adminId]);
    await sql.query('insert into admin_recovery_codes (admin_id, code_hash) select $1, unnest($2::text[])', [
      adminId,
      codes.map((code) => recoveryHash(adminId, code)),
    ]);
    return codes;
  }

  const factors = {
    /** Whether the administrator has a confirmed authenticator app, passkeys, and recovery codes left. */
    async status(adminId: number) {
      const [row] = await sql.query<{ totp: boolean; passkeys: number; recovery_codes_left: number }>(
        `select exists (select 1 from admin_totp where admin_id = $1 and confirmed_at is not null) as totp,
                (select count(*)::int from admin_passkeys where admin_id = $1) as passkeys,
                (select count(*)::int from admin_recovery_codes where admin_id = $1 and used_at is null)
                  as recovery_codes_left`,
        [adminId],
      );
      return {
        totp: Boolean(row?.totp),
        passkeys: Number(row?.passkeys ?? 0),
        recovery_codes_left: Number(row?.recovery_codes_left ?? 0),
      };
    },

    /** A confirmed authenticator app or a passkey: either one makes a second factor. */
    async hasFactor(adminId: number): Promise<boolean> {
      const rows = await sql.query(
        `select 1 from admin_totp where admin_id = $1 and confirmed_at is not null
         union all select 1 from admin_passkeys where admin_id = $1 limit 1`,
        [adminId],
      );
      return rows.length > 0;
    },

    /** The ids of every administrator who has a second factor (the team list's Two-step column). */
    async adminsWithFactor(): Promise<Set<number>> {
      const rows = await sql.query<{ admin_id: number }>(
        `select admin_id from admin_totp where confirmed_at is not null
         union select admin_id from admin_passkeys`,
      );
      return new Set(rows.map((row) => Number(row.admin_id)));
    },

    /** What the admin can prove a second factor with (recovery codes whenever any are left). */
    async methods(adminId: number): Promise<FactorMethod[]> {
      const { totp, passkeys, recovery_codes_left } = await factors.status(adminId);
      const methods: FactorMethod[] = [];
      if (totp) methods.push('totp');
      if (passkeys) methods.push('passkey');
      if (recovery_codes_left) methods.push('recovery_code');
      return methods;
    },

    /**
     * A new secret, not yet in force (confirmed_at null) until a first code confirms it; starting
     * again replaces an unconfirmed one. Null when a confirmed factor exists.
     */
    async startTotp(adminId: number, email: string): Promise<{ secret: string; otpauth_uri: string } | null> {
      const secret = newTotpSecret();
      const rows = await sql.query(
        `insert into admin_totp (admin_id, secret_enc) values ($1, $2)
         on conflict (admin_id) do update set secret_enc = excluded.secret_enc, created_at = now()
           where admin_totp.confirmed_at is null
         returning admin_id`,
        [adminId, app.fieldCrypto.encryptField(secret)],
      );
      if (!rows.length) return null;
      return { secret, otpauth_uri: otpauthUri(secret, TOTP_ISSUER, email) };
    },

    /** Puts the started secret in force if `code` is its current code; answers the recovery codes. */
    async confirmTotp(adminId: number, code: string): Promise<string[] | null> {
      const [row] = await sql.query<{ secret_enc: string }>(
        'select secret_enc from admin_totp where admin_id = $1 and confirmed_at is null',
        [adminId],
      );
      if (!row) return null;
      const step = matchingStep(app.fieldCrypto.decryptField(row.secret_enc) ?? '', code, Date.now() / 1000);
      if (step === null) return null;
      const confirmed = await sql.query(
        `update admin_totp set confirmed_at = now(), last_used_step = $2
          where admin_id = $1 and confirmed_at is null returning admin_id`,
        [adminId, step],
      );
      if (!confirmed.length) return null;
      return replaceRecoveryCodes(adminId);
    },

    /**
     * Checks a second-factor code: a TOTP code of a step after the last one used (the step is
     * recorded in the same statement, so a code works once even when sent twice at once), or an
     * unused recovery code (used up by the same statement that finds it).
     */
    async verify(adminId: number, code: string): Promise<ProofKind | null> {
      const trimmed = code.trim();
      if (/^\d{6}$/.test(trimmed)) {
        const [row] = await sql.query<{ secret_enc: string }>(
          'select secret_enc from admin_totp where admin_id = $1 and confirmed_at is not null',
          [adminId],
        );
        if (!row) return null;
        const secret = app.fieldCrypto.decryptField(row.secret_enc) ?? '';
        const step = matchingStep(secret, trimmed, Date.now() / 1000);
        if (step === null) return null;
        const used = await sql.query(
          `update admin_totp set last_used_step = $2
            where admin_id = $1 and confirmed_at is not null
              and (last_used_step is null or last_used_step < $2) returning admin_id`,
          [adminId, step],
        );
        return used.length ? 'totp' : null;
      }
      const recovery = normaliseRecoveryCode(trimmed);
      if (!recovery) return null;
      const used = await sql.query(
        `update admin_recovery_codes set used_at = now()
          where admin_id = $1 and code_hash = $2 and used_at is null returning id`,
        [adminId, recoveryHash(adminId, recovery)],
      );
      return used.length ? 'recovery_code' : null;
    },

    regenerateRecoveryCodes: replaceRecoveryCodes,

    /** Removes the authenticator app; the recovery codes too when no passkey remains. */
    async removeTotp(adminId: number): Promise<void> {
      await sql.query('delete from admin_totp where admin_id = $1', [adminId]);
      await factors.forgetRecoveryCodesIfNoFactor(adminId);
    },

    /** Recovery codes stand in for a factor: with none left, they go too. */
    async forgetRecoveryCodesIfNoFactor(adminId: number): Promise<void> {
      if (await factors.hasFactor(adminId)) return;
      await sql.query('delete from admin_recovery_codes where admin_id = $1', [adminId]);
    },

    /** Removes every factor (authenticator app, passkeys) and recovery code of the administrator. */
    async removeAll(adminId: number): Promise<void> {
      await sql.query('delete from admin_totp where admin_id = $1', [adminId]);
      await sql.query('delete from admin_passkeys where admin_id = $1', [adminId]);
      await sql.query('delete from admin_recovery_codes where admin_id = $1', [adminId]);
    },
  };
  return factors;
}

export type SecondFactors = ReturnType<typeof secondFactors>;
