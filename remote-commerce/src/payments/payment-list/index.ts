export { PaymentListPage as default, prefetchPaymentList as prefetch } from './PaymentListPage';
