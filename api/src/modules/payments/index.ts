// What other modules may use of payments: the payments list (command search).
export { paymentListSpec } from './list-spec.js';
export { listPayments } from './service.js';
