// What other modules may use of clinics: the clinic list of GET /user.
export { clinicUserList } from './clinic-list.js';
