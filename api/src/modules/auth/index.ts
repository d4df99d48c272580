// What other modules may use of auth: the admin's wire shape and the password re-entry check.
export { checkReenteredPassword } from './reauth.js';
export { adminUser } from './schemas.js';
export { sessionUser } from './session-user.js';
