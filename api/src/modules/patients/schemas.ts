// Exact response schema of one user's record (GET /user/find): what service.ts answers.
import { exact, textOrNull } from '../../wire/exact-shapes.js';
import { userFieldsProperties } from '../../wire/people-shapes.js';

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
      ...userFieldsProperties,
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
