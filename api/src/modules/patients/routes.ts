import type { FastifyInstance } from 'fastify';
import { envelopeSchema, errorEnvelopeSchema, ok } from '../../plugins/envelope.js';
import { countedList, listQuery, loose, looseList, uidParams } from './schemas.js';
import { parseListQuery } from '../../lists/index.js';
import { findUserOr404 } from './people-lookup.js';
import { personAppointments, personAppointmentsSpec } from './person-appointments.js';
import { allUsers, findUser, listUsers, parseUserList } from './service.js';
import { exportUsers } from './export.js';
import { formatParamSchema, wantsCsv } from '../../lib/list-export.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

export async function patientRoutes(app: FastifyInstance) {
  app.get(
    '/user',
    {
      schema: {
        tags: ['users'],
        summary: 'Patients (where role_id 2, encrypted search) or clinics (role_id 4)',
        description:
          'With `format=csv` or `Accept: text/csv`: every matching patient or clinic as CSV (text/csv), as the list ' +
          'shows them, written to the audit log.',
        querystring: {
          ...listQuery,
          properties: {
            ...listQuery.properties,
            select: { type: 'string', description: 'Fields to answer' },
            format: formatParamSchema,
          },
        },
        response: { 200: envelopeSchema(countedList('users')), ...errors },
      },
    },
    async (request, reply) => {
      const users = parseUserList(request.query);
      if (wantsCsv(request)) return exportUsers(app, request, reply, users.list, users.role);
      return ok(await listUsers(app, users));
    },
  );

  app.get(
    '/user/find',
    {
      schema: {
        tags: ['users'],
        summary: 'One user by where.uid; a patient decrypted (each such read is written to the audit log)',
        querystring: listQuery,
        response: { 200: envelopeSchema(loose({ user: loose() })), ...errors },
      },
    },
    async (request) => ok(await findUser(app, request)),
  );

  app.get(
    '/user/all',
    {
      schema: {
        tags: ['users'],
        summary: 'Every matching doctor or clinic for pickers (limit -1), by name',
        querystring: listQuery,
        response: { 200: envelopeSchema(loose({ users: looseList })), ...errors },
      },
    },
    async (request) => ok(await allUsers(app, request.query)),
  );

  app.get<{ Params: { uid: string } }>(
    '/user/appointments/patients/:uid',
    {
      schema: {
        tags: ['users'],
        summary: "A patient's appointments, 10 a page",
        params: uidParams,
        querystring: listQuery,
        response: { 200: envelopeSchema(countedList('appointments')), ...errors },
      },
    },
    // The patient's own appointments, names in full.
    async (request) => {
      const patient = await findUserOr404(app.db, request.params.uid, ['patient']);
      const list = parseListQuery(request.query, personAppointmentsSpec);
      return ok(await personAppointments(app, { by: 'patient', userId: patient.id }, list));
    },
  );
}
