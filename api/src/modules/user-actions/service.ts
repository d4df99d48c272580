import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { appointments, doctorNotifications, type UserStatus, users } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden } from '../../lib/http-error.js';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../lib/passwords.js';
import { audit } from '../../lib/audit-log.js';
import { distinctBatch, runBatch, type Tx, withBatch } from '../../lib/batch.js';
import { checkReenteredPassword } from '../auth/index.js';
import { findUserOr404, type RoleName, type UserRow } from '../../people/lookup.js';

export type UserAction = 'block' | 'unblock' | 'delete';
export const BROADCAST_MAX = 255;

const ROLE_NAME: Record<number, RoleName> = { 2: 'patient', 3: 'doctor', 4: 'clinic' };
const LABEL: Record<RoleName, string> = { patient: 'patient', doctor: 'doctor', clinic: 'clinic' };

/**
 * The statuses each action starts from. Doctors: block from active or deactivated;
 * patients and clinics: block from active. Unblock from blocked. Delete from anything not deleted,
 * except a clinic still pending (it is approved or rejected instead).
 */
export function allowedFrom(role: RoleName, action: UserAction): UserStatus[] {
  if (action === 'block') return role === 'doctor' ? ['active', 'deactivated'] : ['active'];
  if (action === 'unblock') return ['blocked'];
  const all: UserStatus[] = ['pending', 'active', 'deactivated', 'blocked', 'rejected'];
  return role === 'clinic' ? all.filter((s) => s !== 'pending') : all;
}

const NEXT: Record<UserAction, UserStatus> = { block: 'blocked', unblock: 'active', delete: 'deleted' };

/** The appointments blocking a doctor cancels: those not yet over. */
const CANCELLED_BY_BLOCK = ['pending', 'ongoing'];

/**
 * GET /user/action/{uid}/block-preview: what blocking this user would do, read before the admin is
 * asked for the password. Only a doctor's block cancels appointments (their pending and ongoing
 * ones, the same rows `applyUserAction` cancels); a patient or clinic answers 0.
 */
export async function blockPreview(app: FastifyInstance, uid: string) {
  const user = await findUserOr404(app.db, uid, PEOPLE);
  if (ROLE_NAME[user.roleId] !== 'doctor') return { appointments_to_cancel: 0 };
  const [row] = await app.db
    .select({ n: count() })
    .from(appointments)
    .where(and(eq(appointments.doctorId, user.id), inArray(appointments.status, CANCELLED_BY_BLOCK)));
  return { appointments_to_cancel: Number(row?.n ?? 0) };
}

const asDb = (tx: unknown) => tx as Db;
const PEOPLE: RoleName[] = ['doctor', 'patient', 'clinic'];
const REVIEWED: RoleName[] = ['doctor', 'clinic'];

/** The admin re-enters their password for block, unblock and delete; wrong is a 403, never a 401. */
export async function checkAdminPassword(app: FastifyInstance, request: FastifyRequest, password: unknown) {
  if (typeof password !== 'string' || password.length === 0) throw badRequest('Please enter password');
  if (password.length > MAX_PASSWORD_LENGTH) throw forbidden('Incorrect password');
  await checkReenteredPassword(app, request, password, () => forbidden('Incorrect password'));
}

function refusal(user: UserRow, role: RoleName, action: UserAction) {
  return conflict(
    `This ${LABEL[role]} cannot be ${action === 'delete' ? 'deleted' : `${action}ed`} (status: ${user.status})`,
  );
}

/** The status a refused change found: read again, since a concurrent write may have moved it. */
async function currentStatus(tx: Tx, user: UserRow): Promise<UserStatus> {
  const [row] = await tx.select({ status: users.status }).from(users).where(eq(users.id, user.id));
  return row?.status ?? user.status;
}

/**
 * Block, unblock or delete `user` in the caller's transaction, as one conditional update, so a
 * second or out-of-order attempt is refused. Blocking a doctor cancels their pending and ongoing
 * appointments in the same transaction. `batch`: the bulk action it belongs to (audited).
 */
export async function applyUserAction(
  tx: Tx,
  request: FastifyRequest,
  user: UserRow,
  action: UserAction,
  batch?: string,
) {
  const role = ROLE_NAME[user.roleId];
  const [updated] = await tx
    .update(users)
    .set({
      status: NEXT[action],
      ...(action === 'delete' ? { deletedAt: new Date() } : {}),
    })
    .where(and(eq(users.id, user.id), inArray(users.status, allowedFrom(role, action))))
    .returning({ uid: users.uid, status: users.status });
  if (!updated) throw refusal({ ...user, status: await currentStatus(tx, user) }, role, action);
  let cancelled = 0;
  if (role === 'doctor' && action === 'block') {
    const rows = await tx
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(and(eq(appointments.doctorId, user.id), inArray(appointments.status, CANCELLED_BY_BLOCK)))
      .returning({ id: appointments.id });
    cancelled = rows.length;
  }
  await audit(tx, request, {
    action: `${role}.${action}`,
    targetType: role,
    targetUid: user.uid,
    details: withBatch(
      {
        from: user.status,
        to: NEXT[action],
        ...(cancelled ? { cancelled_appointments: cancelled } : {}),
      },
      batch,
    ),
  });
  return { user: updated, role, cancelled_appointments: cancelled };
}

/** PUT /user/action/{uid}: the user (404 first), then the admin's password, then the change. */
export async function runUserAction(
  app: FastifyInstance,
  request: FastifyRequest,
  uid: string,
  action: UserAction,
  password: unknown,
) {
  const user = await findUserOr404(app.db, uid, PEOPLE);
  await checkAdminPassword(app, request, password);
  return app.db.transaction((tx) => applyUserAction(tx, request, user, action));
}

/** POST /user/bulk/block: the admin's password once, then each uid blocked under its own savepoint. */
export async function blockUsers(
  app: FastifyInstance,
  request: FastifyRequest,
  uids: string[],
  password: unknown,
) {
  distinctBatch(uids); // a batch of the wrong size costs no password attempt
  await checkAdminPassword(app, request, password);
  return runBatch(app.db, uids, async (tx, uid, batch) =>
    applyUserAction(tx, request, await findUserOr404(asDb(tx), uid, PEOPLE), 'block', batch),
  );
}

/** Accept or reject a pending doctor or clinic in the caller's transaction, once. */
export async function applyReview(
  tx: Tx,
  request: FastifyRequest,
  user: UserRow,
  action: 'accept' | 'reject',
  batch?: string,
) {
  const role = ROLE_NAME[user.roleId];
  const next = action === 'accept' ? 'active' : 'rejected';
  const [updated] = await tx
    .update(users)
    .set({ status: next, ...(action === 'accept' ? { approvedAt: new Date() } : {}) })
    .where(and(eq(users.id, user.id), eq(users.status, 'pending')))
    .returning({ uid: users.uid, status: users.status });
  if (!updated) {
    throw conflict(
      `Only a pending ${LABEL[role]} can be ${action === 'accept' ? 'approved' : 'rejected'} (status: ${await currentStatus(tx, user)})`,
    );
  }
  await audit(tx, request, {
    action: `${role}.${action === 'accept' ? 'approve' : 'reject'}`,
    targetType: role,
    targetUid: user.uid,
    details: withBatch({ from: 'pending', to: next }, batch),
  });
  return { user: updated };
}

/** PUT /user/{uid}: accept or reject a pending doctor or clinic, once. */
export async function reviewUser(
  app: FastifyInstance,
  request: FastifyRequest,
  uid: string,
  action: 'accept' | 'reject',
) {
  const user = await findUserOr404(app.db, uid, REVIEWED);
  return app.db.transaction((tx) => applyReview(tx, request, user, action));
}

/** POST /user/bulk/review: each uid accepted or rejected under its own savepoint. */
export function reviewUsers(
  app: FastifyInstance,
  request: FastifyRequest,
  uids: string[],
  action: 'accept' | 'reject',
) {
  return runBatch(app.db, uids, async (tx, uid, batch) =>
    applyReview(tx, request, await findUserOr404(asDb(tx), uid, REVIEWED), action, batch),
  );
}

/** PUT /user/doctor/{uid}/sponsored/: only while the profile is active (active and complete). */
export async function setSponsored(
  app: FastifyInstance,
  request: FastifyRequest,
  uid: string,
  key: '0' | '1',
) {
  const doctor = await findUserOr404(app.db, uid, ['doctor']);
  return app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ isSponsored: key })
      .where(and(eq(users.id, doctor.id), eq(users.status, 'active'), eq(users.profileStatus, 'complete')))
      .returning({ uid: users.uid, is_sponsored: users.isSponsored });
    if (!updated) throw conflict('Sponsorship can be changed only for a doctor with an active profile');
    await audit(asDb(tx), request, {
      action: 'doctor.sponsored',
      targetType: 'doctor',
      targetUid: doctor.uid,
      details: { from: doctor.isSponsored, to: key },
    });
    return { user: updated };
  });
}

/** POST /user/{uid}/broadcast: a message (1 to 255 characters) becomes a doctor notification. */
export async function broadcast(
  app: FastifyInstance,
  request: FastifyRequest,
  uid: string,
  description: unknown,
) {
  const text = typeof description === 'string' ? description.trim() : '';
  if (!text) throw badRequest('Please enter a message to broadcast');
  if (text.length > BROADCAST_MAX) throw badRequest(`Message must be at most ${BROADCAST_MAX} characters`);
  const doctor = await findUserOr404(app.db, uid, ['doctor']);
  if (doctor.status === 'deleted') throw conflict('A deleted doctor cannot receive messages');
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(doctorNotifications)
      .values({ userId: doctor.id, description: text })
      .returning();
    await audit(asDb(tx), request, {
      action: 'doctor.broadcast',
      targetType: 'doctor',
      targetUid: doctor.uid,
      details: { length: text.length },
    });
    return {
      name: doctor.fullName ?? '',
      notification: { uid: row.uid, description: row.description, created_at: row.createdAt.toISOString() },
    };
  });
}

/** PUT /user/change-password/{uid}: sets the doctor's password and mails it to the doctor. */
export async function changeDoctorPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  uid: string,
  password: unknown,
) {
  if (typeof password !== 'string' || password.length === 0) throw badRequest('Please enter valid password');
  if (password.length < MIN_PASSWORD_LENGTH) throw badRequest('Password must be minimum 6 characters');
  if (password.length > MAX_PASSWORD_LENGTH)
    throw badRequest(`Password must be at most ${MAX_PASSWORD_LENGTH} characters`);
  const doctor = await findUserOr404(app.db, uid, ['doctor']);
  const hash = await hashPassword(password);
  await app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash: hash })
      .where(and(eq(users.id, doctor.id), notInArray(users.status, ['blocked', 'deleted', 'pending'])))
      .returning({ id: users.id });
    if (!updated) throw conflict(`The password of this doctor cannot be changed (status: ${doctor.status})`);
    await audit(asDb(tx), request, {
      action: 'doctor.change_password',
      targetType: 'doctor',
      targetUid: doctor.uid,
    });
  });
  if (doctor.email) {
    await app.mailer.send({
      to: doctor.email,
      subject: 'Your new password',
      kind: 'doctor_new_password',
      text: `Hello Dr. ${doctor.fullName ?? ''},\n\nAn administrator set a new password for your account: ${password}\n\nPlease sign in and change it.`,
    });
  }
  return {};
}
