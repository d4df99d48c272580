// What other modules may use of patients: the patient list (command search) and a person's appointments.
export { personAppointments } from './person-appointments.js';
export { listUsers } from './service.js';
