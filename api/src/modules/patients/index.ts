// What other modules may use of patients: the patient list of GET /user.
export { patientUserList } from './patient-list.js';
