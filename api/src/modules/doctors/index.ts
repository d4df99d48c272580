// What other modules may use of doctors: the doctor list (command search) and a clinic's doctors.
export { clinicDoctors, listDoctors } from './service.js';
