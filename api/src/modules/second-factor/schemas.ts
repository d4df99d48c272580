import { Type } from 'typebox';
import { ROLES } from '../../lib/permissions.js';
import { envelopeSchema, errorEnvelopeSchema } from '../../wire/envelope.js';

const tags = ['second factor'];
const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};
const empty = envelopeSchema({ type: 'object' });
const recoveryCodes = envelopeSchema({
  type: 'object',
  properties: {
    recovery_codes: {
      type: 'array',
      items: { type: 'string' },
      description: 'Ten single-use recovery codes, shown this once (only their hashes are kept)',
    },
  },
});
const codeBody = Type.Object({ code: Type.String({ maxLength: 40 }) });

export const statusSchema = {
  tags,
  summary:
    "The signed-in admin's second factor: enrolled or not, recovery codes left, required by the policy",
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        totp: { type: 'boolean' },
        recovery_codes_left: { type: 'integer' },
        required: { type: 'boolean' },
      },
    }),
    ...errors,
  },
} as const;

export const startTotpSchema = {
  tags,
  summary: 'Start enrolling an authenticator app: a new key and its otpauth URI (for the QR code)',
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: { secret: { type: 'string' }, otpauth_uri: { type: 'string' } },
    }),
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

export const removeSchema = {
  tags,
  summary: "Turn off one's own second factor (and its recovery codes); needs a fresh proof",
  response: { 200: empty, ...errors },
} as const;

export const resetForSchema = {
  tags,
  summary:
    "Reset another administrator's second factor (they lost it): their sessions end; needs a fresh proof",
  params: Type.Object({ uid: Type.String({ maxLength: 64 }) }),
  response: { 200: empty, ...errors },
} as const;

const policy = {
  type: 'object',
  properties: {
    required_roles: { type: 'array', items: { type: 'string', enum: [...ROLES] } },
    refund_step_up_above_cents: { type: 'integer' },
  },
} as const;

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
