// What other modules may use of payments: the payments list (command search).
export { listPayments, paymentList } from './service.js';
