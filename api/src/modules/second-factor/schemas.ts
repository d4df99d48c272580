import { Type } from 'typebox';
import { ROLES } from '../../lib/permissions.js';
import { envelopeSchema, errorEnvelopeSchema } from '../../wire/envelope.js';
import {
  arrayOf,
  bool,
  exact,
  instant,
  instantOrNull,
  integer,
  text,
  textEnum,
  uid,
} from '../../wire/exact-shapes.js';

const tags = ['second factor'];
const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};
// Names no field (free-form, as it always was); the calls answer {}.
const empty = envelopeSchema({ type: 'object' });
const recoveryCodes = envelopeSchema(
  exact({
    recovery_codes: arrayOf(
      text,
      'Ten single-use recovery codes, shown this once (only their hashes are kept)',
    ),
  }),
);
const codeBody = Type.Object({ code: Type.String({ maxLength: 40 }) });

const passkeyView = exact({ id: uid, name: text, created_at: instant, last_used_at: instantOrNull });

const b64url = (maxLength: number) => Type.String({ maxLength, pattern: '^[A-Za-z0-9_-]*={0,2}$' });
/** What @simplewebauthn/browser's startRegistration / startAuthentication answer (their JSON forms). */
const credentialBase = {
  id: Type.String({ minLength: 1, maxLength: 1400, pattern: '^[A-Za-z0-9_-]+$' }),
  rawId: Type.String({ minLength: 1, maxLength: 1400, pattern: '^[A-Za-z0-9_-]+$' }),
  type: Type.Literal('public-key'),
  authenticatorAttachment: Type.Optional(Type.String({ maxLength: 40 })),
  clientExtensionResults: Type.Optional(Type.Object({}, { additionalProperties: true })),
};
export const registrationCredential = Type.Object({
  ...credentialBase,
  response: Type.Object({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(16000),
    transports: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 10 })),
    authenticatorData: Type.Optional(b64url(16000)),
    publicKey: Type.Optional(b64url(4000)),
    publicKeyAlgorithm: Type.Optional(Type.Integer()),
  }),
});
export const authenticationCredential = Type.Object({
  ...credentialBase,
  response: Type.Object({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(4000),
    signature: b64url(2000),
    userHandle: Type.Optional(b64url(200)),
  }),
});
/** WebAuthn options, passed to the browser as they are (PublicKeyCredential*OptionsJSON): free-form. */
const ceremonyOptions = envelopeSchema({
  type: 'object',
  additionalProperties: true,
  description:
    "Options for the browser's navigator.credentials call (@simplewebauthn/browser takes them as they are)",
});

export const statusSchema = {
  tags,
  summary:
    "The signed-in admin's second factor: enrolled or not, recovery codes left, required by the policy",
  response: {
    200: envelopeSchema(
      exact({ totp: bool, passkeys: arrayOf(passkeyView), recovery_codes_left: integer, required: bool }),
    ),
    ...errors,
  },
} as const;

export const startTotpSchema = {
  tags,
  summary: 'Start enrolling an authenticator app: a new key and its otpauth URI (for the QR code)',
  response: {
    200: envelopeSchema(exact({ secret: text, otpauth_uri: text })),
    ...errors,
  },
} as const;

export const confirmTotpSchema = {
  tags,
  summary: "Confirm the enrolment with the app's first code; answers the recovery codes",
  body: codeBody,
  response: { 200: recoveryCodes, ...errors },
} as const;

export const stepUpSchema = {
  tags,
  summary:
    'Prove the second factor again (a code or a recovery code): guarded actions are open for 5 minutes',
  body: codeBody,
  response: { 200: empty, ...errors },
} as const;

export const regenerateSchema = {
  tags,
  summary: 'New recovery codes (the old ones stop working); needs a fresh proof',
  response: { 200: recoveryCodes, ...errors },
} as const;

const stillProtected = envelopeSchema(
  exact({
    second_factor: {
      ...bool,
      description: 'Whether the admin still has a factor (and so recovery codes)',
    },
  }),
);

export const removeSchema = {
  tags,
  summary:
    "Turn off one's own authenticator app (the recovery codes go too unless a passkey remains); needs a fresh proof",
  response: { 200: stillProtected, ...errors },
} as const;

export const passkeyOptionsSchema = {
  tags,
  summary:
    'Start adding a passkey: WebAuthn creation options (a single-use challenge, 2 minutes); beside a factor in force, needs a fresh proof',
  response: { 200: ceremonyOptions, ...errors },
} as const;

export const addPasskeySchema = {
  tags,
  summary:
    "Add the passkey the browser created for the options' challenge; an admin's first factor also answers the recovery codes",
  body: Type.Object({
    name: Type.String({ maxLength: 200, description: 'What the admin calls it, e.g. "Work laptop"' }),
    credential: registrationCredential,
  }),
  response: {
    200: envelopeSchema(
      exact(
        {
          passkey: passkeyView,
          recovery_codes: arrayOf(
            text,
            'Only with the first factor: ten single-use recovery codes, shown this once',
          ),
        },
        { optional: ['recovery_codes'] },
      ),
    ),
    ...errors,
  },
} as const;

export const removePasskeySchema = {
  tags,
  summary: "Remove one of one's own passkeys; needs a fresh proof",
  params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
  response: { 200: stillProtected, ...errors },
} as const;

export const stepUpPasskeyOptionsSchema = {
  tags,
  summary: 'Start a step-up with a passkey: WebAuthn request options naming the admin’s passkeys',
  response: { 200: ceremonyOptions, ...errors },
} as const;

export const stepUpPasskeySchema = {
  tags,
  summary: 'Prove the second factor again with a passkey: guarded actions are open for 5 minutes',
  body: Type.Object({ credential: authenticationCredential }),
  response: { 200: empty, ...errors },
} as const;

export const resetForSchema = {
  tags,
  summary:
    "Reset another administrator's second factor (they lost it): their sessions end; needs a fresh proof",
  params: Type.Object({ uid: Type.String({ maxLength: 64 }) }),
  response: { 200: empty, ...errors },
} as const;

const policy = exact({ required_roles: arrayOf(textEnum(ROLES)), refund_step_up_above_cents: integer });

export const getPolicySchema = {
  tags,
  summary:
    'The second-factor policy: the roles that must have one, the refund amount above which a fresh proof is asked',
  response: { 200: envelopeSchema(policy), ...errors },
} as const;

export const putPolicySchema = {
  tags,
  summary: 'Change the second-factor policy (Owner)',
  body: Type.Object({
    required_roles: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10 }),
    refund_step_up_above_cents: Type.Integer({ minimum: 0, maximum: 100_000_000_00 }),
  }),
  response: { 200: envelopeSchema(policy), ...errors },
} as const;
