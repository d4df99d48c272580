import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments } from '../../db/schema/index.js';
import { type ListDefinition, type ListQuery, type ListSpec, readList } from '../../lists/index.js';
import { dollars } from '../../money/dollars.js';
import {
  type AppointmentRow,
  appointmentColumns,
  partyColumns,
  withParties,
} from '../../people/party-columns.js';
import { decryptContact } from '../../people/fields.js';
import { maskName } from '../../people/masking.js';
import { toIso } from '../../time/iso.js';

/** The appointments under a detail page, 10 a page. */
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

/** One row of a person's appointments: the patient's name masked unless it is the patient's own list. */
function personAppointmentRow(app: FastifyInstance, owner: Owner, r: AppointmentRow) {
  const fullName = decryptContact(app.fieldCrypto, {
    fullNameEnc: r.patientNameEnc,
    emailEnc: null,
    phoneEnc: null,
  }).full_name;
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
          full_name: owner.by === 'patient' ? fullName : maskName(fullName),
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
}

/**
 * The appointments of one doctor or one patient, with both parties, as the list engine reads them
 * (the person's id bound: one statement for every person). Patients are masked on a doctor's list
 * and shown in full on their own.
 */
function personAppointmentList(
  app: FastifyInstance,
  owner: Owner,
): ListDefinition<AppointmentRow, ReturnType<typeof personAppointmentRow>> {
  const ownerColumn = owner.by === 'doctor' ? appointments.doctorId : appointments.userId;
  return {
    name: `${owner.by} appointments`,
    spec: personAppointmentsSpec,
    table: appointments,
    id: appointments.id,
    conditions: (_list, bind) => [sql`${ownerColumn} = ${bind(owner.userId)}`],
    columns: { ...appointmentColumns, ...partyColumns },
    joins: withParties,
    map: (r) => personAppointmentRow(app, owner, r),
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
