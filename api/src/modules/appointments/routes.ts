import type { FastifyInstance } from 'fastify';
import { declareModule } from '../../plugins/registry.js';
import { namesByUid } from '../../lib/audit-target-names.js';
import { notFound } from '../../lib/http-error.js';
import { ok } from '../../wire/envelope.js';
import { getAppointmentSchema, listAppointmentsSchema, listCallsSchema } from './schemas.js';
import { appointmentList, getAppointment, listAppointments, listCalls } from './service.js';
import { requestTimeZone } from '../../time/time-zone.js';
import { exportableListRoute } from '../../lib/exportable-list-route.js';
import { isUuid } from '../../wire/uuid.js';
import { typedRoutes } from '../../wire/typed-routes.js';

/** GET /user/appointments, /user/appointments/{uid}, /user/calls/{id}. */
export async function appointmentRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  declareModule(app, {
    savedViewLists: ['appointments'],
    liveTopics: { appointments: 'appointments.view' },
    auditActions: { 'appointment.export': 'Exported appointments' },
    auditTargets: { appointment: { name: namesByUid('appointments', 'appt_id') } },
  });
  exportableListRoute(app, '/user/appointments', {
    permission: 'appointments.view',
    exportPermission: 'appointments.export',
    schema: listAppointmentsSchema,
    definition: (request) => appointmentList(app, requestTimeZone(request)),
    page: (appointments, list) => listAppointments(app, appointments, list),
  });

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
