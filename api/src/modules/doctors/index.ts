// What other modules may use of doctors: the doctor list (command search) and a clinic's doctors
// (the list and its answer's schema).
export { clinicDoctorListSpec, clinicDoctors, doctorsList, listDoctors } from './service.js';
export { clinicDoctorListSchema } from './schemas.js';
