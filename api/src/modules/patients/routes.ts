import type { FastifyInstance } from 'fastify';
import { declareModule } from '../../plugins/registry.js';
import { patientTarget } from '../../people/target-names.js';
import { envelopeSchema, ok, readErrorSchemas } from '../../wire/envelope.js';
import { listQuery } from '../../wire/response-shapes.js';
import { foundUserSchema } from './schemas.js';
import { parseListQuery } from '../../lists/index.js';
import { findUserOr404 } from '../../people/lookup.js';
import {
  personAppointmentListSchema,
  personAppointments,
  personAppointmentsSpec,
} from '../appointments/index.js';
import { findUser } from './service.js';
import { getByUid, typedRoutes } from '../../wire/typed-routes.js';

export async function patientRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  declareModule(app, {
    savedViewLists: ['patients', 'clinics'],
    auditActions: {
      'patient.read': 'Viewed patient record',
      'patient.export': 'Exported patients',
      'clinic.export': 'Exported clinics',
    },
    auditTargets: { patient: patientTarget },
  });
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

  getByUid(
    app,
    '/user/appointments/patients/:uid',
    {
      permission: 'patients.view',
      tags: ['users'],
      summary: "A patient's appointments, 10 a page",
      querystring: listQuery,
      reads: 'replica',
      data: personAppointmentListSchema,
    },
    // The patient's own appointments, names in full.
    async (uid, query) => {
      const patient = await findUserOr404(app.db, uid, ['patient']);
      const list = parseListQuery(query, personAppointmentsSpec);
      return personAppointments(app, { by: 'patient', userId: patient.id }, list);
    },
  );
}
