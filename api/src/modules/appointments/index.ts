// What other modules may use of appointments: the list (command search, and the payments list
// that shows each payment's appointment) and the wire shapes payments embed.
export { appointmentListSpec, apptIdSearch } from './list-spec.js';
export { paymentAppointmentSchema, transactionSchema } from './schemas.js';
export { listAppointments } from './service.js';
