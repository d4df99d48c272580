export { PaymentListPage as default } from './PaymentListPage';
