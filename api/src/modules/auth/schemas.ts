import { type TSchema, Type } from 'typebox';
import { ROLES } from '../../lib/permissions.js';
import { envelopeSchema, errorEnvelopeSchema } from '../../wire/envelope.js';
import { authenticationCredential } from '../second-factor/index.js';
import { arrayOf, bool, exact, integer, text, textEnum } from '../../wire/exact-shapes.js';

// Bodies are typed loosely on purpose: missing or empty fields are answered by the handlers with
// the sign-in form's own messages ('Please enter username', ...), not ajv's.
const bodyText = (description = '') => Type.Optional(Type.String({ description }));

/** A call that needs no session (sign-in and the password reset flow): its body's text fields and answer. */
const publicCall = <B extends TSchema>(summary: string, body: B, data: Record<string, unknown>) => ({
  tags: ['auth'],
  summary,
  security: [],
  body,
  response: { 200: data },
});

const tokens = {
  token: {
    ...text,
    description:
      'Access token (15 minutes), for Authorization: Bearer; keep it in memory. The refresh token is set as the HttpOnly cookie admin_refresh, sent only to /api/auth/token/refresh',
  },
  session_id: text,
  expires_in: { ...integer, description: 'Seconds the access token lives' },
};

export const adminUser = exact(
  {
    uid: text,
    email: text,
    full_name: text,
    role: textEnum(ROLES),
    permissions: arrayOf(text, "What the admin's role may do (the API refuses the rest with 403)"),
    second_factor_enrolment_required: {
      ...bool,
      description:
        'Present (true) when the session may only enrol a second factor: the policy asks one of this admin, who has none',
    },
  },
  { optional: ['second_factor_enrolment_required'] },
);

const sessionIdData = envelopeSchema(exact({ session_id: text }));
// Names no field (free-form, as it always was); the calls answer {}.
const emptyData = envelopeSchema({ type: 'object' });

const secondStep = {
  second_factor_required: {
    ...bool,
    description:
      'True when the password was right and the admin has a second factor: no session yet, send a code with the challenge to /api/auth/second-factor',
  },
  challenge: { ...text, description: "The second step's single-use ticket (5 minutes)" },
  methods: arrayOf(
    textEnum(['totp', 'passkey', 'recovery_code']),
    'What the second step accepts for this admin: a code, a passkey, a recovery code',
  ),
};

/** The tokens of a new or renewed session, with the signed-in admin. */
const session = envelopeSchema(exact({ ...tokens, user: adminUser }));

export const loginSchema = publicCall(
  'Sign in an administrator (the password step)',
  Type.Object({ username: bodyText('The e-mail address'), password: bodyText() }),
  // Either a session (the tokens and the user) or, for an admin with a second factor, the second
  // step (the challenge and its methods): no field is in both answers.
  envelopeSchema(exact({ ...tokens, user: adminUser, ...secondStep }, { optional: 'all' })),
);

export const secondStepSchema = publicCall(
  'Complete a sign-in with a second factor: an authenticator code or a recovery code',
  Type.Object({ challenge: bodyText(), code: bodyText('6-digit authenticator code or a recovery code') }),
  session,
);

export const secondStepPasskeyOptionsSchema = publicCall(
  "Start the sign-in's second step with a passkey: WebAuthn request options (single-use challenge, 2 minutes)",
  Type.Object({ challenge: bodyText('From the password step') }),
  // WebAuthn request options, passed to the browser as they are: free-form.
  envelopeSchema({ type: 'object', additionalProperties: true }),
);

export const secondStepPasskeySchema = publicCall(
  'Complete a sign-in with a passkey: the assertion the browser made for the options',
  Type.Object({ challenge: bodyText('From the password step'), credential: authenticationCredential }),
  session,
);

export const logoutSchema = {
  tags: ['auth'],
  summary: 'End the session (the current one when session_id is left out)',
  body: Type.Object({ session_id: bodyText() }),
  response: { 200: emptyData },
};

export const refreshSchema = {
  tags: ['auth'],
  summary:
    'Trade the refresh cookie for a new access token (the cookie is rotated); reusing an old one ends the session',
  security: [],
  response: {
    200: session,
    401: {
      description: 'No session in the refresh cookie, or it has ended (idle, replayed, logged out, expired)',
      ...errorEnvelopeSchema,
    },
  },
};

export const forgotSchema = publicCall(
  'Mail a 6-digit code (same answer for an unknown e-mail)',
  Type.Object({ email: bodyText() }),
  sessionIdData,
);

export const verifySchema = publicCall(
  'Check the code; answers the session_id that allows the reset',
  Type.Object({ session_id: bodyText('From /auth/password/forgot'), otp: bodyText('The 6-digit code') }),
  sessionIdData,
);

export const resetSchema = publicCall(
  'Set a new password after a verified code',
  Type.Object({ session_id: bodyText('From /auth/otp/verify'), password: bodyText('At least 6 characters') }),
  emptyData,
);

export const changeSchema = {
  tags: ['auth'],
  summary: "Change the signed-in administrator's own password",
  body: Type.Object({
    uid: bodyText('From GET /user/me'),
    current_password: bodyText(),
    new_password: bodyText('At least 5 characters (the messages say 6, as the product always has)'),
  }),
  response: { 200: emptyData },
};

export const impersonateSchema = {
  tags: ['auth'],
  summary:
    "Open an active user's account on the main site: a single-use session valid 5 minutes (409 when the user is not active or no main site is configured)",
  body: Type.Object({ user_uid: bodyText() }),
  response: {
    200: envelopeSchema(
      exact({
        session_id: text,
        expires_in: integer,
        url: {
          ...text,
          description:
            'MAIN_SITE_URL with the session_id in its fragment (#session_id=...), to open in a new tab',
        },
      }),
    ),
  },
};

export const consumeImpersonationSchema = publicCall(
  'For the main site: redeem an impersonation session once',
  Type.Object({ session_id: bodyText() }),
  envelopeSchema(exact({ user: exact({ uid: text, role_id: integer }) })),
);
