// What other modules may use of the user list: a page of patients or clinics (command search).
export { listUsers, parseUserList } from './service.js';
