// The shapes GET /doctor, /doctor/fetch/{uid} and the doctor's tab calls answer.
import type { DollarInput } from '@telehealth/shared/format';
import type { BankAccount, StripeAccount } from '../common/types';

export type DoctorStatus = 'pending' | 'active' | 'deactivated' | 'blocked' | 'rejected' | 'deleted';
export type ServiceType = 'in_clinic' | 'video_visit';

export interface Speciality {
  uid: string;
  name: string;
}

export interface DoctorSpeciality {
  /** '1' primary, '2' secondary, '0' other. */
  is_primary: '0' | '1' | '2';
  speciality: Speciality | null;
}

export interface DoctorFacility {
  service_type: ServiceType;
  /** '1' = enabled. */
  status: string;
}

export interface DoctorSummary {
  uid: string;
  full_name: string | null;
  npi: string | null;
  phone: string | null;
  email: string | null;
  image_url: string | null;
  doctor_avg_rating: number;
  appt_count: number;
  doctorSpeciality: DoctorSpeciality[];
  doctorFacility: DoctorFacility[];
  expired_license: number;
  total_license: number;
  is_license_expired: boolean;
  is_sponsored: '0' | '1';
  status: DoctorStatus;
  /** 'complete' or 'incomplete'. */
  profile_status: string;
  active: number;
  created_at: string;
}

export interface DoctorList {
  doctors: DoctorSummary[];
  specialities: Speciality[];
  count: number;
  limit: number;
}

export interface NamedItem {
  name: string;
}

export interface License {
  uid: string;
  state_name: string;
  license: string;
  issued_date: string | null;
  expiry_date: string;
  is_expired: boolean;
}

export interface DoctorLocation {
  uid: string;
  address: string;
  specific_location: string | null;
  license: string | null;
}

export interface DoctorService {
  uid: string;
  name: string;
  service_type: ServiceType;
  status: string;
  /** hh:mm */
  required_time: string;
  cost: DollarInput;
}

export interface DoctorDetail extends DoctorSummary {
  id: number;
  acronym: { name: string | null; acronym_abbreviation: string | null } | null;
  dob: string | null;
  gender: string | null;
  about_me: string | null;
  approved_at: string | null;
  file_url: string | null;
  signed_file_url: string | null;
  is_availability_added: boolean;
  is_bank_added: boolean;
  is_service_added: boolean;
  clinic: { uid: string; full_name: string | null } | null;
  specialities: DoctorSpeciality[];
  affiliation: NamedItem[];
  board_certificates: NamedItem[];
  education: NamedItem[];
  languages_known: NamedItem[];
  professional_membership: NamedItem[];
  clinic_details: {
    full_name: string | null;
    phone: string | null;
    location: { address: string } | null;
  } | null;
  licenses: License[];
  locations: DoctorLocation[];
  services: DoctorService[];
  stripeBank: BankAccount | null;
  userStripe: StripeAccount | null;
}

export interface Review {
  uid: string;
  rating: number;
  comments: string | null;
  created_at: string;
  patient: { full_name: string | null } | null;
}

export interface DoctorNotification {
  uid: string;
  description: string;
  created_at: string;
}

export type WeekDay = 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN';

export interface AvailabilitySession {
  from_time: string;
  to_time: string;
  in_clinic: boolean;
  video_visit: boolean;
  location: { address: string } | null;
  /** 1 or 2. */
  no_of_break: number;
}

export interface AvailabilityDay {
  day: WeekDay;
  sessions: AvailabilitySession[];
}

export interface SubscriptionRecord {
  stripe_subscription_id: string;
  transaction_id: string | null;
  period_start: string;
  period_end: string;
  status: string;
}

export interface Subscription {
  subscription_start_date: string | null;
  /** 'Y' means subscribed. */
  is_subscribed: string;
  price: DollarInput;
}

export interface SubscriptionAnswer {
  subscription: Subscription | null;
  records: SubscriptionRecord[];
}
