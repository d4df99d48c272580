export * from './api-types';
export type { ApiAnswer, ApiMethod, ApiPath, ApiPaths, ApiResponse } from './api-answers';
export * from './contract-version';
export * from './remote-module';
export type { AuditEntry, AuditList } from './audit';
