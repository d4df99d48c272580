export { VerificationPage as default } from './VerificationPage';
