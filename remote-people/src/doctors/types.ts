// The answers of GET /doctor/fetch/{uid} and the doctor's tab calls, named from the API's generated
// types (@telehealth/shared/contracts, `pnpm gen:api-types`): nothing here restates a field.
import type { ApiAnswer } from '@telehealth/shared/contracts';

export type DoctorDetail = ApiAnswer<'/api/doctor/fetch/{uid}', 'get'>['doctor'];
export type DoctorStatus = DoctorDetail['status'];
export type DoctorSpeciality = DoctorDetail['doctorSpeciality'][number];
export type Speciality = DoctorSpeciality['speciality'];
export type DoctorFacility = DoctorDetail['doctorFacility'][number];
export type ServiceType = DoctorFacility['service_type'];
export type NamedItem = DoctorDetail['affiliation'][number];
export type License = DoctorDetail['licenses'][number];
export type DoctorLocation = DoctorDetail['locations'][number];
export type DoctorService = DoctorDetail['services'][number];

/**
 * A row of GET /doctor and of a clinic's doctors: the API answers each with the same summary that
 * heads the detail (the lists' own answer schemas do not name their rows' fields).
 */
export type DoctorSummary = Pick<
  DoctorDetail,
  | 'uid'
  | 'full_name'
  | 'npi'
  | 'phone'
  | 'email'
  | 'image_url'
  | 'doctor_avg_rating'
  | 'appt_count'
  | 'doctorSpeciality'
  | 'doctorFacility'
  | 'expired_license'
  | 'total_license'
  | 'is_license_expired'
  | 'is_sponsored'
  | 'status'
  | 'profile_status'
  | 'active'
  | 'created_at'
>;

export interface DoctorList {
  doctors: DoctorSummary[];
  /** The specialty filter's choices. */
  specialities: Speciality[];
  count: number;
  limit: number;
}

export type Review = ApiAnswer<'/api/user/reviews/{uid}', 'get'>['reviews'][number];

export type DoctorNotification = ApiAnswer<'/api/user/{uid}/notifications', 'get'>['notifications'][number];

export type AvailabilityDay = ApiAnswer<'/api/doctor-availability/{uid}', 'get'>['availability'][number];
export type WeekDay = AvailabilityDay['day'];
export type AvailabilitySession = AvailabilityDay['sessions'][number];

export type SubscriptionAnswer = ApiAnswer<'/api/user/doctors/subscription/{uid}', 'get'>;
export type Subscription = NonNullable<SubscriptionAnswer['subscription']>;
export type SubscriptionRecord = SubscriptionAnswer['records'][number];
