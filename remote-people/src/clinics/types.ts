// The clinic pages' answers, named from the API's generated types: GET /clinics/{uid}, GET /user's
// rows (role 4) and GET /doctor/clinics/{uid}'s rows.
import type { ApiAnswer } from '@telehealth/shared/contracts';
import type { FoundUser } from '../common/types';

export type ClinicAnswer = ApiAnswer<'/api/clinics/{uid}', 'get'>;
export type ClinicDetails = ClinicAnswer['clinic_details'];
export type ClinicRevenue = ClinicAnswer['revenue'];
export type ClinicStatus = ClinicDetails['status'];

/** A row of GET /user (role 4): the part of the found user the list answers. */
export type ClinicSummary = Pick<
  FoundUser,
  'uid' | 'full_name' | 'email' | 'phone' | 'npi' | 'status' | 'image_url' | 'created_at'
>;

export interface ClinicList {
  users: ClinicSummary[];
  count: number;
  limit: number;
}

/** A row of a clinic's doctors: the summary that heads a doctor's detail (the API answers the same). */
export type ClinicDoctor = Pick<
  ApiAnswer<'/api/doctor/fetch/{uid}', 'get'>['doctor'],
  'uid' | 'full_name' | 'email' | 'phone' | 'npi' | 'status' | 'profile_status' | 'appt_count'
>;

export interface ClinicDoctorList {
  doctors: ClinicDoctor[];
  count: number;
  limit: number;
}
