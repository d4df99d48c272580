// Features that read their own data and show it with the UI kit: each loads through `./query`.
export { AuditHistory, auditLogUrl } from './audit-history';
export type { AuditHistoryProps } from './audit-history';
