export { SetNewPasswordPage as default } from './SetNewPasswordPage';
