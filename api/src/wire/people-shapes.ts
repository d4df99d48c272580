// Response schemas of what more than one people answer carries: a user's status, the payout bank
// account and the Stripe account (a doctor's and a clinic's), a doctor notification.
import { bool, exact, instant, text, textEnum, uid } from './exact-shapes.js';

/** users.status: the account's state. */
export const userStatus = textEnum(['pending', 'active', 'deactivated', 'blocked', 'rejected', 'deleted']);

export const bankAccountSchema = exact(
  { bank_name: text, last4: text, has_error: bool },
  { description: 'The payout bank account; has_error: the account has a problem' },
);

export const stripeAccountSchema = exact({ stripe_id: text, active: bool });

/** A doctor notification, as the doctor's notifications and a broadcast's answer carry it. */
export const doctorNotificationSchema = exact({ uid, description: text, created_at: instant });
