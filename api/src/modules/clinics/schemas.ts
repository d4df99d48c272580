// Exact response schema of a clinic's detail: what service.ts answers.
import {
  arrayOf,
  dollars,
  exact,
  instant,
  instantOrNull,
  integer,
  orNull,
  text,
  textOrNull,
  uid,
} from '../../wire/exact-shapes.js';
import { bankAccountSchema, stripeAccountSchema, userStatus } from '../../wire/people-shapes.js';

export const clinicDetailSchema = exact({
  clinic_details: exact({
    uid,
    id: integer,
    full_name: textOrNull,
    email: textOrNull,
    phone: textOrNull,
    npi: textOrNull,
    status: userStatus,
    image_url: textOrNull,
    created_at: instant,
    deleted_at: instantOrNull,
    locations: arrayOf(exact({ uid, address: text }), 'In the order they were added'),
  }),
  revenue: exact(
    {
      total_appointments: integer,
      pending_balance: dollars,
      total_balance: dollars,
      clinic_balance: dollars,
    },
    {
      description:
        "The provider's share of the clinic's successful payments, less refunds: pending while the visit is " +
        "still to come, the clinic's once it has happened",
    },
  ),
  userStripe: orNull(stripeAccountSchema),
  stripeBank: orNull(bankAccountSchema),
});
