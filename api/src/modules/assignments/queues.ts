import type { WorkQueueKind } from '../../plugins/registry.js';

/**
 * A work queue: the items an administrator can be assigned to. These are this module's; any other
 * module declares its own (`records: { coupons: { …, assignable: {…} } }`, see plugins/registry.ts).
 */
export type Queue = WorkQueueKind;

export const BUILT_IN_QUEUES: readonly Queue[] = [
  {
    name: 'enquiries',
    noun: 'enquiry',
    title: 'Enquiries',
    table: 'enquiries',
    key: 'id',
    kind: 'true',
    open: 't.status = 0',
    closedReason: `'This enquiry is completed; only a pending enquiry can be assigned'`,
    label: 't.subject',
    view: 'enquiries.view',
    assignPermission: 'enquiries.assign',
    actPermission: 'enquiries.reply',
    act: 'reply to enquiries',
    auditTarget: 'enquiry',
    recordType: 'enquiry',
  },
  {
    name: 'doctors',
    noun: 'doctor',
    title: 'Doctors awaiting approval',
    table: 'users',
    key: 'uid',
    kind: 't.role_id = 3',
    open: `t.status = 'pending'`,
    closedReason: `case when t.status = 'deleted' then 'This doctor was deleted; only a doctor awaiting approval can be assigned'
      else 'This doctor is no longer awaiting approval; only a doctor awaiting approval can be assigned' end`,
    label: `coalesce(nullif(trim(coalesce(t.full_name, '')), ''), t.email, 'Doctor')`,
    view: 'doctors.view',
    assignPermission: 'doctors.assign',
    actPermission: 'doctors.approve',
    act: 'approve doctors',
    auditTarget: 'doctor',
    recordType: 'doctor',
  },
  {
    name: 'suggested-specialties',
    noun: 'suggested specialty',
    title: 'Suggested specialties',
    table: 'suggested_specialities',
    key: 'uid',
    kind: 'true',
    open: `t.status = 'pending'`,
    closedReason: `'This suggestion was already ' || t.status || '; only a suggestion awaiting review can be assigned'`,
    label: 't.speciality_name',
    view: 'catalog.view',
    assignPermission: 'suggestions.assign',
    actPermission: 'suggestions.review',
    act: 'review suggestions',
    auditTarget: 'suggested_speciality',
    recordType: 'suggested-specialty',
  },
  {
    name: 'suggested-services',
    noun: 'suggested service',
    title: 'Suggested services',
    table: 'suggested_services',
    key: 'uid',
    kind: 'true',
    open: `t.status = 'pending'`,
    closedReason: `'This suggestion was already ' || t.status || '; only a suggestion awaiting review can be assigned'`,
    label: 't.service_name',
    view: 'catalog.view',
    assignPermission: 'suggestions.assign',
    actPermission: 'suggestions.review',
    act: 'review suggestions',
    auditTarget: 'suggested_service',
    recordType: 'suggested-service',
  },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The item's key as its column takes it, or null when it cannot be one (a 404, never a 500). */
export function itemKey(queue: Queue, raw: string): string | null {
  if (queue.key === 'id') return /^[1-9]\d{0,14}$/.test(raw) ? raw : null;
  return UUID.test(raw) ? raw.toLowerCase() : null;
}
