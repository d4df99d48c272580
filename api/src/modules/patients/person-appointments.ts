import { eq, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { appointments, patientProfiles, users } from '../../db/schema/index.js';
import { type ListDefinition, type ListQuery, type ListSpec, readList } from '../../lists/index.js';
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
const patientUser = alias(users, 'patient_user');

const columns = {
  uid: appointments.uid,
  apptId: appointments.apptId,
  status: appointments.status,
  bookingType: appointments.bookingType,
  dateUtc: appointments.dateUtc,
  serviceAtDate: appointments.serviceAtDate,
  createdAt: appointments.createdAt,
  totalCostCents: appointments.totalCostCents,
  bookingAmountCents: appointments.bookingAmountCents,
  patientUid: patientUser.uid,
  patientStatus: patientUser.status,
  patientDeletedAt: patientUser.deletedAt,
  fullNameEnc: patientProfiles.fullNameEnc,
  emailEnc: patientProfiles.emailEnc,
  phoneEnc: patientProfiles.phoneEnc,
  doctorUid: doctorUser.uid,
  doctorName: doctorUser.fullName,
  doctorStatus: doctorUser.status,
  doctorDeletedAt: doctorUser.deletedAt,
};

type Row = {
  uid: string;
  apptId: string;
  status: string;
  bookingType: string;
  dateUtc: Date;
  serviceAtDate: Date;
  createdAt: Date;
  totalCostCents: number;
  bookingAmountCents: number;
  patientUid: string | null;
  patientStatus: string | null;
  patientDeletedAt: Date | null;
  fullNameEnc: string | null;
  emailEnc: string | null;
  phoneEnc: string | null;
  doctorUid: string | null;
  doctorName: string | null;
  doctorStatus: string | null;
  doctorDeletedAt: Date | null;
};

function withParties<Q extends PgSelect>(query: Q): Q {
  // The selection is explicit, so joining changes nothing in the rows' type.
  return query
    .leftJoin(doctorUser, eq(doctorUser.id, appointments.doctorId))
    .leftJoin(patientUser, eq(patientUser.id, appointments.userId))
    .leftJoin(patientProfiles, eq(patientProfiles.userId, appointments.userId)) as unknown as Q;
}

/**
 * The appointments of one doctor or one patient, with both parties, as the list engine reads them
 * (the person's id bound: one statement for every person). Patients are masked on a doctor's list
 * and shown in full on their own.
 */
function personAppointmentList(app: FastifyInstance, owner: Owner): ListDefinition<Row, unknown> {
  const ownerColumn = owner.by === 'doctor' ? appointments.doctorId : appointments.userId;
  return {
    name: `${owner.by} appointments`,
    spec: personAppointmentsSpec,
    table: appointments,
    id: appointments.id,
    conditions: (_list, bind) => [sql`${ownerColumn} = ${bind(owner.userId)}`],
    columns,
    joins: withParties,
    map: (r) => {
      const plain = decryptContact(app.fieldCrypto, r);
      return {
        uid: r.uid,
        appt_id: r.apptId,
        status: r.status,
        booking_type: r.bookingType,
        date_utc: toIso(r.dateUtc),
        service_at_date: toIso(r.serviceAtDate),
        created_at: toIso(r.createdAt),
        total_cost: dollars(r.totalCostCents),
        booking_amount: dollars(r.bookingAmountCents),
        user: r.patientUid
          ? {
              uid: r.patientUid,
              full_name: owner.by === 'patient' ? plain.full_name : maskName(plain.full_name),
              status: r.patientStatus,
              deleted_at: toIso(r.patientDeletedAt),
            }
          : null,
        doctor: r.doctorUid
          ? {
              uid: r.doctorUid,
              full_name: r.doctorName,
              status: r.doctorStatus,
              deleted_at: toIso(r.doctorDeletedAt),
            }
          : null,
      };
    },
  };
}

interface Owner {
  by: 'doctor' | 'patient';
  userId: number;
}

/** GET /user/appointments/patients/{uid} and /user/appointments/doctors/{uid}: a person's appointments. */
export async function personAppointments(app: FastifyInstance, owner: Owner, list: ListQuery) {
  const page = await readList(app.db, personAppointmentList(app, owner), list);
  return { appointments: page.rows, count: page.total, limit: list.limit };
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
