// Where these types come from: every API answer is named from the API's generated types
// (@telehealth/shared/contracts, `pnpm gen:api-types`, read from the API's OpenAPI document); none is
// written out here. Only the UI's own unions (UserAction) are. Money arrives as dollars with two
// decimals, dates as ISO UTC strings.
import type { ApiAnswer } from '@telehealth/shared/contracts';

/** GET /user/find's user: a patient, doctor or clinic. */
export type FoundUser = ApiAnswer<'/api/user/find', 'get'>['user'];

/** The payout bank account and the Stripe account, as a doctor's and a clinic's detail carry them. */
export type BankAccount = NonNullable<ApiAnswer<'/api/clinics/{uid}', 'get'>['stripeBank']>;
export type StripeAccount = NonNullable<ApiAnswer<'/api/clinics/{uid}', 'get'>['userStripe']>;

/** A doctor's or a patient's appointments, both parties in every row (the same answer for both). */
export type PersonAppointmentPage =
  | ApiAnswer<'/api/user/appointments/doctors/{uid}', 'get'>
  | ApiAnswer<'/api/user/appointments/patients/{uid}', 'get'>;

/** A page of appointments under a detail page: a person's, or the appointment list's (a clinic's). */
export type AppointmentPage = PersonAppointmentPage | ApiAnswer<'/api/user/appointments', 'get'>;

/** One row of a detail page's appointments (the doctor's, the patient's or the clinic's). */
export type AppointmentRow = AppointmentPage['appointments'][number];

/** The action of PUT /user/action/{uid}, each confirmed with the admin's password. */
export type UserAction = 'block' | 'unblock' | 'delete';
