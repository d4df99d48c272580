// What other modules may use of appointments: the list (command search, and the payments list
// that shows each payment's appointment) and the wire shapes payments embed.
export { apptIdSearch } from './list-spec.js';
export { paymentAppointmentSchema, transactionSchema } from './schemas.js';
export { appointmentList, listAppointments } from './service.js';
