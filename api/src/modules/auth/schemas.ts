import { type TSchema, Type } from 'typebox';
import { envelopeSchema, errorEnvelopeSchema } from '../../wire/envelope.js';
import { authenticationCredential } from '../second-factor/index.js';

// Bodies are typed loosely on purpose: missing or empty fields are answered by the handlers with
// the sign-in form's own messages ('Please enter username', ...), not ajv's.
const text = (description = '') => Type.Optional(Type.String({ description }));

/** A call that needs no session (sign-in and the password reset flow): its body's text fields and answer. */
const publicCall = <B extends TSchema>(summary: string, body: B, data: Record<string, unknown>) => ({
  tags: ['auth'],
  summary,
  security: [],
  body,
  response: { 200: data },
});

const tokens = {
  type: 'object',
  properties: {
    token: {
      type: 'string',
      description:
        'Access token (15 minutes), for Authorization: Bearer; keep it in memory. The refresh token is set as the HttpOnly cookie admin_refresh, sent only to /api/auth/token/refresh',
    },
    session_id: { type: 'string' },
    expires_in: { type: 'integer', description: 'Seconds the access token lives' },
  },
} as const;

export const adminUser = {
  type: 'object',
  properties: {
    uid: { type: 'string' },
    email: { type: 'string' },
    full_name: { type: 'string' },
    role: { type: 'string', enum: ['owner', 'operations', 'finance', 'support', 'auditor'] },
    permissions: {
      type: 'array',
      items: { type: 'string' },
      description: "What the admin's role may do (the API refuses the rest with 403)",
    },
    second_factor_enrolment_required: {
      type: 'boolean',
      description:
        'Present (true) when the session may only enrol a second factor: the policy asks one of this admin, who has none',
    },
  },
} as const;

const sessionIdData = envelopeSchema({ type: 'object', properties: { session_id: { type: 'string' } } });
const emptyData = envelopeSchema({ type: 'object' });

const secondStep = {
  second_factor_required: {
    type: 'boolean',
    description:
      'True when the password was right and the admin has a second factor: no session yet, send a code with the challenge to /api/auth/second-factor',
  },
  challenge: { type: 'string', description: "The second step's single-use ticket (5 minutes)" },
  methods: {
    type: 'array',
    items: { type: 'string', enum: ['totp', 'passkey', 'recovery_code'] },
    description: 'What the second step accepts for this admin: a code, a passkey, a recovery code',
  },
} as const;

export const loginSchema = publicCall(
  'Sign in an administrator (the password step)',
  Type.Object({ username: text('The e-mail address'), password: text() }),
  envelopeSchema({ ...tokens, properties: { ...tokens.properties, user: adminUser, ...secondStep } }),
);

export const secondStepSchema = publicCall(
  'Complete a sign-in with a second factor: an authenticator code or a recovery code',
  Type.Object({ challenge: text(), code: text('6-digit authenticator code or a recovery code') }),
  envelopeSchema({ ...tokens, properties: { ...tokens.properties, user: adminUser } }),
);

export const secondStepPasskeyOptionsSchema = publicCall(
  "Start the sign-in's second step with a passkey: WebAuthn request options (single-use challenge, 2 minutes)",
  Type.Object({ challenge: text('From the password step') }),
  envelopeSchema({ type: 'object', additionalProperties: true }),
);

export const secondStepPasskeySchema = publicCall(
  'Complete a sign-in with a passkey: the assertion the browser made for the options',
  Type.Object({ challenge: text('From the password step'), credential: authenticationCredential }),
  envelopeSchema({ ...tokens, properties: { ...tokens.properties, user: adminUser } }),
);

export const logoutSchema = {
  tags: ['auth'],
  summary: 'End the session (the current one when session_id is left out)',
  body: Type.Object({ session_id: text() }),
  response: { 200: emptyData },
};

export const refreshSchema = {
  tags: ['auth'],
  summary:
    'Trade the refresh cookie for a new access token (the cookie is rotated); reusing an old one ends the session',
  security: [],
  response: {
    200: envelopeSchema({ ...tokens, properties: { ...tokens.properties, user: adminUser } }),
    401: {
      description: 'No session in the refresh cookie, or it has ended (idle, replayed, logged out, expired)',
      ...errorEnvelopeSchema,
    },
  },
};

export const forgotSchema = publicCall(
  'Mail a 6-digit code (same answer for an unknown e-mail)',
  Type.Object({ email: text() }),
  sessionIdData,
);

export const verifySchema = publicCall(
  'Check the code; answers the session_id that allows the reset',
  Type.Object({ session_id: text('From /auth/password/forgot'), otp: text('The 6-digit code') }),
  sessionIdData,
);

export const resetSchema = publicCall(
  'Set a new password after a verified code',
  Type.Object({ session_id: text('From /auth/otp/verify'), password: text('At least 6 characters') }),
  emptyData,
);

export const changeSchema = {
  tags: ['auth'],
  summary: "Change the signed-in administrator's own password",
  body: Type.Object({
    uid: text('From GET /user/me'),
    current_password: text(),
    new_password: text('At least 5 characters (the messages say 6, as the product always has)'),
  }),
  response: { 200: emptyData },
};

export const impersonateSchema = {
  tags: ['auth'],
  summary:
    "Open an active user's account on the main site: a single-use session valid 5 minutes (409 when the user is not active or no main site is configured)",
  body: Type.Object({ user_uid: text() }),
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        session_id: { type: 'string' },
        expires_in: { type: 'integer' },
        url: {
          type: 'string',
          description:
            'MAIN_SITE_URL with the session_id in its fragment (#session_id=...), to open in a new tab',
        },
      },
    }),
  },
};

export const consumeImpersonationSchema = publicCall(
  'For the main site: redeem an impersonation session once',
  Type.Object({ session_id: text() }),
  envelopeSchema({
    type: 'object',
    properties: {
      user: { type: 'object', properties: { uid: { type: 'string' }, role_id: { type: 'integer' } } },
    },
  }),
);
