export { SuccessLoginPage as default } from './SuccessLoginPage';
