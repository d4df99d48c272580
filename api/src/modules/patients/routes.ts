import type { FastifyInstance } from 'fastify';
import { declareModule } from '../../plugins/registry.js';
import { patientTarget } from '../../people/target-names.js';
import { envelopeSchema, ok, readErrorSchemas } from '../../wire/envelope.js';
import { countedList, listQuery } from '../../wire/response-shapes.js';
import { foundUserSchema, pickerUsersSchema } from './schemas.js';
import { parseListQuery } from '../../lists/index.js';
import { findUserOr404 } from '../../people/lookup.js';
import { personAppointments, personAppointmentsSpec } from './person-appointments.js';
import { allUsers, findUser, listUsers, parseUserList } from './service.js';
import { formatParamSchema, sendListCsv, wantsCsv } from '../../lib/list-export.js';
import { getByUid, typedRoutes } from '../../wire/typed-routes.js';

export async function patientRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  declareModule(app, {
    savedViewLists: ['patients', 'clinics'],
    auditActions: { 'patient.read': 'Viewed patient record', 'patient.export': null, 'clinic.export': null },
    auditTargets: { patient: patientTarget },
  });
  app.get(
    '/user',
    {
      config: { permission: 'patients.view', exportPermission: 'patients.export' },
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
        response: { 200: envelopeSchema(countedList('users')), ...readErrorSchemas },
      },
    },
    async (request, reply) => {
      const users = parseUserList(app, request.query);
      if (wantsCsv(request)) return sendListCsv(app, request, reply, users.definition, users.list);
      return ok(await listUsers(app, users));
    },
  );

  app.get(
    '/user/find',
    {
      config: { permission: 'patients.view' },
      schema: {
        tags: ['users'],
        summary: 'One user by where.uid; a patient decrypted (each such read is written to the audit log)',
        querystring: listQuery,
        response: { 200: envelopeSchema(foundUserSchema), ...readErrorSchemas },
      },
    },
    async (request) => ok(await findUser(app, request)),
  );

  app.get(
    '/user/all',
    {
      config: { permission: 'doctors.view' },
      schema: {
        tags: ['users'],
        summary: 'Every matching doctor or clinic for pickers (limit -1), by name',
        querystring: listQuery,
        response: { 200: envelopeSchema(pickerUsersSchema), ...readErrorSchemas },
      },
    },
    async (request) => ok(await allUsers(app, request.query)),
  );

  getByUid(
    app,
    '/user/appointments/patients/:uid',
    {
      permission: 'patients.view',
      tags: ['users'],
      summary: "A patient's appointments, 10 a page",
      querystring: listQuery,
      data: countedList('appointments'),
    },
    // The patient's own appointments, names in full.
    async (uid, query) => {
      const patient = await findUserOr404(app.db, uid, ['patient']);
      const list = parseListQuery(query, personAppointmentsSpec);
      return personAppointments(app, { by: 'patient', userId: patient.id }, list);
    },
  );
}
