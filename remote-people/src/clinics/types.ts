// The shapes GET /user (role 4), /clinics/{uid} and /doctor/clinics/{uid} answer.
import type { DollarInput } from '@telehealth/shared/format';
import type { BankAccount, StripeAccount } from '../common/types';

export type ClinicStatus = 'pending' | 'active' | 'blocked' | 'rejected' | 'deleted';

export interface ClinicSummary {
  uid: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  npi: string | null;
  status: ClinicStatus;
  image_url: string | null;
  created_at: string;
}

export interface ClinicList {
  users: ClinicSummary[];
  count: number;
  limit: number;
}

export interface ClinicDetails extends ClinicSummary {
  id: number;
  locations: { uid: string; address: string }[];
}

export interface ClinicRevenue {
  total_appointments: number;
  pending_balance: DollarInput;
  total_balance: DollarInput;
  clinic_balance: DollarInput;
}

export interface ClinicAnswer {
  clinic_details: ClinicDetails;
  revenue: ClinicRevenue;
  userStripe: StripeAccount | null;
  stripeBank: BankAccount | null;
}

export interface ClinicDoctor {
  uid: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  npi: string | null;
  status: string;
  profile_status: string;
  appt_count: number;
}

export interface ClinicDoctorList {
  doctors: ClinicDoctor[];
  count: number;
  limit: number;
}
