// What the people pages share. The API's answers are named from its generated types
// (@telehealth/shared/contracts, `pnpm gen:api-types`). Money arrives as dollars with two decimals,
// dates as ISO UTC strings.
import type { ApiAnswer } from '@telehealth/shared/contracts';
import type { DollarInput } from '@telehealth/shared/format';

/** GET /user/find's user: a patient, doctor or clinic; GET /user's rows are a part of it. */
export type FoundUser = ApiAnswer<'/api/user/find', 'get'>['user'];

/** The payout bank account and the Stripe account, as a doctor's and a clinic's detail carry them. */
export type BankAccount = NonNullable<ApiAnswer<'/api/clinics/{uid}', 'get'>['stripeBank']>;
export type StripeAccount = NonNullable<ApiAnswer<'/api/clinics/{uid}', 'get'>['userStripe']>;

// The appointments under a detail page come from list calls whose answer schemas leave their rows
// open (the fields are not named there), so these are still written out.
export interface PersonRef {
  uid: string;
  full_name: string | null;
  email?: string | null;
  status?: string | null;
  deleted_at?: string | null;
}

export type AppointmentStatus = 'pending' | 'ongoing' | 'completed' | 'cancelled';
export type BookingType = 'video_visit' | 'in_clinic';

/** One row of a detail page's appointments (the doctor's, the patient's or the clinic's). */
export interface AppointmentRow {
  uid: string;
  appt_id: string;
  status: AppointmentStatus;
  booking_type: BookingType;
  date_utc: string;
  total_cost: DollarInput;
  user: PersonRef | null;
  doctor: PersonRef | null;
}

export interface AppointmentPage {
  appointments: AppointmentRow[];
  count: number;
  limit: number;
}

/** The action of PUT /user/action/{uid}, each confirmed with the admin's password. */
export type UserAction = 'block' | 'unblock' | 'delete';
