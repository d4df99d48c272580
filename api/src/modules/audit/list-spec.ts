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

/** The actions the API writes, for the Audit Log's Action filter. */
export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'auth.password_change',
  'auth.password_reset',
  'doctor.approve',
  'doctor.reject',
  'doctor.block',
  'doctor.unblock',
  'doctor.delete',
  'doctor.sponsored',
  'doctor.broadcast',
  'doctor.change_password',
  'patient.read',
  'patient.block',
  'patient.unblock',
  'patient.delete',
  'clinic.approve',
  'clinic.reject',
  'clinic.block',
  'clinic.unblock',
  'clinic.delete',
  'user.impersonate',
  'payment.refund',
  'enquiry.reply',
  'enquiry.complete',
  'enquiry.reopen',
  'settings.update',
  'speciality.create',
  'speciality.update',
  'speciality.delete',
  'service.create',
  'service.update',
  'service.delete',
  'board_certificate.create',
  'board_certificate.update',
  'board_certificate.delete',
  'suggested_speciality.accept',
  'suggested_speciality.reject',
  'suggested_speciality.seen',
  'suggested_service.accept',
  'suggested_service.reject',
  'suggested_service.seen',
  'notification_feed.clear',
  'doctor.export',
  'patient.export',
  'clinic.export',
  'appointment.export',
  'payment.export',
  'enquiry.export',
  'audit.export',
  'admin.invite',
  'admin.invitation_resend',
  'admin.invitation_revoke',
  'admin.invitation_accept',
  'admin.role_change',
  'admin.deactivate',
  'admin.reactivate',
] as const;

/** The kinds of record an entry can be about. */
export const AUDIT_TARGET_TYPES = [
  'doctor',
  'patient',
  'clinic',
  'user',
  'appointment',
  'payment',
  'enquiry',
  'admin',
  'admin_session',
  'admin_invitation',
  'settings',
  'speciality',
  'service',
  'board_certificate',
  'suggested_speciality',
  'suggested_service',
  'list',
] as const;
