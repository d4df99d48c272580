import type { FastifyInstance } from 'fastify';
import { declareModule } from '../../plugins/registry.js';
import { namesByUid } from '../../lib/audit-target-names.js';
import { notFound } from '../../lib/http-error.js';
import { ok } from '../../wire/envelope.js';
import { parseListQuery } from '../../lists/index.js';
import { getAppointmentSchema, listAppointmentsSchema, listCallsSchema } from './schemas.js';
import { appointmentList, getAppointment, listAppointments, listCalls } from './service.js';
import { requestTimeZone } from '../../time/time-zone.js';
import { sendListCsv, wantsCsv } from '../../lib/list-export.js';
import { isUuid } from '../../wire/uuid.js';
import { typedRoutes } from '../../wire/typed-routes.js';

/** GET /user/appointments, /user/appointments/{uid}, /user/calls/{id}. */
export async function appointmentRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  declareModule(app, {
    savedViewLists: ['appointments'],
    liveTopics: { appointments: 'appointments.view' },
    auditActions: { 'appointment.export': null },
    auditTargets: { appointment: { name: namesByUid('appointments', 'appt_id') } },
  });
  app.get(
    '/user/appointments',
    {
      config: { permission: 'appointments.view', exportPermission: 'appointments.export' },
      schema: listAppointmentsSchema,
    },
    async (request, reply) => {
      const appointments = appointmentList(app, requestTimeZone(request));
      const list = parseListQuery(request.query, appointments);
      if (wantsCsv(request)) return sendListCsv(app, request, reply, appointments, list);
      return ok(await listAppointments(app, appointments, list));
    },
  );

  app.get(
    '/user/appointments/:uid',
    { config: { permission: 'appointments.view' }, schema: getAppointmentSchema },
    async (request) => {
      if (!isUuid(request.params.uid)) throw notFound('Appointment not found');
      return ok(await getAppointment(app, request.params.uid.toLowerCase()));
    },
  );

  app.get(
    '/user/calls/:id',
    { config: { permission: 'appointments.view' }, schema: listCallsSchema },
    async (request) => {
      if (!isUuid(request.params.id)) throw notFound('Appointment not found');
      return ok(await listCalls(app, request.params.id.toLowerCase()));
    },
  );
}
