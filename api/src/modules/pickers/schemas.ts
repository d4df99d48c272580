// Exact response schema of the pickers' options: what service.ts answers.
import { arrayOf, exact, integer, textOrNull, uid } from '../../wire/exact-shapes.js';
import { userStatus } from '../../wire/people-shapes.js';

/** GET /user/all: the pickers' doctors or clinics. */
export const pickerUsersSchema = exact({
  users: arrayOf(exact({ uid, id: integer, full_name: textOrNull, email: textOrNull, status: userStatus })),
});
