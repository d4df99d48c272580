// What other modules may use of patients: the patient list (command search) and a person's appointments.
export { personAppointments, personAppointmentsSpec } from './person-appointments.js';
export { listUsers, parseUserList } from './service.js';
