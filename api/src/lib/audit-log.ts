import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

export interface AuditEntry {
  /** What happened, as `<domain>.<verb>`: doctor.approve, payment.refund, settings.update, ... */
  action: string;
  targetType?: string;
  targetUid?: string | null;
  /** Non-personal facts only (statuses, amounts, setting names): never passwords or patient data. */
  details?: Record<string, unknown>;
  /** Whose action it is when the request has no session yet (a sign-in's second step). */
  adminId?: number;
}

/** Requests that recorded an audit entry: a write, even on a GET (a patient's record read, an export). */
const wrote = new WeakSet<FastifyRequest>();

/** True when `request` has recorded an audit entry (its admin's next reads must see it). */
export function wroteDuring(request: FastifyRequest): boolean {
  return wrote.has(request);
}

/**
 * Notes a write that records no audit entry (an enquiry marked read as it is opened): its admin's
 * next reads, and the reads shared by the requests of the moment, must see it all the same.
 */
export function noteWrite(request: FastifyRequest): void {
  wrote.add(request);
}

/**
 * Records an administrator's write. Pass the transaction the write runs in (`tx`), so the entry
 * exists exactly when the change does; `app.db` otherwise.
 */
export async function audit(
  db: Pick<Db, 'insert'>,
  request: FastifyRequest,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    adminId: entry.adminId ?? request.admin?.id ?? null,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetUid: entry.targetUid ?? null,
    requestId: request.id,
    ip: request.ip,
    details: entry.details ?? null,
  });
  wrote.add(request);
}
