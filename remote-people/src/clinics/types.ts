// Where these types come from: the clinic pages' answers (GET /clinics/{uid}, GET /user's rows with
// role 4, GET /doctor/clinics/{uid}), named from the API's generated types
// (@telehealth/shared/contracts, `pnpm gen:api-types`): nothing here restates a field.
import type { ApiAnswer } from '@telehealth/shared/contracts';

export type ClinicAnswer = ApiAnswer<'/api/clinics/{uid}', 'get'>;
export type ClinicDetails = ClinicAnswer['clinic_details'];
export type ClinicRevenue = ClinicAnswer['revenue'];
export type ClinicStatus = ClinicDetails['status'];

/** GET /user with where.role_id 4: a page of clinics. */
export type ClinicList = ApiAnswer<'/api/user', 'get'>;
export type ClinicSummary = ClinicList['users'][number];

/** GET /doctor/clinics/{uid}: a page of the clinic's doctors (each the summary heading a doctor's detail). */
export type ClinicDoctorList = ApiAnswer<'/api/doctor/clinics/{uid}', 'get'>;
export type ClinicDoctor = ClinicDoctorList['doctors'][number];
