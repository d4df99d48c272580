// All data access of the Audit Log page.
import { api, pageWindow } from '@telehealth/shared/api';
import type { ApiAnswer, AuditList } from '@telehealth/shared/contracts';
import { dayRangeWhere } from '@telehealth/shared/format';

export interface AuditFilters {
  admin: string;
  action: string;
  targetType: string;
  /** A record's uid (a patient's, a payment's, ...). */
  target: string;
  from: string;
  to: string;
  search: string;
}

export const AUDIT_FILTER_KEYS = [
  'admin',
  'action',
  'target_type',
  'target',
  'from',
  'to',
  'search',
] as const;

/** The filters' choices: the administrators, the actions (with how each reads) and the target types. */
export type AuditFilterChoices = ApiAnswer<'/api/audit/filters', 'get'>;

/** The list parameters for the filters (the page's read and its export send the same). */
export function auditParams(filters: AuditFilters) {
  const where: Record<string, unknown> = {};
  if (filters.admin) where.admin = filters.admin;
  if (filters.action) where.action = filters.action;
  if (filters.targetType) where.target_type = filters.targetType;
  if (filters.target.trim()) where.target_uid = filters.target.trim();
  const range = dayRangeWhere(filters.from, filters.to);
  if (range) where.created_at = range;
  return { where, search: filters.search.trim() || undefined };
}

export function fetchAudit(filters: AuditFilters, page: number, pageSize: number, signal?: AbortSignal) {
  return api.get<AuditList>('/audit', {
    signal,
    searchParams: { ...auditParams(filters), ...pageWindow(page, pageSize) },
  });
}

export function fetchAuditFilterChoices(signal?: AbortSignal) {
  return api.get<AuditFilterChoices>('/audit/filters', { signal });
}
