import type { ApiAnswer } from './api-answers';

/** A page of GET /audit: the entries, newest first; `count` is exact up to 10,000 (`count_capped` when there are more). */
export type AuditList = ApiAnswer<'/api/audit', 'get'>;

/** One entry of GET /audit. */
export type AuditEntry = AuditList['entries'][number];
