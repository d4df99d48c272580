import type { Permission } from '../../lib/permissions.js';

/** The work queues whose items an administrator can be assigned to. */
export const QUEUES = ['enquiries', 'doctors', 'suggested-specialties', 'suggested-services'] as const;
export type QueueName = (typeof QUEUES)[number];

export interface Queue {
  name: QueueName;
  /** What one item is called in messages ('enquiry'). */
  noun: string;
  /** Its plural, as My work's counts name it. */
  title: string;
  table: string;
  /** The column its public key is in: an enquiry's id, or a uid. */
  key: 'id' | 'uid';
  /** Rows of this kind at all (a doctor, not a patient). */
  kind: string;
  /** Rows of the kind awaiting work: only these can be assigned. */
  open: string;
  /** Why a row of the kind cannot be assigned (its state, as a message), from its row `t`. */
  closedReason: string;
  /** An SQL expression of `t` naming the item in lists and notifications. */
  label: string;
  /** Who may assign items of the queue. */
  assignPermission: Permission;
  /** What an assignee's role must hold: the permission that acts on the item. */
  actPermission: Permission;
  /** In words, for the refusal of an assignee whose role cannot act. */
  act: string;
  /** The audit log's target type of an item (as the module that owns it writes it). */
  auditTarget: string;
}

export const QUEUE: Record<QueueName, Queue> = {
  enquiries: {
    name: 'enquiries',
    noun: 'enquiry',
    title: 'Enquiries',
    table: 'enquiries',
    key: 'id',
    kind: 'true',
    open: 't.status = 0',
    closedReason: `'This enquiry is completed; only a pending enquiry can be assigned'`,
    label: 't.subject',
    assignPermission: 'enquiries.assign',
    actPermission: 'enquiries.reply',
    act: 'reply to enquiries',
    auditTarget: 'enquiry',
  },
  doctors: {
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
    assignPermission: 'doctors.assign',
    actPermission: 'doctors.approve',
    act: 'approve doctors',
    auditTarget: 'doctor',
  },
  'suggested-specialties': {
    name: 'suggested-specialties',
    noun: 'suggested specialty',
    title: 'Suggested specialties',
    table: 'suggested_specialities',
    key: 'uid',
    kind: 'true',
    open: `t.status = 'pending'`,
    closedReason: `'This suggestion was already ' || t.status || '; only a suggestion awaiting review can be assigned'`,
    label: 't.speciality_name',
    assignPermission: 'suggestions.assign',
    actPermission: 'suggestions.review',
    act: 'review suggestions',
    auditTarget: 'suggested_speciality',
  },
  'suggested-services': {
    name: 'suggested-services',
    noun: 'suggested service',
    title: 'Suggested services',
    table: 'suggested_services',
    key: 'uid',
    kind: 'true',
    open: `t.status = 'pending'`,
    closedReason: `'This suggestion was already ' || t.status || '; only a suggestion awaiting review can be assigned'`,
    label: 't.service_name',
    assignPermission: 'suggestions.assign',
    actPermission: 'suggestions.review',
    act: 'review suggestions',
    auditTarget: 'suggested_service',
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The item's key as its column takes it, or null when it cannot be one (a 404, never a 500). */
export function itemKey(queue: Queue, raw: string): string | null {
  if (queue.key === 'id') return /^[1-9]\d{0,14}$/.test(raw) ? raw : null;
  return UUID.test(raw) ? raw.toLowerCase() : null;
}
