/** One entry of GET /audit. */
export interface AuditEntry {
  id: number;
  created_at: string;
  admin: { uid: string; full_name: string | null; email: string | null } | null;
  action: string;
  /** How the action reads ('Refunded payment'), as the API module writing it declared. */
  action_label?: string;
  target_type: string | null;
  target_uid: string | null;
  /** The record's name (a patient's masked). */
  target_name: string | null;
  ip: string | null;
  request_id: string | null;
  details: Record<string, unknown> | null;
}

export interface AuditList {
  entries: AuditEntry[];
  /** Exact up to 10,000; `count_capped` when there are more. */
  count: number;
  count_capped: boolean;
  limit: number;
}
