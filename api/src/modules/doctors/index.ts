// What other modules may use of doctors: the doctor list (command search) and a clinic's doctors.
export { doctorListSpec } from './list-spec.js';
export { clinicDoctorListSpec, clinicDoctors, listDoctors } from './service.js';
