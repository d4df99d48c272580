export { AcceptInvitationPage as default } from './AcceptInvitationPage';
