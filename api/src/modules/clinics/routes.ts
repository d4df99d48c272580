import type { FastifyInstance } from 'fastify';
import { parseListQuery } from '../../lists/index.js';
import { clinicDoctorListSchema, clinicDoctorListSpec, clinicDoctors } from '../doctors/index.js';
import { listQuery } from '../../wire/response-shapes.js';
import { clinicDetailSchema } from './schemas.js';
import { fetchClinic } from './service.js';
import { getByUid, typedRoutes } from '../../wire/typed-routes.js';

export async function clinicRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  getByUid(
    app,
    '/clinics/:uid',
    {
      permission: 'clinics.view',
      tags: ['clinics'],
      summary: 'A clinic with locations, revenue, Stripe account and bank',
      data: clinicDetailSchema,
    },
    (uid) => fetchClinic(app, uid),
  );

  getByUid(
    app,
    '/doctor/clinics/:uid',
    {
      permission: 'clinics.view',
      tags: ['clinics'],
      summary: "A clinic's doctors (populate, offset, limit)",
      querystring: listQuery,
      reads: 'replica',
      data: clinicDoctorListSchema,
    },
    (uid, query) => clinicDoctors(app, uid, parseListQuery(query, clinicDoctorListSpec)),
  );
}
