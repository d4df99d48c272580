// Where these types come from: the answers of GET /doctor, GET /doctor/fetch/{uid} and the doctor's
// tab calls, named from the API's generated types (@telehealth/shared/contracts,
// `pnpm gen:api-types`): nothing here restates a field.
import type { ApiAnswer } from '@telehealth/shared/contracts';

export type DoctorDetail = ApiAnswer<'/api/doctor/fetch/{uid}', 'get'>['doctor'];
export type DoctorStatus = DoctorDetail['status'];
export type DoctorSpeciality = DoctorDetail['doctorSpeciality'][number];
export type DoctorFacility = DoctorDetail['doctorFacility'][number];
export type ServiceType = DoctorFacility['service_type'];
export type NamedItem = DoctorDetail['affiliation'][number];
export type License = DoctorDetail['licenses'][number];
export type DoctorLocation = DoctorDetail['locations'][number];
export type DoctorService = DoctorDetail['services'][number];

/** GET /doctor: a page of doctors and the specialty filter's choices. */
export type DoctorList = ApiAnswer<'/api/doctor', 'get'>;
/** A row of GET /doctor (and of a clinic's doctors): the summary that heads the detail. */
export type DoctorSummary = DoctorList['doctors'][number];
/** A specialty as the filter offers it (an active one). */
export type SpecialityChoice = DoctorList['specialities'][number];

export type Review = ApiAnswer<'/api/user/reviews/{uid}', 'get'>['reviews'][number];

export type DoctorNotification = ApiAnswer<'/api/user/{uid}/notifications', 'get'>['notifications'][number];

export type AvailabilityDay = ApiAnswer<'/api/doctor-availability/{uid}', 'get'>['availability'][number];
export type WeekDay = AvailabilityDay['day'];
export type AvailabilitySession = AvailabilityDay['sessions'][number];

export type SubscriptionAnswer = ApiAnswer<'/api/user/doctors/subscription/{uid}', 'get'>;
export type Subscription = NonNullable<SubscriptionAnswer['subscription']>;
export type SubscriptionRecord = SubscriptionAnswer['records'][number];
