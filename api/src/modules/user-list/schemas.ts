// Exact response schema of GET /user: a page of patients or clinics, each row what `userFields`
// answers (a patient's name, e-mail and phone decrypted).
import { exact } from '../../wire/exact-shapes.js';
import { userFieldsProperties } from '../../wire/people-shapes.js';
import { listPage } from '../../wire/response-shapes.js';

const rowProperties = {
  ...userFieldsProperties,
  role_id: { type: 'integer', enum: [2, 4], description: '2 patient, 4 clinic' },
};

/**
 * A row names every field; `select` narrows it to the fields asked (uid always), so only uid is
 * required. Without `select` every field is there.
 */
export const userListRowSchema = exact(rowProperties, {
  optional: Object.keys(rowProperties).filter((name) => name !== 'uid'),
  description: 'Every field unless `select` names some: then those and uid',
});

export const userListSchema = listPage('users', userListRowSchema);
