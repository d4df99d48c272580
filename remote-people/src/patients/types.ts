// Where these types come from: the patient pages' answers (GET /user/find, the patient's personal
// fields decrypted, and GET /user's rows with role 2), named from the API's generated types
// (@telehealth/shared/contracts, `pnpm gen:api-types`): nothing here restates a field.
import type { ApiAnswer } from '@telehealth/shared/contracts';
import type { FoundUser } from '../users/types';

/**
 * A patient as GET /user/find answers one. The profile fields (address to no_of_children) are
 * optional in the answer's schema, which also describes doctors and clinics: they lack them.
 */
export type Patient = FoundUser;
export type PatientStatus = Patient['status'];

/** GET /user with where.role_id 2: a page of patients. */
export type PatientList = ApiAnswer<'/api/user', 'get'>;
/** A row of it: every field is there (only a `select`, which these pages never send, leaves some out). */
export type PatientSummary = PatientList['users'][number];
