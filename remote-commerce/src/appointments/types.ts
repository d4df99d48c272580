// The answers of GET /user/appointments, /user/appointments/{uid} and /user/calls/{id}, named from
// the API's generated types (@telehealth/shared/contracts, `pnpm gen:api-types`). Money arrives as
// dollars with two decimals; dates as ISO UTC. Patients' names and e-mails arrive already masked.
import type { ApiAnswer } from '@telehealth/shared/contracts';

export type AppointmentList = ApiAnswer<'/api/user/appointments', 'get'>;
/** A row of the list; `user` and `doctor` come when asked for (populate). */
export type AppointmentSummary = AppointmentList['appointments'][number];
export type AppointmentStatus = AppointmentSummary['status'];
export type BookingType = AppointmentSummary['booking_type'];

export type AppointmentDetailAnswer = ApiAnswer<'/api/user/appointments/{uid}', 'get'>;
export type AppointmentDetail = AppointmentDetailAnswer['appointments'];
/** The patient (masked) or the doctor of an appointment; a doctor comes without e-mail. */
export type PersonRef = NonNullable<AppointmentDetail['user']>;
export type DoctorDetail = NonNullable<AppointmentDetail['doctor']>;
export type BookedService = AppointmentDetail['booked_services'][number];
export type Transaction = AppointmentDetail['transactions'][number];
export type PaymentStatus = Transaction['status'];
export type Review = NonNullable<AppointmentDetailAnswer['review']>;

export type Call = ApiAnswer<'/api/user/calls/{id}', 'get'>[number];

/** A doctor of the doctor picker (GET /user/all). */
export type DoctorOption = Pick<ApiAnswer<'/api/user/all', 'get'>['users'][number], 'uid' | 'full_name'>;
