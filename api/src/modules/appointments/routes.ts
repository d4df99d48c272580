import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.js';
import { ok } from '../../plugins/envelope.js';
import { parseListQuery } from '../../lists/index.js';
import { appointmentListSpec } from './list-spec.js';
import { getAppointmentSchema, listAppointmentsSchema, listCallsSchema } from './schemas.js';
import { getAppointment, listAppointments, listCalls } from './service.js';
import { requestTimeZone } from './timezone.js';
import { exportAppointments } from './export.js';
import { wantsCsv } from '../../lib/list-export.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /user/appointments, /user/appointments/{uid}, /user/calls/{id}. */
export async function appointmentRoutes(app: FastifyInstance) {
  app.get('/user/appointments', { schema: listAppointmentsSchema }, async (request, reply) => {
    const timeZone = requestTimeZone(request);
    const list = parseListQuery(request.query, appointmentListSpec(timeZone));
    if (wantsCsv(request)) return exportAppointments(app, request, reply, list, timeZone);
    return ok(await listAppointments(app, list, timeZone));
  });

  app.get<{ Params: { uid: string } }>(
    '/user/appointments/:uid',
    { schema: getAppointmentSchema },
    async (request) => {
      if (!UUID.test(request.params.uid)) throw notFound('Appointment not found');
      return ok(await getAppointment(app, request.params.uid.toLowerCase()));
    },
  );

  app.get<{ Params: { id: string } }>('/user/calls/:id', { schema: listCallsSchema }, async (request) => {
    if (!UUID.test(request.params.id)) throw notFound('Appointment not found');
    return ok(await listCalls(app, request.params.id.toLowerCase()));
  });
}
