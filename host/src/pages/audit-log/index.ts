export { AuditLogPage as default } from './AuditLogPage';
