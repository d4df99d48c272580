// The shapes GET /user/appointments, /user/appointments/{uid} and /user/calls/{id} answer. Money
// arrives as dollars with two decimals (strings or numbers); dates as ISO UTC.
// Patients' names and e-mails arrive already masked by the API.
import type { DollarInput } from '@telehealth/shared/format';

export type AppointmentStatus = 'pending' | 'ongoing' | 'completed' | 'cancelled';
export type BookingType = 'video_visit' | 'in_clinic';
export type PaymentStatus = 'succeeded' | 'failed' | 'pending';

export interface PersonRef {
  uid: string;
  full_name: string | null;
  email?: string | null;
  phone?: string | null;
  image_url?: string | null;
  status?: string | null;
  deleted_at?: string | null;
}

export interface AppointmentSummary {
  uid: string;
  appt_id: string;
  status: AppointmentStatus;
  booking_type: BookingType;
  date_utc: string;
  service_at_date: string | null;
  created_at: string;
  total_cost: DollarInput;
  booking_amount: DollarInput;
  extended_count: number;
  user: PersonRef | null;
  doctor: PersonRef | null;
}

export interface AppointmentList {
  appointments: AppointmentSummary[];
  count: number;
  limit: number;
}

export interface BookedService {
  uid: string;
  cost: DollarInput;
  required_time: string | null;
  services: { name: string } | null;
}

export interface Transaction {
  uid: string;
  transaction_id: string | null;
  charge_id: string | null;
  last4: string | null;
  status: PaymentStatus;
  type: 'normal' | 'extended';
  refund_id: string | null;
  refund_amount: DollarInput;
  /** full_refund or partial_refund, once refunded. */
  refund_type?: string | null;
  refund_reason?: string | null;
  refunded_at?: string | null;
  /** The refunding administrator's name. */
  refunded_by?: string | null;
  collected_amount: DollarInput;
  destination_amount: DollarInput;
  application_amount: DollarInput;
  handling_charge: DollarInput;
  created_at: string;
}

export interface DoctorDetail extends PersonRef {
  doctor_avg_rating: number | string | null;
  doctorSpeciality: { is_primary: string; speciality: { name: string } | null }[];
  clinic: { full_name: string | null } | null;
}

export interface AppointmentDetail extends AppointmentSummary {
  someone_else: '0' | '1' | string | null;
  full_name: string | null;
  service_address: string | null;
  service_duration: number | null;
  is_review_added: boolean;
  avgReviewRating: number | string | null;
  doctor: DoctorDetail | null;
  booked_services: BookedService[];
  transactions: Transaction[];
}

export interface Review {
  rating: number;
  comments: string | null;
  patient: { full_name: string | null } | null;
}

export interface AppointmentDetailAnswer {
  appointments: AppointmentDetail;
  payment_status: PaymentStatus | null;
  review: Review | null;
}

export interface Call {
  call_id: string;
  /** Seconds. */
  duration: number;
  status: string;
}

export interface DoctorOption {
  uid: string;
  full_name: string;
}
