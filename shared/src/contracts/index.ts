export * from './api-types';
export * from './contract-version';
export * from './remote-module';
export type { AuditEntry, AuditList } from './audit';
