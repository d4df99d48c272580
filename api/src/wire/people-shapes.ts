// Response schemas of what more than one people answer carries: a user's status and common fields,
// the payout bank account and the Stripe account (a doctor's and a clinic's), a doctor notification.
import { USER_STATUSES } from '../db/schema/users.js';
import {
  bool,
  exact,
  instant,
  instantOrNull,
  integer,
  type JsonSchema,
  text,
  textEnum,
  textOrNull,
  uid,
} from './exact-shapes.js';

/** users.status: the account's state. */
export const userStatus = textEnum(USER_STATUSES);

/**
 * The fields every user has, as `userFields` (people/user-row.ts) answers them: a GET /user row and
 * the head of GET /user/find's user. A patient's name, e-mail and phone are the decrypted profile's.
 */
export const userFieldsProperties = {
  uid,
  id: integer,
  role_id: { type: 'integer', enum: [2, 3, 4], description: '2 patient, 3 doctor, 4 clinic' },
  full_name: textOrNull,
  email: textOrNull,
  phone: textOrNull,
  npi: textOrNull,
  provider: textEnum(['Local', 'Google', 'Apple', 'Facebook']),
  status: userStatus,
  active: integer,
  appt_count: integer,
  image_url: textOrNull,
  created_at: instant,
  deleted_at: instantOrNull,
} satisfies Record<string, JsonSchema>;

export const bankAccountSchema = exact(
  { bank_name: text, last4: text, has_error: bool },
  { description: 'The payout bank account; has_error: the account has a problem' },
);

export const stripeAccountSchema = exact({ stripe_id: text, active: bool });

/** A doctor notification, as the doctor's notifications and a broadcast's answer carry it. */
export const doctorNotificationSchema = exact({ uid, description: text, created_at: instant });
