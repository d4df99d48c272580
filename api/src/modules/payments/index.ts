// What other modules may use of payments: the payments list (command search); what the app
// registers: the process's refund desk.
export { listPayments, paymentList } from './service.js';
export { refundDeskPlugin } from './desk-plugin.js';
