import { type SQL, sql } from 'drizzle-orm';
import { admins, auditLog } from '../../db/schema/index.js';
import { type Bind, bindParam, type ListSpec, type Operator, type Scalar } from '../../lists/index.js';
import { dayAwareTimestamp } from '../../time/day-range.js';

/** An admin given by uid, matched on the entry's admin_id. */
function adminUidField() {
  return {
    column: auditLog.adminId,
    type: 'uuid' as const,
    operators: ['=', 'in'] as Operator[],
    condition(_operator: Operator, value: Scalar | Scalar[], bind: Bind): SQL {
      const uids = bind(Array.isArray(value) ? value : [value]);
      return sql`${auditLog.adminId} in (select ${admins.id} from ${admins} where ${admins.uid} = any(${uids}::uuid[]))`;
    },
  };
}

/** What GET /audit lets a client filter and sort. Every filter has an index ending in (created_at, id). */
export function auditListSpec(timeZone: string): ListSpec {
  return {
    fields: {
      admin: adminUidField(),
      action: { column: auditLog.action, type: 'string', operators: ['=', 'in'] },
      target_type: { column: auditLog.targetType, type: 'string', operators: ['=', 'in'] },
      target_uid: { column: auditLog.targetUid, type: 'string', operators: ['=', 'in'] },
      request_id: { column: auditLog.requestId, type: 'string', operators: ['='] },
      created_at: dayAwareTimestamp(auditLog.createdAt, timeZone, 'created_at'),
    },
    defaultSort: [{ field: 'created_at', direction: 'DESC' }],
    tiebreaker: auditLog.id,
    maxLimit: 100,
  };
}

/** The search box: a record's id (target uid) or a request id, exactly (both indexed). */
export function auditSearch(search: string, bind: Bind = bindParam): SQL {
  const text = bind(search);
  return sql`(${auditLog.targetUid} = ${text} or ${auditLog.requestId} = ${text})`;
}
