export * from './api-types';
export * from './remote-module';
export type { AuditEntry, AuditList } from './audit';
