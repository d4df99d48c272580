import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit-log.js';
import { badRequest } from '../../lib/http-error.js';
import { THROTTLES } from '../../lib/throttle.js';
import { sha256 } from '../../lib/tokens.js';

/** A ceremony's challenge is used once, within this time. */
export const PASSKEY_CHALLENGE_SECONDS = 120;
/** What the browser is told to wait for the authenticator (a little less than the challenge lives). */
const CEREMONY_TIMEOUT_MS = 90_000;
export const MAX_PASSKEYS = 10;
export const PASSKEY_NAME_MAX = 60;
export const RP_NAME = 'Telehealth Admin';
export const WRONG_PASSKEY_MESSAGE = 'The passkey could not be verified. Please try again.';

type Purpose = 'register' | 'sign_in' | 'step_up';

/** Whose ceremony: the admin, and the session (registration, step-up) or sign-in challenge it belongs to. */
export interface CeremonyOwner {
  adminId: number;
  sessionId?: number;
  signInChallengeId?: number;
}

export interface PasskeyView {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

interface PasskeyRow {
  id: number;
  uid: string;
  name: string;
  public_key: Uint8Array;
  counter: string | number;
  transports: string[];
  rp_id: string;
}

/** Why a ceremony failed, for the audit log (never shown to the client beyond one message). */
export type PasskeyFailure = 'challenge' | 'credential' | 'invalid' | 'counter';

/**
 * The relying party of a request: WEBAUTHN_RP_ID / WEBAUTHN_ORIGIN when configured, else the host
 * the browser asked for. A phishing site on another domain gains nothing from the fallback: the
 * browser binds a credential to its RP ID, and an assertion is checked against the RP ID the
 * credential was made for.
 */
export function relyingParty(app: FastifyInstance, request: FastifyRequest) {
  const own = `${request.protocol}://${request.host}`;
  if (!app.config.webauthnOrigins.length && !URL.canParse(own)) {
    throw badRequest(
      'Passkeys need the address the browser asked for: this request has no valid Host header',
    );
  }
  const origins = app.config.webauthnOrigins.length ? app.config.webauthnOrigins : [new URL(own).origin];
  const rpId = app.config.webauthnRpId ?? new URL(origins[0]).hostname;
  return { rpId, origins };
}

/** The challenge a client signed, read from its clientDataJSON (null when it is not one). */
function signedChallenge(clientDataJSON: unknown): string | null {
  if (typeof clientDataJSON !== 'string') return null;
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof data.challenge === 'string' && data.challenge.length <= 200 ? data.challenge : null;
  } catch {
    return null;
  }
}

const view = (row: {
  uid: string;
  name: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
}): PasskeyView => ({
  id: row.uid,
  name: row.name,
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
});

/** Administrators' passkeys and the WebAuthn ceremonies that add and use them. */
export function passkeys(app: FastifyInstance) {
  const sql = app.database;

  async function issueChallenge(purpose: Purpose, owner: CeremonyOwner, challenge: string) {
    await sql.query('delete from admin_webauthn_challenges where expires_at < now()');
    await sql.query(
      `insert into admin_webauthn_challenges
         (admin_id, purpose, challenge_hash, session_id, sign_in_challenge_id, expires_at)
       values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
      [
        owner.adminId,
        purpose,
        sha256(challenge),
        owner.sessionId ?? null,
        owner.signInChallengeId ?? null,
        PASSKEY_CHALLENGE_SECONDS,
      ],
    );
  }

  /**
   * Uses up the challenge the response signed, if it is a live one of this ceremony and owner: in
   * one statement, so a response sent twice at once passes at most once.
   */
  async function consumeChallenge(purpose: Purpose, owner: CeremonyOwner, clientDataJSON: unknown) {
    const challenge = signedChallenge(clientDataJSON);
    if (!challenge) return null;
    const used = await sql.query(
      `update admin_webauthn_challenges set used_at = now()
        where challenge_hash = $1 and purpose = $2 and admin_id = $3 and used_at is null
          and expires_at > now()
          and session_id is not distinct from $4 and sign_in_challenge_id is not distinct from $5
        returning id`,
      [sha256(challenge), purpose, owner.adminId, owner.sessionId ?? null, owner.signInChallengeId ?? null],
    );
    return used.length ? challenge : null;
  }

  async function credentialsOf(adminId: number) {
    return sql.query<{ credential_id: string; transports: string[] }>(
      'select credential_id, transports from admin_passkeys where admin_id = $1 order by id',
      [adminId],
    );
  }

  const asDescriptor = (row: { credential_id: string; transports: string[] }) => ({
    id: row.credential_id,
    transports: row.transports as AuthenticatorTransport[],
  });

  return {
    async list(adminId: number): Promise<PasskeyView[]> {
      const rows = await sql.query<{
        uid: string;
        name: string;
        created_at: Date;
        last_used_at: Date | null;
      }>('select uid, name, created_at, last_used_at from admin_passkeys where admin_id = $1 order by id', [
        adminId,
      ]);
      return rows.map(view);
    },

    async count(adminId: number): Promise<number> {
      const [row] = await sql.query<{ n: number }>(
        'select count(*)::int as n from admin_passkeys where admin_id = $1',
        [adminId],
      );
      return Number(row?.n ?? 0);
    },

    /** Creation options for a new passkey of the admin; their existing ones are excluded. */
    async registrationOptions(
      request: FastifyRequest,
      admin: { id: number; uid: string; email: string; fullName: string; sessionId: number },
    ) {
      const { rpId } = relyingParty(app, request);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rpId,
        userName: admin.email,
        userDisplayName: admin.fullName,
        userID: Buffer.from(admin.uid.replace(/-/g, ''), 'hex'),
        attestationType: 'none',
        timeout: CEREMONY_TIMEOUT_MS,
        excludeCredentials: (await credentialsOf(admin.id)).map(asDescriptor),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      await issueChallenge('register', { adminId: admin.id, sessionId: admin.sessionId }, options.challenge);
      return options;
    },

    /**
     * Checks a new credential against a live registration challenge of the session and stores it.
     * Null when the challenge is not one or the attestation does not verify; 'duplicate' when the
     * credential is already registered (to anyone).
     */
    async register(
      request: FastifyRequest,
      owner: CeremonyOwner,
      name: string,
      response: RegistrationResponseJSON,
    ): Promise<PasskeyView | 'duplicate' | null> {
      const challenge = await consumeChallenge('register', owner, response?.response?.clientDataJSON);
      if (!challenge) return null;
      const { rpId, origins } = relyingParty(app, request);
      const verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origins,
        expectedRPID: rpId,
        // The password was the first factor: the passkey proves possession, a PIN is not required.
        requireUserVerification: false,
      }).catch(() => null);
      if (!verified?.verified) return null;
      const { credential, credentialBackedUp } = verified.registrationInfo;
      const rows = await sql.query<{
        uid: string;
        name: string;
        created_at: Date;
        last_used_at: Date | null;
      }>(
        `insert into admin_passkeys (admin_id, name, credential_id, public_key, counter, transports, rp_id, backed_up)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (credential_id) do nothing
         returning uid, name, created_at, last_used_at`,
        [
          owner.adminId,
          name,
          credential.id,
          Buffer.from(credential.publicKey),
          credential.counter,
          (credential.transports ?? []).slice(0, 10),
          rpId,
          credentialBackedUp,
        ],
      );
      return rows[0] ? view(rows[0]) : 'duplicate';
    },

    /** Request options naming the admin's passkeys, for a sign-in's second step or a step-up. */
    async authenticationOptions(
      request: FastifyRequest,
      purpose: 'sign_in' | 'step_up',
      owner: CeremonyOwner,
    ) {
      const credentials = await credentialsOf(owner.adminId);
      if (!credentials.length) return null;
      const options = await generateAuthenticationOptions({
        rpID: relyingParty(app, request).rpId,
        allowCredentials: credentials.map(asDescriptor),
        userVerification: 'preferred',
        timeout: CEREMONY_TIMEOUT_MS,
      });
      await issueChallenge(purpose, owner, options.challenge);
      return options;
    },

    /**
     * A sign-in's or step-up's proof by passkey: each try counts against the admin's second-factor
     * throttle, and a refused one is audited as `failed.action` (with its reason) and answered 400.
     */
    async prove(
      request: FastifyRequest,
      purpose: 'sign_in' | 'step_up',
      owner: CeremonyOwner,
      response: AuthenticationResponseJSON,
      failed: { action: string; targetUid: string; auditAdminId?: boolean },
    ) {
      await app.throttles.hit(THROTTLES.secondFactorByAdmin, String(owner.adminId));
      const result = await this.authenticate(request, purpose, owner, response);
      if (!result.ok) {
        await audit(app.db, request, {
          action: failed.action,
          targetType: 'admin',
          targetUid: failed.targetUid,
          ...(failed.auditAdminId ? { adminId: owner.adminId } : {}),
          details: { factor: 'passkey', reason: result.reason },
        });
        throw badRequest(WRONG_PASSKEY_MESSAGE);
      }
      return result;
    },

    /**
     * Checks an assertion: a live challenge of this ceremony and owner (used up here), one of the
     * admin's own credentials made for this RP ID, its signature, and a signature counter above the
     * stored one (raised in the same statement, so a cloned authenticator's or a replayed
     * assertion fails even when sent at once).
     */
    async authenticate(
      request: FastifyRequest,
      purpose: 'sign_in' | 'step_up',
      owner: CeremonyOwner,
      response: AuthenticationResponseJSON,
    ): Promise<{ ok: true; passkey: { id: string; name: string } } | { ok: false; reason: PasskeyFailure }> {
      const challenge = await consumeChallenge(purpose, owner, response?.response?.clientDataJSON);
      if (!challenge) return { ok: false, reason: 'challenge' };
      const { rpId, origins } = relyingParty(app, request);
      const [row] = await sql.query<PasskeyRow>(
        `select id, uid, name, public_key, counter, transports, rp_id from admin_passkeys
          where credential_id = $1 and admin_id = $2`,
        [String(response.id), owner.adminId],
      );
      if (!row || row.rp_id !== rpId) return { ok: false, reason: 'credential' };
      const storedCounter = Number(row.counter);
      let newCounter: number;
      try {
        const verified = await verifyAuthenticationResponse({
          response: { ...response, clientExtensionResults: response.clientExtensionResults ?? {} },
          expectedChallenge: challenge,
          expectedOrigin: origins,
          expectedRPID: rpId,
          credential: {
            id: String(response.id),
            publicKey: new Uint8Array(row.public_key),
            counter: storedCounter,
            transports: row.transports as AuthenticatorTransport[],
          },
          requireUserVerification: false,
        });
        if (!verified.verified) return { ok: false, reason: 'invalid' };
        newCounter = verified.authenticationInfo.newCounter;
      } catch (error) {
        return { ok: false, reason: /counter/i.test((error as Error).message) ? 'counter' : 'invalid' };
      }
      // An authenticator without a counter always sends 0; one with a counter must raise it.
      const raised = await sql.query(
        `update admin_passkeys set counter = $2, last_used_at = now()
          where id = $1 and (counter < $2 or (counter = 0 and $2 = 0)) returning id`,
        [row.id, newCounter],
      );
      if (!raised.length) return { ok: false, reason: 'counter' };
      return { ok: true, passkey: { id: row.uid, name: row.name } };
    },

    /** Removes one of the admin's passkeys; answers its name, or null when it is not theirs. */
    async remove(adminId: number, uid: string): Promise<string | null> {
      const rows = await sql.query<{ name: string }>(
        'delete from admin_passkeys where uid = $1 and admin_id = $2 returning name',
        [uid, adminId],
      );
      return rows[0]?.name ?? null;
    },

    async find(adminId: number, uid: string): Promise<PasskeyView | null> {
      const [row] = await sql.query<{
        uid: string;
        name: string;
        created_at: Date;
        last_used_at: Date | null;
      }>('select uid, name, created_at, last_used_at from admin_passkeys where uid = $1 and admin_id = $2', [
        uid,
        adminId,
      ]);
      return row ? view(row) : null;
    },
  };
}

export type Passkeys = ReturnType<typeof passkeys>;
