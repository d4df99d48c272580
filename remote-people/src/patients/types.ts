// The shapes GET /user (role 2), /user/find and /user/appointments/patients/{uid} answer. The API
// decrypts the patient's personal fields for these calls.

export type PatientStatus = 'active' | 'pending' | 'rejected' | 'blocked' | 'deleted';

export interface PatientSummary {
  uid: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  /** 'Local' (shown as Email), 'Google', 'Apple', 'Facebook'. */
  provider: string;
  status: PatientStatus;
  appt_count: number;
  image_url: string | null;
  created_at: string;
}

export interface PatientList {
  users: PatientSummary[];
  count: number;
  limit: number;
}

export interface Patient extends PatientSummary {
  dob: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  occupation: string | null;
  gender: string | null;
  martial_status: string | null;
  no_of_children: string | null;
  deleted_at: string | null;
}
