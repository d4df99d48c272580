// Wire shapes the people pages share. Money arrives as dollars with two decimals,
// dates as ISO UTC strings.
import type { DollarInput } from '@telehealth/shared/format';

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

export interface BankAccount {
  bank_name: string;
  last4: string;
  has_error: boolean;
}

export interface StripeAccount {
  stripe_id: string;
  active: boolean;
}

/** The action of PUT /user/action/{uid}, each confirmed with the admin's password. */
export type UserAction = 'block' | 'unblock' | 'delete';
