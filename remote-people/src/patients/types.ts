// The patient pages' answers, named from the API's generated types: GET /user/find (the patient's
// personal fields decrypted) and GET /user's rows (role 2).
import type { FoundUser } from '../common/types';

/**
 * A patient as GET /user/find answers one. The profile fields (address to no_of_children) are
 * optional in the answer's schema, which also describes doctors and clinics: they lack them.
 */
export type Patient = FoundUser;
export type PatientStatus = Patient['status'];

/** A row of GET /user (role 2): the part of the found user the list answers. */
export type PatientSummary = Pick<
  FoundUser,
  'uid' | 'full_name' | 'email' | 'phone' | 'provider' | 'status' | 'appt_count' | 'image_url' | 'created_at'
>;

export interface PatientList {
  users: PatientSummary[];
  count: number;
  limit: number;
}
