import { count, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { appointments, patientProfiles, users } from '../../db/schema/index.js';
import { type ListSpec, orderBySql, parseListQuery, whereSql } from '../../lists/index.js';
import { decryptContact, maskName } from './patient-fields.js';
import { dollars, toIso } from './wire.js';

/** Spec section 9: the appointments under a detail page, 10 a page. */
export const personAppointmentsSpec: ListSpec = {
  fields: {
    status: { column: appointments.status, type: 'string', sort: true, operators: ['=', 'in'] },
    created_at: { column: appointments.createdAt, type: 'date', sort: true },
    date_utc: { column: appointments.dateUtc, type: 'date', sort: true },
    appt_id: { column: appointments.apptId, type: 'string', sort: true, filter: false },
  },
  defaultSort: [{ field: 'created_at', direction: 'DESC' }],
  tiebreaker: appointments.id,
  populate: ['user', 'doctor'],
  defaultLimit: 10,
  maxLimit: 100,
};

const doctorUser = alias(users, 'doctor_user');

/**
 * The appointments of one doctor or one patient, with both parties. Patients are masked on a
 * doctor's list and shown in full on their own.
 */
export async function personAppointments(
  app: FastifyInstance,
  owner: { by: 'doctor' | 'patient'; userId: number },
  query: unknown,
) {
  const list = parseListQuery(query, personAppointmentsSpec);
  const ownerCondition: SQL =
    owner.by === 'doctor' ? eq(appointments.doctorId, owner.userId) : eq(appointments.userId, owner.userId);
  const where = whereSql(list, personAppointmentsSpec, [ownerCondition]);

  const [rows, [{ total }]] = await Promise.all([
    app.db
      .select({
        uid: appointments.uid,
        apptId: appointments.apptId,
        status: appointments.status,
        bookingType: appointments.bookingType,
        dateUtc: appointments.dateUtc,
        serviceAtDate: appointments.serviceAtDate,
        createdAt: appointments.createdAt,
        totalCostCents: appointments.totalCostCents,
        bookingAmountCents: appointments.bookingAmountCents,
        userId: appointments.userId,
        doctorUid: doctorUser.uid,
        doctorName: doctorUser.fullName,
        doctorStatus: doctorUser.status,
        doctorDeletedAt: doctorUser.deletedAt,
      })
      .from(appointments)
      .leftJoin(doctorUser, eq(doctorUser.id, appointments.doctorId))
      .where(where)
      .orderBy(...orderBySql(list, personAppointmentsSpec))
      .limit(list.limit)
      .offset(list.offset),
    app.db.select({ total: count() }).from(appointments).where(where),
  ]);

  const patientIds = [...new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null))];
  const patients = patientIds.length
    ? await app.db
        .select({
          id: users.id,
          uid: users.uid,
          status: users.status,
          deletedAt: users.deletedAt,
          fullNameEnc: patientProfiles.fullNameEnc,
          emailEnc: patientProfiles.emailEnc,
          phoneEnc: patientProfiles.phoneEnc,
        })
        .from(users)
        .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
        .where(inArray(users.id, patientIds))
    : [];
  const patientById = new Map(
    patients.map((p) => {
      const plain = decryptContact(app.fieldCrypto, p);
      const ownRecord = owner.by === 'patient';
      return [
        p.id,
        {
          uid: p.uid,
          full_name: ownRecord ? plain.full_name : maskName(plain.full_name),
          status: p.status,
          deleted_at: toIso(p.deletedAt),
        },
      ];
    }),
  );

  return {
    appointments: rows.map((r) => ({
      uid: r.uid,
      appt_id: r.apptId,
      status: r.status,
      booking_type: r.bookingType,
      date_utc: toIso(r.dateUtc),
      service_at_date: toIso(r.serviceAtDate),
      created_at: toIso(r.createdAt),
      total_cost: dollars(r.totalCostCents),
      booking_amount: dollars(r.bookingAmountCents),
      user: r.userId !== null ? (patientById.get(r.userId) ?? null) : null,
      doctor: r.doctorUid
        ? {
            uid: r.doctorUid,
            full_name: r.doctorName,
            status: r.doctorStatus,
            deleted_at: toIso(r.doctorDeletedAt),
          }
        : null,
    })),
    count: Number(total),
    limit: list.limit,
  };
}

export const appointmentRowSchema = {
  type: 'object',
  properties: {
    uid: { type: 'string' },
    appt_id: { type: 'string' },
    status: { type: 'string' },
    booking_type: { type: 'string' },
    date_utc: { type: ['string', 'null'] },
    service_at_date: { type: ['string', 'null'] },
    created_at: { type: ['string', 'null'] },
    total_cost: { type: ['string', 'null'] },
    booking_amount: { type: ['string', 'null'] },
    user: { type: ['object', 'null'], additionalProperties: true },
    doctor: { type: ['object', 'null'], additionalProperties: true },
  },
} as const;
