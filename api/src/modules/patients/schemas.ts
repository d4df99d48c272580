// Exact response schema of one user's record (GET /user/find): what service.ts answers.
import {
  exact,
  instant,
  instantOrNull,
  integer,
  textEnum,
  textOrNull,
  uid,
} from '../../wire/exact-shapes.js';
import { userStatus } from '../../wire/people-shapes.js';

const PATIENT_ONLY = [
  'address',
  'city',
  'state',
  'zip_code',
  'occupation',
  'martial_status',
  'no_of_children',
];

/** GET /user/find: any user; a patient's personal fields decrypted, and only a patient's profile fields. */
export const foundUserSchema = exact({
  user: exact(
    {
      uid,
      id: integer,
      role_id: { type: 'integer', enum: [2, 3, 4], description: '2 patient, 3 doctor, 4 clinic' },
      full_name: textOrNull,
      email: textOrNull,
      phone: textOrNull,
      npi: textOrNull,
      provider: textEnum(['Local', 'Google', 'Apple', 'Facebook']),
      status: userStatus,
      active: integer,
      appt_count: integer,
      image_url: textOrNull,
      created_at: instant,
      deleted_at: instantOrNull,
      dob: {
        type: ['string', 'null'],
        description: 'yyyy-MM-dd for a doctor or clinic; as entered for a patient',
      },
      gender: textOrNull,
      ...Object.fromEntries(PATIENT_ONLY.map((name) => [name, textOrNull])),
    },
    { optional: PATIENT_ONLY, description: 'The profile fields address to no_of_children: patients only' },
  ),
});
