// What other modules may use of appointments: the list (command search, and the payments list
// that shows each payment's appointment), the wire shapes payments embed, and a person's
// appointments (the patient and doctor detail pages).
export { apptIdSearch } from './list-spec.js';
export {
  paymentAppointmentSchema,
  personAppointmentListSchema,
  transactionProperties,
  transactionSchema,
} from './schemas.js';
export { appointmentList, listAppointments } from './service.js';
export { personAppointments, personAppointmentsSpec } from './person-appointments.js';
