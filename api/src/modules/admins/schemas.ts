import { Type } from 'typebox';
import { ROLES } from '../../lib/permissions.js';
import { envelopeSchema, errorEnvelopeSchema } from '../../wire/envelope.js';
import { StringEnum } from '../../wire/typed-routes.js';
import {
  arrayOf,
  bool,
  exact,
  instant,
  instantOrNull,
  text,
  textEnum,
  textOrNull,
  uid,
} from '../../wire/exact-shapes.js';

const role = StringEnum(ROLES, { description: 'owner, operations, finance, support or auditor' });
const uidParams = Type.Object({ uid: Type.String({ format: 'uuid' }) });
const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const tokenBody = { token: Type.String({ minLength: 1, maxLength: 200 }) };

const adminFields = {
  uid,
  email: text,
  full_name: text,
  role: textEnum(ROLES),
  status: textEnum(['active', 'deactivated']),
  last_sign_in_at: instantOrNull,
  created_at: instant,
};
const admin = exact(adminFields);
const teamMember = exact({
  ...adminFields,
  has_second_factor: {
    ...bool,
    description: 'Has an authenticator app or a passkey (what "Reset 2-step" would remove)',
  },
});

const invitation = exact({
  uid,
  email: text,
  role: textEnum(ROLES),
  status: textEnum(['pending', 'expired']),
  invited_by: { ...textOrNull, description: "The inviting admin's name" },
  sent_at: instant,
  expires_at: instant,
});

export const listAdminsSchema = {
  tags: ['administrators'],
  summary: 'The administrators and the invitations not yet accepted or revoked',
  response: {
    200: envelopeSchema(exact({ admins: arrayOf(teamMember), invitations: arrayOf(invitation) })),
  },
} as const;

export const inviteSchema = {
  tags: ['administrators'],
  summary: 'Invite an administrator by e-mail: a single-use link, valid 48 hours, to set name and password',
  body: Type.Object({ email: Type.String({ maxLength: 254 }), role }),
  response: { 201: envelopeSchema(exact({ invitation })), ...errors },
} as const;

export const invitationActionSchema = (summary: string) =>
  ({
    tags: ['administrators'],
    summary,
    params: uidParams,
    response: { 200: envelopeSchema(exact({ invitation })), ...errors },
  }) as const;

export const changeRoleSchema = {
  tags: ['administrators'],
  summary: "Change an administrator's role (not one's own; never the last active Owner's)",
  params: uidParams,
  body: Type.Object({ role }),
  response: { 200: envelopeSchema(exact({ admin })), ...errors },
} as const;

export const changeStatusSchema = {
  tags: ['administrators'],
  summary: 'Deactivate (every session ends at once) or reactivate an administrator',
  params: uidParams,
  body: Type.Object({ status: StringEnum(['active', 'deactivated']) }),
  response: { 200: envelopeSchema(exact({ admin })), ...errors },
} as const;

export const checkInvitationSchema = {
  tags: ['administrators'],
  summary: "An invitation link's token: the e-mail and role it invites, or why it cannot be used",
  security: [],
  body: Type.Object(tokenBody),
  response: {
    200: envelopeSchema(exact({ email: text, role: textEnum(ROLES) })),
    400: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    410: errorEnvelopeSchema,
  },
} as const;

export const acceptInvitationSchema = {
  tags: ['administrators'],
  summary: 'Accept an invitation: set the name and password; the link is used up',
  security: [],
  body: Type.Object({
    ...tokenBody,
    full_name: Type.String({ maxLength: 200 }),
    password: Type.String({ maxLength: 1024 }),
  }),
  response: {
    200: envelopeSchema(exact({ email: text })),
    400: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
    410: errorEnvelopeSchema,
  },
} as const;
